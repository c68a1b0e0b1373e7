// The reactions of a post (SPEC §4): heart, smile and frown, each with its count; hovering names who reacted, and the
// member's own reactions show pressed. As Apache Answer shows them, a post lists only the emoji someone reacted with,
// each a toggle, and one "add" control opens the others: most posts have no reactions, and three buttons under every
// post were a large share of a question page's server time (docs/performance.md). The control is an on-demand panel
// (app/components/on-demand-panel.tsx), so it works without JavaScript; every button submits the page's hidden form
// (app/lib/post-commands.ts), and once JavaScript has loaded, the click calls the JSON API and the page stays.
import { useRef, useState, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/components/translation";
import { OnDemandPanel } from "./on-demand-panel";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";
import { POST_FORM_ID, reactCommand } from "~/lib/post-commands";
import { REACTION_EMOJI, REACTION_SYMBOLS, type ReactionEmoji } from "~/lib/reactions";
import { formatObjectId } from "~/lib/object-ids";

export type ShownReaction = { emoji: ReactionEmoji; count: number; tooltip: string; is_active: boolean };

type Target = { objectType: "question" | "answer"; objectId: number };

export function ReactionButtons({ objectType, objectId, reactions }: Target & { reactions: ShownReaction[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(reactions);
  const api = useApiCall();
  const target = { objectType, objectId };
  const toggles = useRef(new Map<ReactionEmoji, HTMLButtonElement>());

  const send = async (event: MouseEvent<HTMLButtonElement>, emoji: ReactionEmoji, activate: boolean) => {
    event.preventDefault();
    const result = await api.call<{ reaction_summary: ShownReaction[] }>(
      "meta/reaction",
      { object_id: formatObjectId(objectType, objectId), emoji, reaction: activate ? "activate" : "deactivate" },
      "PUT",
    );
    if (!result) return;
    flushSync(() => setShown(result.reaction_summary));
    // the button clicked in the panel is gone with the panel: the focus goes on to the emoji's own toggle
    toggles.current.get(emoji)?.focus();
  };

  const button = (emoji: ReactionEmoji, reaction: ShownReaction | undefined) => {
    const active = reaction?.is_active ?? false;
    const name = t(`reaction.${emoji}`);
    return (
      <button
        key={emoji}
        ref={(node) => {
          if (node && reaction) toggles.current.set(emoji, node);
          else if (!node) toggles.current.delete(emoji);
        }}
        type="submit"
        form={POST_FORM_ID}
        name="intent"
        value={reactCommand(target, emoji, !active)}
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
  };

  // an emoji someone reacted with is a toggle of its own; the panel offers the others
  const unused = REACTION_EMOJI.filter((emoji) => !shown.some((reaction) => reaction.emoji === emoji));
  return (
    <>
      {shown.map((reaction) => button(reaction.emoji, reaction))}
      {unused.length > 0 ? (
        <OnDemandPanel
          // a new reaction closes the panel: its emoji now has a toggle of its own
          key={unused.join()}
          id={`react-${objectType}-${objectId}`}
          label={t("reaction.add_label")}
          className="group relative inline-block"
          summaryClassName="cursor-pointer list-none text-muted hover:text-fg"
        >
          {() => (
            <div
              role="group"
              aria-label={t("reaction.label")}
              className="absolute z-10 mt-1 flex gap-1 rounded border border-line bg-surface p-2 shadow"
            >
              {unused.map((emoji) => button(emoji, undefined))}
            </div>
          )}
        </OnDemandPanel>
      ) : null}
      <Toast message={api.error} onClose={api.clearError} />
    </>
  );
}
