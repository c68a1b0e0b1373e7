// Payloads of the badge calls (SPEC §7): GET badge?id, GET badge/awards/page (badge_id, page, page_size 30,
// username). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { idOf } from "./ids";
import { page, pageSize } from "./question";
import { BADGE_AWARDS_PAGE_SIZE } from "~/lib/limits";

export const BadgeQuerySchema = v.object({ id: idOf("badge") });

export const BadgeAwardsQuerySchema = v.object({
  badge_id: idOf("badge"),
  page,
  page_size: pageSize(BADGE_AWARDS_PAGE_SIZE),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, "validation.invalid"))),
});
