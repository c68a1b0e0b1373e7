// The pure pieces of what search engines and feed readers read: JSON-LD that cannot close its script element, XML
// text without what XML 1.0 forbids, excerpts cut on the text readers see.
import { describe, expect, it } from "vitest";
import { excerptOf, jsonLdText, qaPageJsonLd } from "~/lib/seo";
import { rfc822Time, w3cTime, xmlText } from "~/lib/xml";

describe("structured data", () => {
  it("keeps markup and line separators out of the script element, and parses back to the same document", () => {
    const document = { name: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const text = jsonLdText(document);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(document);
  });

  it("names accepted and suggested answers only when there are some", () => {
    const author = { name: "甲", url: "https://lvwen.example/answer/menu/users/jia" };
    const base = {
      title: "问",
      text: "",
      answerCount: 0,
      upvotes: 0,
      createdAt: 0,
      url: "https://lvwen.example/q",
      author,
    };
    const entity = (qaPageJsonLd({ ...base, accepted: null, suggested: [] }).mainEntity ?? {}) as Record<
      string,
      unknown
    >;
    expect(entity).not.toHaveProperty("acceptedAnswer");
    expect(entity).not.toHaveProperty("suggestedAnswer");
    expect(entity.text).toBe("问");
    expect(entity.dateCreated).toBe("1970-01-01T00:00:00.000Z");
  });

  it("cuts excerpts on the collapsed text, marking a cut however long the post is", () => {
    expect(excerptOf("  合同\n\n 无效  ")).toBe("合同 无效");
    expect(excerptOf("字".repeat(200), 10)).toBe(`${"字".repeat(9)}…`);
    expect(excerptOf(`短${" ".repeat(1000)}尾`, 10)).toBe("短…");
  });
});

describe("XML text", () => {
  it("escapes the five special characters and drops what XML 1.0 forbids", () => {
    expect(xmlText(`<a href="x">'R&D'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;R&amp;D&apos;&lt;/a&gt;");
    expect(xmlText("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\uDC00g")).toBe("abcdefg");
    // tabs, line ends and whole surrogate pairs stay
    expect(xmlText("a\tb\nc\r😀")).toBe("a\tb\nc\r😀");
  });

  it("writes times as W3C Datetime and RFC 822", () => {
    expect(w3cTime(1_700_000_000)).toBe("2023-11-14T22:13:20Z");
    expect(rfc822Time(1_700_000_000)).toBe("Tue, 14 Nov 2023 22:13:20 GMT");
  });
});
