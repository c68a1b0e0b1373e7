// The description API list items carry: the text of rendered HTML, tags gone, entities kept whole when it is cut.
import { describe, expect, it } from "vitest";
import { htmlExcerpt } from "~/lib/format";

describe("htmlExcerpt", () => {
  it("drops every tag and folds whitespace", () => {
    expect(htmlExcerpt("<p>试用期<strong>辞退</strong></p>\n<ul><li>补偿</li></ul>", 100)).toBe("试用期 辞退 补偿");
  });

  it("cuts at the limit without splitting an entity", () => {
    expect(htmlExcerpt("<p>a &lt; b &amp; c</p>", 3)).toBe("a &lt;…");
    expect(htmlExcerpt("<p>劳动合同法第四十七条</p>", 4)).toBe("劳动合同…");
  });

  it("leaves no tag behind, even from an attribute holding angle brackets", () => {
    const excerpt = htmlExcerpt('<img alt="<script>alert(1)</script>"><p>正文</p>', 100);
    expect(excerpt).not.toMatch(/<[a-z/]/i);
    expect(excerpt).toContain("正文");
  });
});
