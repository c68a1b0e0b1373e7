// Text inside the XML the site serves (sitemaps, feeds): escaped, and without the characters XML 1.0 forbids (control
// characters, lone surrogates, U+FFFE and U+FFFF), which a title or a post could hold and a strict reader rejects.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A time as W3C Datetime (sitemaps, Atom): UTC to the second. */
export function w3cTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A time as RFC 822 (RSS 2.0's pubDate). */
export function rfc822Time(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toUTCString();
}
