// Markdown to safe HTML, on the server, once at write time (DESIGN.md decision 5). Every piece of user markdown goes
// through renderMarkdown; the sanitizer is an allowlist of tags, attributes and URL schemes (SECURITY.md §1).
import { Marked } from "marked";
import { FilterXSS, escapeAttrValue, friendlyAttrValue } from "xss";

const marked = new Marked({ gfm: true, breaks: true, async: false });

const ALLOWED_TAGS: Record<string, string[]> = {
  p: [], br: [], hr: [],
  h1: ["id"], h2: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"],
  strong: [], em: [], b: [], i: [], del: [], s: [], sup: [], sub: [], kbd: [], mark: [],
  blockquote: [], ul: [], ol: ["start"], li: [],
  code: ["class"], pre: ["class"], span: ["class"],
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  table: [], thead: [], tbody: [], tr: [], th: ["align"], td: ["align"],
  details: [], summary: [],
};

/** http, https, mailto, and relative references; anything with another scheme is dropped. */
export function isSafeUrl(raw: string): boolean {
  // decode entities and drop whitespace and control characters the way a browser would before judging the scheme
  const decoded = friendlyAttrValue(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded);
  if (!scheme) return !decoded.startsWith("//") && !decoded.startsWith("\\\\") && !decoded.startsWith("/\\");
  return ["http", "https", "mailto"].includes(scheme[1]!.toLowerCase());
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  // the contents of these are dropped, not shown as text
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "svg", "math", "form", "template", "noscript", "textarea", "select", "xmp", "noembed", "noframes", "frameset", "frame", "applet", "base", "link", "meta"],
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value) {
    if (name === "href" || name === "src") return isSafeUrl(value) ? escapeAttrValue(friendlyAttrValue(value).trim()) : "";
    if (name === "class") {
      // only the classes our own renderer emits (code languages)
      return /^(language-[a-z0-9+#-]+|hljs|shiki[\w -]*)$/i.test(value) ? escapeAttrValue(value) : "";
    }
    if (name === "width" || name === "height" || name === "start") return /^\d{1,5}$/.test(value) ? value : "";
    if (name === "align") return /^(left|right|center)$/.test(value) ? value : "";
    return escapeAttrValue(friendlyAttrValue(value));
  },
  onTagAttr(tag, name, value) {
    // drop empty URLs outright rather than leave href=""
    if ((name === "href" || name === "src") && !isSafeUrl(value)) return "";
    return undefined;
  },
});

/** Sanitizes HTML with the allowlist. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}

/** Renders user markdown to sanitized HTML. */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return "";
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html);
}
