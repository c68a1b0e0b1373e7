// Tokens and password hashes (SECURITY.md §3, §7). Only Web Crypto: it runs the same in workerd and in Node.

/** Production Workers refuse more than 100,000 PBKDF2 iterations; local workerd does not, so this is pinned by a test. */
export const PBKDF2_ITERATIONS = 100_000;
const HASH_BYTES = 32;
const SALT_BYTES = 16;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A random token of 256 bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The hash Gravatar knows an email by (SHA-256 of the trimmed, lowercased address; SECURITY.md §10). */
export function emailHash(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}

/** Compares without an early exit, so the time taken does not tell how much of a secret matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  pepper: string,
  iterations: number,
): Promise<Uint8Array> {
  // The pepper (a server secret) is mixed in with HMAC, so a stolen database alone cannot be brute-forced.
  const pepperKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", pepperKey, encoder.encode(password));
  const key = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** Stored form: pbkdf2-sha256$<iterations>$<salt>$<hash>. */
export async function hashPassword(password: string, pepper: string): Promise<string> {
  if (!pepper) throw new Error("PASSWORD_PEPPER is not configured");
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, pepper, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  if (!pepper) throw new Error("PASSWORD_PEPPER is not configured");
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iterations || !salt || !hash) return false;
  const candidate = await derive(password, fromBase64Url(salt), pepper, Number(iterations));
  return constantTimeEqual(candidate, fromBase64Url(hash));
}

/** Spends the same time as a real verification, for logins of unknown emails (SECURITY.md §5). */
export async function burnPasswordCheck(password: string, pepper: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), pepper, PBKDF2_ITERATIONS);
}

/** An HMAC-SHA256 signature (base64url) of a message with a secret, for signed URLs. */
export async function hmacSign(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

/** Checks an HMAC signature in constant time. */
export async function hmacVerify(secret: string, message: string, signature: string): Promise<boolean> {
  const expected = encoder.encode(await hmacSign(secret, message));
  return constantTimeEqual(expected, encoder.encode(signature));
}
