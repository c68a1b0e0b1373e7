// A member copied the share link of a post (REFERENCE.md: First Share is earned by the first copy). Nothing is kept
// of the copy itself; the event goes out only while the member has not earned the badge, so repeated copies do not
// fill the queue.
import type { AppContext } from "../context.server";
import { newEvent } from "../events.server";
import { selectEarned } from "../models/badges.server";
import { requireMember } from "./guards.server";
import { openPost } from "./post-targets.server";

export async function recordShare(
  ctx: AppContext,
  input: { objectType: "question" | "answer"; objectId: number },
): Promise<void> {
  const user = requireMember(ctx);
  await openPost(ctx, input.objectType, input.objectId);
  const [earned] = await selectEarned(ctx.db, user.id, "first_share");
  if (earned) return;
  await ctx.emit(newEvent({ type: "post.shared", userId: user.id, ...input, at: ctx.now() }));
}
