// The reactions of a post (SPEC §4): heart, smile and frown, each with its count; hovering names who reacted, and the
// member's own reactions show pressed. Each is a form posting to the page, so it works without JavaScript; once
// JavaScript has loaded, the click calls the JSON API and the page stays where it is.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";
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

  const send = async (event: FormEvent<HTMLFormElement>, emoji: ReactionEmoji, activate: boolean) => {
    event.preventDefault();
    const result = await api.call<{ reaction_summary: ShownReaction[] }>(
      "meta/reaction",
      { object_id: String(objectId), object_type: objectType, emoji, reaction: activate ? "activate" : "deactivate" },
      "PUT",
    );
    if (result) setShown(result.reaction_summary);
  };

  return (
    <div role="group" aria-label={t("reaction.label")} className="flex gap-1">
      {REACTION_EMOJI.map((emoji) => {
        const reaction = shown.find((candidate) => candidate.emoji === emoji);
        const active = reaction?.is_active ?? false;
        const name = t(`reaction.${emoji}`);
        return (
          <form key={emoji} method="post" onSubmit={(event) => send(event, emoji, !active)}>
            <input type="hidden" name="intent" value="react" />
            <input type="hidden" name="object_type" value={objectType} />
            <input type="hidden" name="object_id" value={objectId} />
            <input type="hidden" name="emoji" value={emoji} />
            <input type="hidden" name="reaction" value={active ? "deactivate" : "activate"} />
            <button
              type="submit"
              aria-pressed={active}
              aria-label={t(active ? "reaction.remove" : "reaction.add", { name })}
              title={reaction?.tooltip || name}
              className={`rounded-full border px-2 py-0.5 text-xs ${active ? "border-primary" : "border-line"}`}
            >
              <span aria-hidden="true">{REACTION_SYMBOLS[emoji]}</span>
              {reaction ? <span className="ml-1 text-muted">{reaction.count}</span> : null}
            </button>
          </form>
        );
      })}
      <Toast message={api.error} onClose={api.clearError} />
    </div>
  );
}
