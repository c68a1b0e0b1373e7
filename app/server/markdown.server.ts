// Markdown to safe HTML, on the server, once at write time (DESIGN.md decision 5). Every piece of user markdown goes
// through renderMarkdown; the sanitizer is an allowlist of tags, attributes and URL schemes (SECURITY.md §1).
import { Marked, type Tokens } from "marked";
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
// xss is CommonJS: Node's ESM loader sees only its default export (the seed script renders in Node)
import xss from "xss";
import type * as XssModule from "xss";
import { balanceHtml } from "./balanced-html.server";

const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof XssModule;

// A fixed list of grammars keeps the Worker small (TOOLCHAIN.md: the full shiki bundle is 1.6 MB gzip).
const LANGUAGES = [
  import("@shikijs/langs/javascript"),
  import("@shikijs/langs/typescript"),
  import("@shikijs/langs/json"),
  import("@shikijs/langs/shellscript"),
  import("@shikijs/langs/python"),
  import("@shikijs/langs/sql"),
  import("@shikijs/langs/java"),
  import("@shikijs/langs/go"),
  import("@shikijs/langs/html"),
  import("@shikijs/langs/css"),
  import("@shikijs/langs/yaml"),
];
const THEMES = { light: "github-light", dark: "github-dark" } as const;

let highlighterPromise: Promise<HighlighterCore> | null = null;

/** One highlighter per isolate: creating it costs ~0.4 s, highlighting afterwards is cheap. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighterPromise ??= createHighlighterCore({
    themes: [import("@shikijs/themes/github-light"), import("@shikijs/themes/github-dark")],
    langs: LANGUAGES,
    engine: createJavaScriptRegexEngine(),
  }).catch((error: unknown) => {
    highlighterPromise = null;
    throw error;
  });
  return highlighterPromise;
}

function markedWith(highlighter: HighlighterCore): Marked {
  const loaded = new Set(highlighter.getLoadedLanguages());
  return new Marked(
    { gfm: true, breaks: true, async: false },
    {
      renderer: {
        code({ text, lang }: Tokens.Code) {
          const language = (lang ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
          if (!loaded.has(language)) return false; // marked's plain <pre><code>
          // colours as CSS variables for both schemes; the stylesheet picks one (light, dark, system)
          return highlighter.codeToHtml(text, { lang: language, themes: THEMES, defaultColor: false });
        },
        image({ href, title, text }: Tokens.Image) {
          const titleAttr = title ? ` title="${escapeAttrValue(title)}"` : "";
          return `<img src="${escapeAttrValue(href)}" alt="${escapeAttrValue(text)}"${titleAttr} loading="lazy">`;
        },
      },
    },
  );
}

let markedPromise: Promise<Marked> | null = null;

const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  h1: ["id"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
  strong: [],
  em: [],
  b: [],
  i: [],
  del: [],
  s: [],
  sup: [],
  sub: [],
  kbd: [],
  mark: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  code: ["class"],
  pre: ["class", "style", "tabindex"],
  span: ["class", "style"],
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["align"],
  td: ["align"],
  details: [],
  summary: [],
};

/** Named references a browser decodes in an attribute that matter in URLs (HTML requires the ';' for these). */
const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  AMP: "&",
  lt: "<",
  LT: "<",
  gt: ">",
  GT: ">",
  quot: '"',
  QUOT: '"',
  apos: "'",
  colon: ":",
  Tab: "\t",
  NewLine: "\n",
  nbsp: "\u00a0",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  period: ".",
  num: "#",
  quest: "?",
  equals: "=",
  commat: "@",
  percnt: "%",
  excl: "!",
  plus: "+",
  comma: ",",
  semi: ";",
};

/** Decodes character references once, as a browser does when it reads an attribute value. */
function decodeReferences(value: string): string {
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]+);?|#(\d+);?|([A-Za-z]+);)/g,
    (whole, hex?: string, dec?: string, name?: string) => {
      if (name !== undefined) return NAMED_REFERENCES[name] ?? whole;
      const code = hex !== undefined ? parseInt(hex, 16) : parseInt(dec!, 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "\ufffd";
    },
  );
}

/** Judges a URL exactly as given (no further decoding): http, https, mailto or a relative reference. */
function isSafeLiteralUrl(url: string): boolean {
  // drop whitespace and control characters the way a browser's URL parser would before judging the scheme
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return !cleaned.startsWith("//") && !cleaned.startsWith("\\\\") && !cleaned.startsWith("/\\");
  return ["http", "https", "mailto"].includes(scheme[1]!.toLowerCase());
}

/** http, https, mailto, and relative references, judged on an attribute value as the browser decodes it. */
export function isSafeUrl(raw: string): boolean {
  return isSafeLiteralUrl(decodeReferences(raw));
}

/**
 * A URL attribute value: decoded once, judged, and written back with every '&' escaped, so the browser reads exactly
 * the URL that was judged (a left-over reference such as `java&#38;Tab;script:` must not be decoded a second time).
 */
function safeUrlAttribute(raw: string): string {
  const url = decodeReferences(raw).trim();
  if (!isSafeLiteralUrl(url)) return "";
  return url.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The value an allowed attribute may keep ("" when it must go). */
function safeAttributeValue(name: string, value: string): string {
  if (name === "href" || name === "src") return safeUrlAttribute(value);
  // only the classes our own renderer emits (code languages, shiki's blocks and lines)
  if (name === "class") return /^(language-[a-z0-9+#-]+|line|shiki[\w -]*)$/i.test(value) ? escapeAttrValue(value) : "";
  // only shiki's colour variables, nothing that could load, position or hide anything
  if (name === "style") return SHIKI_STYLE.test(value) ? value : "";
  if (name === "tabindex") return value === "0" ? value : "";
  if (name === "loading") return value === "lazy" ? value : "";
  if (name === "width" || name === "height" || name === "start") return /^\d{1,5}$/.test(value) ? value : "";
  if (name === "align") return /^(left|right|center)$/.test(value) ? value : "";
  return escapeAttrValue(friendlyAttrValue(value));
}

const SHIKI_STYLE =
  /^(?:--shiki-(?:light|dark)(?:-bg|-font-style|-font-weight|-text-decoration)?:(?:#[0-9a-f]{3,8}|[a-z]{1,12}(?: [a-z]{1,12})?);?)+$/i;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  // the contents of these are dropped, not shown as text
  stripIgnoreTagBody: [
    "script",
    "style",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "form",
    "template",
    "noscript",
    "textarea",
    "select",
    "xmp",
    "noembed",
    "noframes",
    "frameset",
    "frame",
    "applet",
    "base",
    "link",
    "meta",
  ],
  allowCommentTag: false,
  css: false,
  safeAttrValue(_tag, name, value) {
    return safeAttributeValue(name, value);
  },
  onTagAttr(tag, name, value) {
    // an allowed attribute whose value is refused is dropped outright rather than left empty (href="", style)
    if (ALLOWED_TAGS[tag]?.includes(name) && safeAttributeValue(name, value) === "") return "";
    return undefined;
  },
});

/** Sanitizes HTML with the allowlist and makes it well-formed (nothing left open, no stray end tags). */
export function sanitizeHtml(html: string): string {
  return balanceHtml(filter.process(html));
}

/** Renders user markdown to sanitized HTML, code blocks highlighted. */
export async function renderMarkdown(markdown: string): Promise<string> {
  if (!markdown.trim()) return "";
  markedPromise ??= getHighlighter().then(markedWith);
  const marked = await markedPromise;
  return sanitizeHtml(marked.parse(markdown) as string);
}
