// The share panel's QR code (SPEC §9: 240 pixels): an SVG of this site's address of a question or an answer. Only
// paths of questions are drawn, so the site never serves a code for somebody else's link; the drawing has no text
// from the request, only the code's squares.
import { renderSVG } from "uqr";
import type { AppContext } from "~/server/context.server";
import { MENU_BASE } from "~/lib/paths";
import { notFoundText } from "./not-found";

const QUESTION_PATH = new RegExp(`^${MENU_BASE}/questions/[A-Za-z0-9%._~!*'()/-]{1,300}$`);

export function shareQrCode(app: AppContext, url: URL): Response {
  const path = url.searchParams.get("path") ?? "";
  if (!QUESTION_PATH.test(path) || path.includes("//")) {
    return notFoundText(app);
  }
  const svg = renderSVG(new URL(path, app.siteUrl).toString(), { border: 2 });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
