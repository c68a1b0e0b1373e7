// The photo of a member's licence, served here rather than by a page so that it keeps headers of its own
// (sandboxed, never stored by any cache; the edge cache keeps only the reads it names). A guest is sent to log in;
// anybody but a verifier is refused with the reason as text, so no image ever reaches them.
import type { AppContext } from "~/server/context.server";
import { AppError } from "~/server/errors.server";
import { licencePhoto } from "~/server/services/lawyer-verification.server";
import { ADMIN_BASE, paths } from "~/lib/paths";

const LICENCE_PATH = new RegExp(`^${ADMIN_BASE}/lawyers/(\\d{1,15})/licence$`);

/** The member a licence URL names, or null when the path is not one. */
export function licenceOwnerOf(pathname: string): number | null {
  const match = LICENCE_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

export async function licencePhotoResponse(app: AppContext, url: URL, userId: number): Promise<Response> {
  try {
    return await licencePhoto(app, userId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 401)
      return new Response(null, { status: 302, headers: { Location: paths.login(paths.here(url)) } });
    return new Response(app.t(error.reason), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
}
