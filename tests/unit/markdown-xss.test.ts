// SECURITY.md §1: every piece of user markdown goes through one allowlist sanitizer. A corpus of known XSS payloads runs
// through renderMarkdown and sanitizeHtml; the output is parsed with workerd's HTML tokenizer (HTMLRewriter, the
// lol-html parser) the way a browser would see it, and nothing executable may survive.
import { describe, expect, it } from "vitest";
import { PAYLOADS, dangersIn } from "../support/xss";
import { isSafeUrl, renderMarkdown, sanitizeHtml } from "~/server/markdown.server";

describe("XSS corpus through renderMarkdown and sanitizeHtml", () => {
  it("has at least 60 payloads", async () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(60);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("renderMarkdown leaves nothing executable of %j", async (payload) => {
    const html = await renderMarkdown(payload);
    expect(await dangersIn(html), html).toEqual([]);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("sanitizeHtml leaves nothing executable of %j", async (payload) => {
    const html = sanitizeHtml(payload);
    expect(await dangersIn(html), html).toEqual([]);
    // sanitizing is stable: running it again over its own output changes nothing that matters
    expect(await dangersIn(sanitizeHtml(html))).toEqual([]);
  });

  it("the checker itself catches what it is meant to catch", async () => {
    expect(await dangersIn('<a href="jav&#x61;script:alert(1)">x</a>')).not.toEqual([]);
    expect(await dangersIn('<a href="java&#x09;script:alert(1)">x</a>')).not.toEqual([]);
    expect(await dangersIn("<img src=x onerror=alert(1)>")).not.toEqual([]);
    expect(await dangersIn("<details open ontoggle=alert(1)>")).not.toEqual([]);
    expect(await dangersIn("<svg><a>x</a></svg>")).not.toEqual([]);
    expect(await dangersIn('<p title="onclick=alert(1)">harmless text in an attribute</p>')).toEqual([]);
  });

  it("shows a script typed in the text as text, not as markup", async () => {
    const html = await renderMarkdown("在代码里写 `<script>alert(1)</script>` 是可以的");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
  });
});

/** The text a reader sees in a highlighted block: tags removed, entities decoded. */
function visibleCode(html: string): string {
  const code = /<code>([\s\S]*)<\/code>/.exec(html)?.[1] ?? "";
  return code
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("normal markdown keeps its meaning", () => {
  it("headings, emphasis and paragraphs", async () => {
    const html = await renderMarkdown("# 劳动合同\n\n## 试用期\n\n这是 **重点** 和 *强调*，还有 ~~删除~~。");
    expect(html).toMatch(/<h1[^>]*>劳动合同<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>试用期<\/h2>/);
    expect(html).toContain("<strong>重点</strong>");
    expect(html).toContain("<em>强调</em>");
    expect(html).toContain("<del>删除</del>");
  });

  it("ordered and unordered lists", async () => {
    const html = await renderMarkdown("- 第一\n- 第二\n\n3. 三\n4. 四");
    expect(html).toMatch(/<ul>\s*<li>第一<\/li>\s*<li>第二<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol start="3">\s*<li>三<\/li>\s*<li>四<\/li>\s*<\/ol>/);
  });

  it("code blocks of a known language are highlighted for both colour schemes and show markup as text", async () => {
    const html = await renderMarkdown("```js\nconst a = '<b>';\nif (a < 2) {}\n```");
    expect(html).toMatch(/<pre class="shiki[^"]*" style="--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i);
    expect(html).toMatch(/<span style="--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+">const<\/span>/i);
    expect(visibleCode(html)).toBe("const a = '<b>';\nif (a < 2) {}");
  });

  it("code blocks of an unknown language stay plain, with their language class", async () => {
    const html = await renderMarkdown("```cobol\nDISPLAY '<b>'.\n```");
    expect(html).toContain("<pre><code class=\"language-cobol\">DISPLAY '&lt;b&gt;'.");
  });

  it("a style attribute typed by a member is dropped unless it is only shiki's colour variables", async () => {
    const html = await renderMarkdown(
      '<span style="position:fixed;top:0">a</span><span style="background:url(//x.example/t)">b</span><span style="--shiki-light:#000">c</span>',
    );
    expect(html).not.toContain("position");
    expect(html).not.toContain("url(");
    expect(html).toContain('<span style="--shiki-light:#000">c</span>');
  });

  it("tables with alignment", async () => {
    const html = await renderMarkdown("| 条款 | 天数 |\n|:---|---:|\n| 年假 | 5 |");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<th align="left">条款<\/th>/);
    expect(html).toMatch(/<td align="right">5<\/td>/);
  });

  it("links to https, relative paths, anchors and mailto keep their href", async () => {
    const html = await renderMarkdown(
      '[法规](https://www.gov.cn/flfg "国家法规") [问题](/questions/12) [同目录](faq.html) [锚点](#part-2) [写信](mailto:lawyer@example.com) <https://example.com/auto>',
    );
    expect(html).toContain('<a href="https://www.gov.cn/flfg" title="国家法规">法规</a>');
    expect(html).toContain('<a href="/questions/12">问题</a>');
    expect(html).toContain('<a href="faq.html">同目录</a>');
    expect(html).toContain('<a href="#part-2">锚点</a>');
    expect(html).toContain('<a href="mailto:lawyer@example.com">写信</a>');
    expect(html).toContain('<a href="https://example.com/auto">https://example.com/auto</a>');
  });

  it("links with query strings keep them (entities stay valid HTML)", async () => {
    const html = await renderMarkdown("[搜索](https://example.com/s?q=%E5%90%88%E5%90%8C&page=2)");
    expect(html).toContain('<a href="https://example.com/s?q=%E5%90%88%E5%90%8C&amp;page=2">搜索</a>');
  });

  it("images over https keep src and alt", async () => {
    const html = await renderMarkdown('![判决书](https://example.com/a.png "标题")');
    expect(html).toContain('<img src="https://example.com/a.png" alt="判决书" title="标题"');
  });

  it("blockquotes, line breaks and horizontal rules", async () => {
    const html = await renderMarkdown("> 引用\n第二行\n\n---");
    expect(html).toMatch(/<blockquote>\s*<p>引用<br\s*\/?>\s*第二行<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<hr\s*\/?>/);
  });

  it("an empty text renders to nothing", async () => {
    expect(await renderMarkdown("   \n ")).toBe("");
  });

  it("an unsafe link keeps its text but loses its href", async () => {
    const html = await renderMarkdown("[点我](javascript:alert(1))");
    expect(html).toContain("点我");
    expect(html).not.toContain("href");
  });
});

describe("isSafeUrl", () => {
  it.each([
    "https://example.com/a?b=1#c",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "mailto:lawyer@example.com",
    "/questions/1",
    "questions/1",
    "./faq",
    "../up",
    "#anchor",
    "?page=2",
    "",
  ])("accepts %j", (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\u0000script:alert(1)",
    "\u0001javascript:alert(1)",
    "\u200bjavascript:alert(1)",
    "java&#x09;script:alert(1)",
    "java&#9;script:alert(1)",
    "jav&#x61;script:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:image/svg+xml;base64,PHN2Zz4=",
    "file:///etc/passwd",
    "ftp://example.com/x",
    "//evil.example/x",
    "\\\\evil.example\\x",
    "/\\evil.example",
  ])("refuses %j", (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
