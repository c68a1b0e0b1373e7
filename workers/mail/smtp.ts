// A small SMTP client over Workers TCP sockets (TOOLCHAIN.md: worker-mailer has three bugs, so this is ours).
// EHLO, STARTTLS or implicit TLS, AUTH PLAIN or LOGIN, MAIL/RCPT/DATA with a base64 UTF-8 body; every read has a
// deadline, and a closed socket ends the conversation instead of spinning.
import { connect } from "cloudflare:sockets";

export type SmtpConfig = {
  host: string;
  port: number;
  encryption: "TLS" | "SSL" | "none"; // TLS = STARTTLS on a plain connection, SSL = implicit TLS
  username?: string;
  password?: string;
  /** The name announced in EHLO. */
  clientName?: string;
  timeoutMs?: number;
};

export type SmtpMessage = {
  fromEmail: string;
  fromName: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** a notification's one-click unsubscribe link (RFC 8058) */
  unsubscribeUrl?: string;
};

export class SmtpError extends Error {
  override name = "SmtpError";
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64Utf8(value: string): string {
  let binary = "";
  for (const byte of encoder.encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RFC 2047 encoded words, so Chinese subjects and names survive every server. Each word stays within 75 characters
 * (at most 45 bytes of UTF-8, split between characters), the words folded onto continuation lines.
 */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let current = "";
  for (const char of value) {
    if (encoder.encode(current + char).length > 45) {
      words.push(current);
      current = "";
    }
    current += char;
  }
  if (current) words.push(current);
  return words.map((word) => `=?UTF-8?B?${base64Utf8(word)}?=`).join("\r\n ");
}

/** A display name in an address: encoded when not ASCII, quoted otherwise (a comma must not split the address). */
function displayName(name: string): string {
  return /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, "\\$&")}"` : encodeHeader(name);
}

function wrap76(value: string): string {
  return value.replace(/.{1,76}/g, "$&\r\n");
}

/** Refuses CR and LF in anything placed in a header or an SMTP command (header injection). */
function headerSafe(value: string): string {
  if (/[\r\n]/.test(value)) throw new SmtpError("line break in a mail header");
  return value;
}

export function buildMessage(message: SmtpMessage, date = new Date()): string {
  const boundary = `lw-${crypto.randomUUID()}`;
  const from = headerSafe(message.fromName)
    ? `${displayName(message.fromName)} <${headerSafe(message.fromEmail)}>`
    : `<${headerSafe(message.fromEmail)}>`;
  return [
    `From: ${from}`,
    `To: <${headerSafe(message.to)}>`,
    `Subject: ${encodeHeader(headerSafe(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${message.fromEmail.split("@")[1] ?? "localhost"}>`,
    ...(message.unsubscribeUrl
      ? [
          `List-Unsubscribe: <${headerSafe(message.unsubscribeUrl)}>`,
          "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
        ]
      : []),
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap76(base64Utf8(message.text)),
    `--${boundary}`,
    "Content-Type: text/html; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap76(base64Utf8(message.html)),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

class Conversation {
  private buffer = "";
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;

  constructor(
    private socket: Socket,
    private timeoutMs: number,
  ) {
    this.reader = socket.readable.getReader();
    this.writer = socket.writable.getWriter();
  }

  /** Reads one (possibly multi-line) reply; fails on the deadline or when the server closes the connection. */
  async reply(timeoutMs = this.timeoutMs): Promise<{ code: number; text: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const lines = this.buffer.split("\r\n");
      const endIndex = lines.findIndex((line) => /^\d{3} /.test(line) || /^\d{3}$/.test(line));
      if (endIndex !== -1) {
        this.buffer = lines.slice(endIndex + 1).join("\r\n");
        const text = lines.slice(0, endIndex + 1).join("\n");
        return { code: Number(lines[endIndex]!.slice(0, 3)), text };
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new SmtpError("SMTP server did not answer in time");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SmtpError("SMTP server did not answer in time")), remaining);
      });
      const chunk = await Promise.race([this.reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new SmtpError("SMTP server closed the connection");
      this.buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  async expect(codes: number[]): Promise<string> {
    const { code, text } = await this.reply();
    if (!codes.includes(code)) throw new SmtpError(`SMTP error: ${text}`);
    return text;
  }

  async send(line: string, codes: number[]): Promise<string> {
    await this.writer.write(encoder.encode(`${line}\r\n`));
    return this.expect(codes);
  }

  async startTls(): Promise<Conversation> {
    this.reader.releaseLock();
    this.writer.releaseLock();
    return new Conversation(this.socket.startTls(), this.timeoutMs);
  }

  async close(): Promise<void> {
    try {
      await this.writer.write(encoder.encode("QUIT\r\n"));
      // RFC 5321 §4.1.1.10: wait (briefly) for the 221 before closing; closing with the reply still unread makes the
      // connection end in a reset instead of a clean close
      await this.reply(Math.min(this.timeoutMs, 2_000));
    } catch {
      // the server may already be gone
    }
    try {
      await this.socket.close();
    } catch {
      // closing twice is harmless
    }
  }
}

/** Sends one message; resolves when the server accepted it, throws SmtpError otherwise. */
export async function sendMail(config: SmtpConfig, message: SmtpMessage): Promise<void> {
  const timeoutMs = config.timeoutMs ?? 10_000;
  const socket = connect(
    { hostname: config.host, port: config.port },
    {
      secureTransport: config.encryption === "SSL" ? "on" : config.encryption === "TLS" ? "starttls" : "off",
      allowHalfOpen: false,
    },
  );
  let conversation = new Conversation(socket, timeoutMs);
  const clientName = config.clientName ?? "localhost";
  try {
    await conversation.expect([220]);
    let capabilities = await conversation.send(`EHLO ${headerSafe(clientName)}`, [250]);
    if (config.encryption === "TLS") {
      await conversation.send("STARTTLS", [220]);
      conversation = await conversation.startTls();
      capabilities = await conversation.send(`EHLO ${headerSafe(clientName)}`, [250]);
    }
    if (config.username) {
      const password = config.password ?? "";
      if (/AUTH[ =][^\n]*PLAIN/i.test(capabilities)) {
        await conversation.send(`AUTH PLAIN ${base64Utf8(`\u0000${config.username}\u0000${password}`)}`, [235]);
      } else {
        await conversation.send("AUTH LOGIN", [334]);
        await conversation.send(base64Utf8(config.username), [334]);
        await conversation.send(base64Utf8(password), [235]);
      }
    }
    await conversation.send(`MAIL FROM:<${headerSafe(message.fromEmail)}>`, [250]);
    await conversation.send(`RCPT TO:<${headerSafe(message.to)}>`, [250, 251]);
    await conversation.send("DATA", [354]);
    // dot-stuffing: a line that starts with "." gets another one
    const data = buildMessage(message).replace(/\r\n\./g, "\r\n..");
    await conversation.send(`${data}\r\n.`, [250]);
  } finally {
    await conversation.close();
  }
}
