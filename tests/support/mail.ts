// Reading what the test SMTP server received (tests/setup/global-smtp.ts): the inbox over HTTP, and the headers and
// parts of a raw message.
import { inject } from "vitest";

export type ReceivedMail = { from: string; to: string[]; raw: string; user: string | null; secure: boolean };

const inboxUrl = inject("smtpInboxUrl");

export async function inbox(): Promise<ReceivedMail[]> {
  const response = await fetch(inboxUrl);
  return (await response.json()) as ReceivedMail[];
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  return (await inbox()).filter((mail) => mail.to.includes(address));
}

/** Header value of a raw message (first match, unfolded). */
export function header(raw: string, name: string): string | null {
  const head = raw.split("\r\n\r\n")[0] ?? "";
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const line = unfolded.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

export function utf8FromBase64(value: string): string {
  const binary = atob(value.replace(/\s+/g, ""));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** RFC 2047 encoded words (B encoding, UTF-8) back to text; whitespace between adjacent encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=/gi, (_, encoded: string) => utf8FromBase64(encoded));
}

/** The decoded body of the part with this content type. */
export function part(raw: string, contentType: "text/plain" | "text/html"): string {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  for (const section of raw.split(`--${boundary}`)) {
    const [head = "", ...rest] = section.replace(/^\r\n/, "").split("\r\n\r\n");
    if (!head.toLowerCase().includes(`content-type: ${contentType}`)) continue;
    const body = rest.join("\r\n\r\n");
    return /content-transfer-encoding: base64/i.test(head) ? utf8FromBase64(body) : body;
  }
  throw new Error(`no ${contentType} part`);
}
