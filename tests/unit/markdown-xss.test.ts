// SECURITY.md §1: every piece of user markdown goes through one allowlist sanitizer. A corpus of known XSS payloads runs
// through renderMarkdown and sanitizeHtml; the output is parsed with workerd's HTML tokenizer (HTMLRewriter, the
// lol-html parser) the way a browser would see it, and nothing executable may survive.
import { describe, expect, it } from "vitest";
import { isSafeUrl, renderMarkdown, sanitizeHtml } from "~/server/markdown.server";

const PAYLOADS: string[] = [
  // script tags
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  "<<script>script>alert(1)//<</script>/script>",
  "<script\x00>alert(1)</script>",
  '<img """><script>alert(1)</script>">',
  "<template><script>alert(1)</script></template>",
  "<![CDATA[<script>alert(1)</script>]]>",
  // event handlers
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<IMG SRC=x OnErRoR=alert(1)>",
  "<img/src=x/onerror=alert(1)>",
  "<img src=x onerror=alert(1)//",
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<img src=`x` onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<details/open/ontoggle=alert(1)>",
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="https://example.com" onmouseover=alert(1)>x</a>',
  '<a title="x" onclick="alert(1)">x</a>',
  "<input onfocus=alert(1) autofocus>",
  '<video><source onerror="alert(1)"></video>',
  "<marquee onstart=alert(1)>x</marquee>",
  "<isindex type=image src=1 onerror=alert(1)>",
  "<p onclick=alert(1)>段落</p>",
  // URL schemes, obfuscated
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#9;script:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="javascript&#x003A;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="java\x00script:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="&#x0A;javascript:alert(1)">x</a>',
  '<a href="\u200bjavascript:alert(1)">x</a>',
  '<a href="java&#38;#x09;script:alert(1)">x</a>',
  '<a href="javascript&#38;colon;alert(1)">x</a>',
  '<a href="&#38;#106;avascript:alert(1)">x</a>',
  '<a href="javascript&amp;colon;alert(1)">x</a>',
  '<img src="java&#38;Tab;script:alert(1)">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  // dangerous elements
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<svg><script>alert(1)</script></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math href="javascript:alert(1)">CLICK</math>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<link rel=stylesheet href=javascript:alert(1)>",
  // markdown links and images
  "[x](javascript:alert(1))",
  "![x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](java&#x09;script:alert(1))",
  "[x](jav&#x61;script:alert(1))",
  "[x](javascript&colon;alert(1))",
  "[x](java&Tab;script:alert(1))",
  "[x](java&#38;#x09;script:alert(1))",
  "[x]( javascript:alert(1) )",
  "[x](<javascript:alert(1)>)",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[x][ref]\n\n[ref]: javascript:alert(1)",
  "![x][img]\n\n[img]: javascript:alert(1)",
  '[x][ref]\n\n[ref]: jav&#x61;script:alert(1) "title"',
  "<javascript:alert(1)>",
  "<vbscript:msgbox(1)>",
  "<JAVASCRIPT:alert(1)>",
  // mutation XSS and comment/raw-text tricks
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<!--<img src=x onerror=alert(1)>-->",
  "<!--><img src=x onerror=alert(1)>-->",
  "<title><img src=x onerror=alert(1)></title>",
  // attribute-breaking quotes
  '<img src="x" alt="&quot; onerror=alert(1) x=&quot;">',
  "<img src=x alt='' onerror=alert(1) '>",
  '<a href="https://example.com" title="a\' onmouseover=\'alert(1)">x</a>',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '![a" onerror="alert(1)](https://example.com/x.png)',
  '[a" onmouseover="alert(1)](https://example.com)',
  '<code class="language-js" onclick=alert(1)>x</code>',
  '<span class="x" style="position:fixed">x</span>',
  // inside markdown structures
  "# <img src=x onerror=alert(1)>",
  "- <script>alert(1)</script>\n- item",
  "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |",
  "> <iframe src=javascript:alert(1)>",
];

const FORBIDDEN_TAGS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "form",
  "style",
  "base",
  "meta",
  "link",
  "input",
  "button",
  "textarea",
  "select",
  "template",
  "noscript",
  "xmp",
  "video",
  "audio",
  "source",
  "marquee",
  "isindex",
  "title",
  "body",
  "html",
  "head",
]);
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "srcset",
  "background",
  "poster",
  "data",
  "codebase",
  "srcdoc",
]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
  lpar: "(",
  rpar: ")",
  sol: "/",
  period: ".",
  semi: ";",
  comma: ",",
};

/** Decodes character references the way a browser does in an attribute (semicolons optional for numeric ones). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** The scheme a browser would see: entities decoded, control characters and whitespace dropped. */
function schemeOf(value: string): string | null {
  const cleaned = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

type FoundElement = { tag: string; attributes: [string, string][] };

/** Tokenizes HTML with workerd's spec-compliant HTML parser and lists every element with its attributes. */
async function elementsOf(html: string): Promise<FoundElement[]> {
  const found: FoundElement[] = [];
  const rewriter = new HTMLRewriter().on("*", {
    element(element) {
      // HTMLRewriter's attributes are [name, value] pairs (the DOM typings in scope describe another Element)
      const attributes = [...(element.attributes as unknown as Iterable<[string, string]>)];
      found.push({
        tag: element.tagName.toLowerCase(),
        attributes: attributes.map(([name, value]) => [name.toLowerCase(), value]),
      });
    },
  });
  await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).text();
  return found;
}

/** Every way the output could still run script, as a list of findings (empty when safe). */
async function dangersIn(html: string): Promise<string[]> {
  const dangers: string[] = [];
  if (/<script/i.test(html)) dangers.push("a <script> tag");
  if (/<(iframe|object|embed|svg|math|form|style|base|meta)\b/i.test(html)) dangers.push("a forbidden tag in the text");
  for (const { tag, attributes } of await elementsOf(html)) {
    if (FORBIDDEN_TAGS.has(tag)) dangers.push(`<${tag}>`);
    for (const [name, value] of attributes) {
      if (/^on/.test(name)) dangers.push(`${name}= on <${tag}>`);
      // a style may only set shiki's colour variables: a custom property cannot load, move or hide anything
      const onlyColourVariables = value
        .split(";")
        .filter((declaration) => declaration.trim() !== "")
        .every((declaration) => /^--shiki-[a-z-]+:(#[0-9a-f]{3,8}|[a-z ]+)$/i.test(declaration.trim()));
      if (name === "style" && (!onlyColourVariables || value.trim() === "")) dangers.push(`style= on <${tag}>`);
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        if (scheme && !["http", "https", "mailto"].includes(scheme)) dangers.push(`${name}="${value}" (${scheme}:)`);
        if (/(javascript|vbscript):|data:text\/html/i.test(decodeEntities(value).replace(/[\u0000-\u0020]/g, ""))) {
          dangers.push(`${name}="${value}"`);
        }
      }
    }
  }
  // an on*= attribute anywhere inside a tag, even one the tokenizer would not report
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    const withoutQuoted = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/[\s/]on\w+\s*=/i.test(withoutQuoted)) dangers.push(`event handler in ${tag}`);
  }
  return dangers;
}

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
    expect(html).toContain('<pre><code class="language-cobol">DISPLAY &#39;&lt;b&gt;&#39;.');
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
