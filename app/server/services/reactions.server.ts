// Reactions (SPEC §4, §7 meta/reaction): a member adds an emoji to a post or takes it back; the answer is the post's
// reactions as shown, with the names behind each.
import { newEvent } from "../events.server";
import type { AppContext } from "../context.server";
import { runBatch } from "../db/client.server";
import type { PostType } from "../models/post-targets.server";
import { selectReactions, writeReactionStatement } from "../models/reactions.server";
import { requireMember } from "./guards.server";
import { openPost } from "./post-targets.server";
import { summarizeReactions, type ReactionEmoji, type ReactionSummary } from "~/lib/reactions";

export async function reactionsOf(ctx: AppContext, objectType: PostType, objectId: number) {
  await openPost(ctx, objectType, objectId);
  const rows = await selectReactions(ctx.db, objectType, objectId);
  return summarizeReactions(rows, ctx.user?.id ?? null);
}

export async function react(
  ctx: AppContext,
  input: { objectType: PostType; objectId: number; emoji: ReactionEmoji; active: boolean },
): Promise<ReactionSummary[]> {
  const user = requireMember(ctx);
  await openPost(ctx, input.objectType, input.objectId);
  const rows = await runBatch<Awaited<ReturnType<typeof selectReactions>>[number]>(
    ctx.db,
    [writeReactionStatement(ctx.db, { ...input, userId: user.id }, ctx.now())],
    selectReactions(ctx.db, input.objectType, input.objectId),
  );
  // a repeated request states the same state: the event only tells the badge consumer what the member did
  await ctx.emit(newEvent({ type: "reaction.changed", userId: user.id, ...input, at: ctx.now() }));
  return summarizeReactions(rows, user.id);
}
