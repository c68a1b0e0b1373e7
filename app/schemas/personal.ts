// Profile list queries (SPEC §7 personal/*, badge/user/awards): a page of 30 by default, a member by username.
import * as v from "valibot";
import "./messages";
import { page, pageSize } from "./question";
import { PROFILE_PAGE_SIZE, STAFF_SEARCH_SIZE } from "~/lib/limits";

const username = v.pipe(
  v.string("validation.invalid"),
  v.trim(),
  v.nonEmpty("validation.invalid"),
  v.maxLength(60, "validation.invalid"),
);

/** newest, or by score; Apache Answer's clients may also send its other list orders, which sort by score there. */
const order = v.optional(
  v.pipe(
    v.picklist(["newest", "score", "active", "hot", "unanswered"], "validation.invalid"),
    v.transform((value) => (value === "newest" ? ("newest" as const) : ("score" as const))),
  ),
);

export const PersonalPageQuerySchema = v.object({ page, page_size: pageSize(PROFILE_PAGE_SIZE) });

export const PersonalUserQuerySchema = v.object({ username });

export const PersonalListQuerySchema = v.object({ username, order, page, page_size: pageSize(PROFILE_PAGE_SIZE) });

/** GET user/staff: staff by the start of their name, up to `page_size` (10 by default). */
export const StaffSearchQuerySchema = v.object({
  username: v.optional(v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(60, "validation.invalid")), ""),
  page_size: pageSize(STAFF_SEARCH_SIZE),
});
