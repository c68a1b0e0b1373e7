// The link a "duplicate" reason carries, when closing a question or reporting one (SPEC §5): it must be the address
// of a question of this very site (same origin), or it is refused under the field that holds it.
import type { AppContext } from "../context.server";
import { fieldError } from "../errors.server";
import { parsePostId } from "~/lib/permalink";

/** The id of the question the link points at. */
export function duplicateTarget(ctx: AppContext, url: string, field: string): number {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fieldError(field, "duplicate_link.invalid");
  }
  if (parsed.origin !== new URL(ctx.siteUrl).origin) throw fieldError(field, "duplicate_link.other_site");
  const match = /^\/answer\/menu\/questions\/([^/]+)/.exec(parsed.pathname);
  const id = parsePostId("question", match?.[1]);
  if (id === null) throw fieldError(field, "duplicate_link.invalid");
  return id;
}
