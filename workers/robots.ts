// /robots.txt from the SEO settings, naming the sitemap unless the setting already names one; a site that requires
// login asks crawlers to stay out entirely (and has no sitemap).
import { paths } from "~/lib/paths";
import type { AppContext } from "~/server/context.server";

export function robotsTxt(app: AppContext): Response {
  let body = app.settings.login.login_required ? "User-agent: *\nDisallow: /\n" : app.settings.seo.robots;
  if (!body.endsWith("\n")) body += "\n";
  if (!app.settings.login.login_required && !/^\s*sitemap\s*:/im.test(body)) {
    body += `Sitemap: ${new URL(paths.sitemap(), app.siteUrl)}\n`;
  }
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
