// The XSS corpus of SECURITY.md §1 and the check that nothing executable survives, shared by the tests that run the
// corpus through each rendered field: the output is parsed with workerd's HTML tokenizer (HTMLRewriter, the lol-html
// parser) the way a browser would see it.

/** Markup left open, closed twice or misnested: each must be stored well-formed (support/balance.ts). */
export const UNBALANCED: string[] = [
  "<details><summary>要点",
  "<details open><summary>摘要</summary>正文没有结束",
  "<table><tr><td>甲<td>乙<tr><td>丙",
  '<a href="https://example.com">没有结束的链接',
  "<b><i>交错</b></i>",
  "正文</div></div>之后",
  "段落</p>",
  "<p>外层<p>内层</p></p>",
  '<a href="https://a.example">外<a href="https://b.example">内</a></a>',
  "<blockquote><ul><li>引用和列表都没有结束",
  "<pre><code>没有结束的代码",
  "<table>表格里的文字<tr><td>格</td></tr></table>",
  "- 列表项 <details><summary>展开\n- 第二项 <b>粗体",
  "<div>\n<b>HTML 块\n</div>\n\n**随后的 markdown** 和 [链接](https://example.com)",
  "<li>列表外的列表项",
  "<ul><li>一<li>二</ul></li></ul>",
  '<a href="https://a.example"><table><a href="https://b.example">表格移出的链接</a></table></a>',
  "<h3><table><h3>表格移出的标题",
  "<pre>\n\n开头的空行</pre>",
];

export const PAYLOADS: string[] = [
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
  ...UNBALANCED,
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
export async function dangersIn(html: string): Promise<string[]> {
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
