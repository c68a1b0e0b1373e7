// Page actions read their bodies as forms. A body that is not one (JSON, text, broken multipart, too large) is
// refused here, before any action runs, so no action can fail on it with a 500 or act on half of it.
import { MAX_FORM_BODY_BYTES, MAX_MULTIPART_FORM_BYTES } from "~/lib/limits";
import type { AppContext } from "~/server/context.server";
import { readBodyWithin } from "~/server/request-body.server";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refusal(app: AppContext, status: number, reason: string): Response {
  return new Response(app.t(reason), { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A page request with a body: the same request with its body read and checked as a form, or the refusal to send
 * (415 not a form, 413 too large, 400 unreadable). Requests without a body pass as they are.
 */
export async function checkedFormPost(request: Request, app: AppContext): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) return refusal(app, 415, "error.request.not_a_form");
  const limit = mediaType === "multipart/form-data" ? MAX_MULTIPART_FORM_BYTES : MAX_FORM_BODY_BYTES;
  if (Number(request.headers.get("Content-Length") ?? "0") > limit) return refusal(app, 413, "error.request.too_large");
  const bytes = await readBodyWithin(request, limit);
  if (!bytes) return refusal(app, 413, "error.request.too_large");
  try {
    await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refusal(app, 400, "error.request.malformed_form");
  }
  return new Request(request, { body: bytes });
}
