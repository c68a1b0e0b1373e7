// What the renderer stores is well-formed: markup left open is closed, stray end tags go, and the stored HTML parses
// back to itself, so a body, comment or tag description cannot change the page around it or break hydration.
import { describe, expect, it } from "vitest";
import { unbalancedIn } from "../support/balance";
import { PAYLOADS, UNBALANCED } from "../support/xss";
import { renderMarkdown, sanitizeHtml } from "~/server/markdown.server";

describe("the stored HTML of the corpus is well-formed", () => {
  it("has the unbalanced cases in the XSS corpus", () => {
    expect(UNBALANCED.length).toBeGreaterThanOrEqual(13);
    for (const payload of UNBALANCED) expect(PAYLOADS).toContain(payload);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("renderMarkdown stores %j well-formed", async (payload) => {
    const html = await renderMarkdown(payload);
    expect(unbalancedIn(html), html).toEqual([]);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("sanitizeHtml stores %j well-formed", (payload) => {
    const html = sanitizeHtml(payload);
    expect(unbalancedIn(html), html).toEqual([]);
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("unbalanced markup", () => {
  it.each([
    ["<details><summary>要点", "<details><summary>要点</summary></details>"],
    ["<table><tr><td>甲", "<table><tbody><tr><td>甲</td></tr></tbody></table>"],
    ['<a href="https://example.com">链接', '<a href="https://example.com">链接</a>'],
    ["<b><i>交错</b></i>", "<b><i>交错</i></b>"],
    ["正文</div></div>之后", "正文之后"],
    ["<p>外层<p>内层</p></p>", "<p>外层</p><p>内层</p><p></p>"],
    ["<pre><code>代码", "<pre><code>代码</code></pre>"],
    ["<table>文字<tr><td>格</td></tr></table>", "文字<table><tbody><tr><td>格</td></tr></tbody></table>"],
  ])("sanitizeHtml closes or drops what %j leaves open", (given, stored) => {
    expect(sanitizeHtml(given)).toBe(stored);
  });

  it("a link inside a link becomes two links, as a browser reads it", () => {
    expect(sanitizeHtml('<a href="https://a.example">外<a href="https://b.example">内</a></a>')).toBe(
      '<a href="https://a.example">外</a><a href="https://b.example">内</a>',
    );
  });

  it("a list item outside a list is put in one, so it cannot close the list item holding a comment", () => {
    expect(sanitizeHtml("<li>一</li><li>二</li>")).toBe("<ul><li>一</li><li>二</li></ul>");
  });

  it("an HTML block left open in markdown is closed by the end of the text, not by the page after it", async () => {
    const html = await renderMarkdown("<div>\n<b>HTML 块\n</div>\n\n**随后的 markdown**");
    expect(html).toContain("<strong>随后的 markdown</strong>");
    expect(html.trimEnd()).toMatch(/<\/b>$/);
    expect(unbalancedIn(html)).toEqual([]);
  });

  it("the checker itself catches what it is meant to catch", () => {
    expect(unbalancedIn("<details><summary>x")).not.toEqual([]);
    expect(unbalancedIn("x</div><div>")).not.toEqual([]);
    expect(unbalancedIn("<li>x</li>")).not.toEqual([]);
    expect(unbalancedIn("<pre>\n\nx</pre>")).not.toEqual([]);
    expect(unbalancedIn("<p>x</p><ul><li>y</li></ul>")).toEqual([]);
  });
});
