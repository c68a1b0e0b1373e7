// The web app manifest: the site's name, its branding icons and primary colour, so that a phone can keep the site on
// its home screen as an app of its own.
import { paths } from "~/lib/paths";
import type { AppContext } from "~/server/context.server";

export function manifestResponse(app: AppContext): Response {
  const { general, branding, theme } = app.settings;
  const icons = [
    ...(branding.square_icon ? [{ src: branding.square_icon, sizes: "512x512", purpose: "any" }] : []),
    { src: branding.favicon || "/favicon.ico", sizes: "32x32" },
  ];
  const manifest = {
    name: general.name,
    short_name: general.name,
    description: general.short_description || general.description,
    lang: app.locale,
    start_url: paths.home(),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: theme.theme_config.primary_color,
    icons,
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json" } });
}
