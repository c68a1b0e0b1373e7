// A member copied the share link of a post (REFERENCE.md: First Share is earned by the first copy). Nothing is kept
// of the copy itself; the event goes out only while the member has not earned the badge, so repeated copies do not
// fill the queue.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context.server";
import { newEvent } from "../events.server";
import { badgeAwards, badges } from "../db/schema";
import { requireMember } from "./guards.server";
import { openPost } from "./post-targets.server";

export async function recordShare(
  ctx: AppContext,
  input: { objectType: "question" | "answer"; objectId: number },
): Promise<void> {
  const user = requireMember(ctx);
  await openPost(ctx, input.objectType, input.objectId);
  const [earned] = await ctx.db
    .select({ id: badgeAwards.id })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
    .where(and(eq(badgeAwards.userId, user.id), eq(badges.slug, "first_share")))
    .limit(1);
  if (earned) return;
  await ctx.emit(newEvent({ type: "post.shared", userId: user.id, ...input, at: ctx.now() }));
}
