// Cross-site request checks and response headers (SECURITY.md §8).

/**
 * A state-changing request must come from this site. Browsers send Sec-Fetch-Site (or at least Origin) on every
 * POST; requests without either come from non-browser API clients, which authenticate with a header token that a
 * forged cross-site form cannot carry.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  return false;
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries; HSTS only over https. */
export function withSecurityHeaders(response: Response, request: Request, nonce?: string): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (new URL(request.url).protocol === "https:")
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  else if (!headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  return secured;
}
