// Reading and writing the session cookie. The token is random and unguessable, so it needs no signature.

export const SESSION_COOKIE = "lw_session";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value === "" ? null : value;
    }
  }
  return null;
}

/** HttpOnly, SameSite=Lax, and Secure whenever the site is served over https (SECURITY.md §8). */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", 0, secure);
}

/**
 * The D1 bookmark of a member's last write (DESIGN.md decision 11): their next requests read from a replica that has
 * seen it, so they always read their own writes.
 */
export const D1_BOOKMARK_COOKIE = "lw_d1";

export function d1BookmarkCookie(bookmark: string, secure: boolean): string {
  return [
    `${D1_BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=3600",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
