// The small handlers' answer for what does not exist or may not be shown (a feed of a hidden question, the sitemap of
// a site that requires login): 404 with the message as text.
import type { AppContext } from "~/server/context.server";
import { AppError } from "~/server/errors.server";

export function notFoundText(app: AppContext): Response {
  return new Response(app.t("error.not_found"), {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A handler's response, or the 404 when its service says "not found". */
export async function orNotFound(app: AppContext, respond: () => Promise<Response>): Promise<Response> {
  try {
    return await respond();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFoundText(app);
    throw error;
  }
}
