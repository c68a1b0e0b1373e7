// The reactions of a post (SPEC §4): heart, smile and frown, each with its count; hovering names who reacted, and the
// member's own reactions show pressed. Each submits the page's hidden form (app/lib/post-commands.ts), so it works
// without JavaScript; once JavaScript has loaded, the click calls the JSON API and the page stays where it is.
import { useState, type MouseEvent } from "react";
import { useTranslation } from "~/components/translation";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";
import { POST_FORM_ID, reactCommand } from "~/lib/post-commands";
import { REACTION_EMOJI, REACTION_SYMBOLS, type ReactionEmoji } from "~/lib/reactions";

export type ShownReaction = { emoji: ReactionEmoji; count: number; tooltip: string; is_active: boolean };

export function ReactionButtons({
  objectType,
  objectId,
  reactions,
}: {
  objectType: "question" | "answer";
  objectId: number;
  reactions: ShownReaction[];
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(reactions);
  const api = useApiCall();

  const send = async (event: MouseEvent<HTMLButtonElement>, emoji: ReactionEmoji, activate: boolean) => {
    event.preventDefault();
    const result = await api.call<{ reaction_summary: ShownReaction[] }>(
      "meta/reaction",
      { object_id: String(objectId), object_type: objectType, emoji, reaction: activate ? "activate" : "deactivate" },
      "PUT",
    );
    if (result) setShown(result.reaction_summary);
  };

  return (
    <div role="group" aria-label={t("reaction.label")} className="mt-3 flex gap-1">
      {REACTION_EMOJI.map((emoji) => {
        const reaction = shown.find((candidate) => candidate.emoji === emoji);
        const active = reaction?.is_active ?? false;
        const name = t(`reaction.${emoji}`);
        return (
          <button
            key={emoji}
            type="submit"
            form={POST_FORM_ID}
            name="intent"
            value={reactCommand({ objectType, objectId }, emoji, !active)}
            aria-pressed={active}
            aria-label={t(active ? "reaction.remove" : "reaction.add", { name })}
            title={reaction?.tooltip || name}
            className={`rounded-full border px-2 py-0.5 text-xs ${active ? "border-primary" : "border-line"}`}
            onClick={(event) => send(event, emoji, !active)}
          >
            {/* the aria-label names the button: the symbol needs no element of its own */}
            {REACTION_SYMBOLS[emoji]}
            {reaction ? <span className="ml-1 text-muted">{reaction.count}</span> : null}
          </button>
        );
      })}
      <Toast message={api.error} onClose={api.clearError} />
    </div>
  );
}
