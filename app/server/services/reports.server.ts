// Reporting a post (SPEC §4, §5, §7; REFERENCE.md reasons): a member flags somebody else's question, answer or
// comment for the moderators with one of the reasons its kind takes. One pending report per member and post: sending
// it again changes nothing and thanks again. A new report is an event (the First Flag badge).
import type { AppContext } from "../context.server";
import { fieldError, forbidden } from "../errors.server";
import { newEvent } from "../events.server";
import { insertReport } from "../models/reports.server";
import { requireMember } from "./guards.server";
import { refreshReviewCounts } from "./review-counts.server";
import { duplicateTarget } from "./duplicate-link.server";
import { openPost } from "./post-targets.server";
import type { ReportObjectType } from "~/lib/report-reasons";

export type ReportInput = {
  objectType: ReportObjectType;
  objectId: number;
  reasonType: number;
  content: string;
};

export async function fileReport(ctx: AppContext, input: ReportInput): Promise<void> {
  const user = requireMember(ctx);
  const target = await openPost(ctx, input.objectType, input.objectId);
  if (target.authorId === user.id) throw forbidden();
  // a duplicate of itself is no duplicate
  if (input.reasonType === 60 && duplicateTarget(ctx, input.content, "content") === input.objectId)
    throw fieldError("content", "duplicate_link.invalid");
  const now = ctx.now();
  const reportId = await insertReport(ctx.db, {
    userId: user.id,
    objectType: input.objectType,
    objectId: input.objectId,
    reasonType: input.reasonType,
    content: input.content,
    at: now,
  });
  if (reportId === null) return;
  await refreshReviewCounts(ctx.env);
  await ctx.emit(
    newEvent({
      type: "report.created",
      reportId,
      userId: user.id,
      objectType: input.objectType,
      objectId: input.objectId,
      at: now,
    }),
  );
}
