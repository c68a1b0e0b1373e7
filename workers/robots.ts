// /robots.txt from the SEO settings; a site that requires login asks crawlers to stay out entirely.
import type { AppContext } from "~/server/context.server";

export function robotsTxt(app: AppContext): Response {
  const body = app.settings.login.login_required ? "User-agent: *\nDisallow: /\n" : app.settings.seo.robots;
  return new Response(body.endsWith("\n") ? body : `${body}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
