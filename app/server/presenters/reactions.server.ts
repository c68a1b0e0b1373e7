// The API's shape of a post's reactions (SPEC §7 meta/reaction), which the question page hands its reaction buttons
// too: with JavaScript they read the same shape back from the API.
import type { AppContext } from "../context.server";
import type { ReactionSummary } from "~/lib/reactions";

/** The API's shape: {reaction_summary: [{emoji, count, tooltip, is_active}]}. */
export function toReactionSummary(ctx: AppContext, summaries: ReactionSummary[]) {
  return {
    reaction_summary: summaries.map((summary) => ({
      emoji: summary.emoji,
      count: summary.count,
      tooltip: reactionTooltip(ctx.t, summary),
      is_active: summary.active,
    })),
  };
}

/** "张三、李四" or "张三、李四 等 8 人": who reacted, as the tooltip says it. */
export function reactionTooltip(t: AppContext["t"], summary: ReactionSummary): string {
  const names = summary.names.join(t("reaction.separator"));
  return summary.count > summary.names.length ? t("reaction.and_more", { names, count: summary.count }) : names;
}
