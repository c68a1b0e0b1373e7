// Reactions (SPEC §3, §4): three emoji a member can add to a post or take back, each shown with its count and, on
// hover, who reacted.

export const REACTION_EMOJI = ["heart", "smile", "frown"] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

export const REACTION_SYMBOLS: Record<ReactionEmoji, string> = { heart: "❤️", smile: "😄", frown: "🙁" };

/** How many reactors a tooltip names before it says how many there are in all. */
export const REACTION_NAMES_SHOWN = 5;

/** One emoji's reactions on a post as pages and the API show them. */
export type ReactionSummary = { emoji: ReactionEmoji; count: number; names: string[]; active: boolean };

/** Summaries from reaction rows (oldest first), in the fixed emoji order, only emoji somebody used. */
export function summarizeReactions(
  rows: { emoji: ReactionEmoji; userId: number; displayName: string }[],
  viewerId: number | null,
): ReactionSummary[] {
  return REACTION_EMOJI.flatMap((emoji) => {
    const mine = rows.filter((row) => row.emoji === emoji);
    if (mine.length === 0) return [];
    return [
      {
        emoji,
        count: mine.length,
        names: mine.slice(0, REACTION_NAMES_SHOWN).map((row) => row.displayName),
        active: viewerId !== null && mine.some((row) => row.userId === viewerId),
      },
    ];
  });
}
