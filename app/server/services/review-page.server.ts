// The review page (SPEC §2 review): the queues a reviewer may work with what waits in each, the queue asked for (or
// the first with something in it), and its item at the place asked, all in one round. Staff work the held and flagged
// posts too; members holding an audit privilege, the suggested edits of its kind.
import type { AppContext } from "../context.server";
import type { Statement } from "../db/client.server";
import { selectFlaggedPosts, type FlaggedPostRow, type FlagReportRow } from "../models/reports.server";
import { selectUnreviewed, type UnreviewedRow } from "../models/review.server";
import { toFlaggedPost } from "./flag-review.server";
import { selectQueuedPosts, type QueuedPostRow } from "../models/queued-posts.server";
import { toQueuedPost } from "./queued-posts.server";
import { isLawyerVerifier, isStaff, requireMember } from "./guards.server";
import { selectPendingLawyers, type PendingLawyerRow } from "../models/lawyers.server";
import { toSubmission } from "./lawyer-verification.server";
import { requirePrivilege } from "./permissions.server";
import { reviewableTypes } from "./review-counts.server";
import { toUnreviewedItem } from "./review.server";
import type { ReviewType } from "~/lib/review";
import type { ReviewPage, ReviewQueue } from "~/lib/views/review";

type Total = { total: number }[];

/** The review page's queues and the item shown; a member who may review nothing is refused (403 with the rank). */
export async function reviewPage(
  ctx: AppContext,
  wanted: ReviewType | null,
  page: number,
  /** one held post's item (SPEC §2 review: objectId), as the back office's lists link to it */
  heldPost: { kind: "question" | "answer"; id: number } | null = null,
): Promise<ReviewPage> {
  const user = requireMember(ctx);
  const staff = isStaff(user);
  const types = reviewableTypes(ctx, user);
  if (!staff && types.length === 0) requirePrivilege(ctx, "question.audit");
  // the queue asked for is read at its place, the others from their start (one of them is shown when none is asked)
  const at = (type: ReviewType) => ({ limit: 1, offset: type === wanted ? page - 1 : 0 });
  const edits = selectUnreviewed(ctx.db, { types, reviewerId: user.id }, at("suggested_post_edit"));
  const flags = staff ? selectFlaggedPosts(ctx.db, at("flagged_post")) : null;
  const held = staff ? selectQueuedPosts(ctx.db, at("queued_post"), wanted === "queued_post" ? heldPost : null) : null;
  const verifier = isLawyerVerifier(ctx, user);
  const lawyers = verifier ? selectPendingLawyers(ctx.db, at("lawyer_verification")) : null;
  const results = (await ctx.db.batch([
    edits.list,
    edits.total,
    ...(flags && held ? [flags.posts, flags.reports, flags.total, held.list, held.total] : []),
    ...(lawyers ? [lawyers.list, lawyers.total] : []),
  ] as unknown as [Statement, ...Statement[]])) as unknown[];
  const [editRows, [editTotal]] = results as [UnreviewedRow[], Total];
  const [postRows, reportRows, [flagTotal], heldRows, [heldTotal]] = (
    staff ? results.slice(2, 7) : [[], [], [], [], []]
  ) as [FlaggedPostRow[], FlagReportRow[], Total, QueuedPostRow[], Total];
  const [lawyerRows, [lawyerTotal]] = (verifier ? results.slice(staff ? 7 : 2) : [[], []]) as [
    PendingLawyerRow[],
    Total,
  ];
  const queues: ReviewQueue[] = [
    ...(staff
      ? ([
          { name: "queued_post", todoAmount: heldTotal?.total ?? 0 },
          { name: "flagged_post", todoAmount: flagTotal?.total ?? 0 },
        ] as const)
      : []),
    { name: "suggested_post_edit", todoAmount: editTotal?.total ?? 0 },
    ...(verifier ? ([{ name: "lawyer_verification", todoAmount: lawyerTotal?.total ?? 0 }] as const) : []),
  ];
  const asked = queues.some((queue) => queue.name === wanted) ? wanted : null;
  const type = asked ?? queues.find((queue) => queue.todoAmount > 0)?.name ?? null;
  return {
    queues,
    type,
    page: type === asked ? page : 1,
    count: queues.find((queue) => queue.name === type)?.todoAmount ?? 0,
    queued: type === "queued_post" && heldRows[0] ? toQueuedPost(ctx, heldRows[0]) : null,
    flagged: type === "flagged_post" && postRows[0] ? toFlaggedPost(postRows[0], reportRows) : null,
    suggested: type === "suggested_post_edit" && editRows[0] ? toUnreviewedItem(editRows[0]) : null,
    lawyer: type === "lawyer_verification" && lawyerRows[0] ? toSubmission(ctx, lawyerRows[0]) : null,
  };
}
