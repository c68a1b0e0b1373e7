// Payloads of the back office's badge calls (SPEC §7): GET badges (page, page_size, q, status), PUT badge/status
// {id, status}; the page's toggle form.
import * as v from "valibot";
import "./messages";
import { idOf, searchedId } from "./ids";
import { page, pageSize } from "./question";
import { ADMIN_BADGES_PAGE_SIZE } from "~/lib/limits";

const status = v.picklist(["active", "inactive"], "validation.invalid");

/** `q` finds a badge by name, or by its id (typed or plain) as `id`. */
export const AdminBadgesQuerySchema = v.pipe(
  v.object({
    page,
    page_size: pageSize(ADMIN_BADGES_PAGE_SIZE),
    q: v.optional(v.pipe(v.string(), v.maxLength(100, "validation.invalid")), ""),
    status: v.optional(v.picklist(["", "active", "inactive"], "validation.invalid"), ""),
  }),
  v.transform((input) => ({ ...input, id: searchedId("badge", input.q) })),
);

export const BadgeStatusSchema = v.object({ id: idOf("badge"), status });

export const DeadLettersQuerySchema = v.object({ page });
