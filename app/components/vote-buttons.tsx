// Up and down vote buttons with the post's total (SPEC §4): the member's own vote shows pressed, and pressing it
// again withdraws it. Each button submits the page's hidden form (app/lib/post-commands.ts), so voting works before
// JavaScript loads; once it has, the click goes to the JSON API instead and the page stays where it is.
import { useState, type MouseEvent } from "react";
import { useTranslation } from "~/components/translation";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";
import { POST_FORM_ID, voteCommand } from "~/lib/post-commands";
import { voteStatus, type VoteDirection, type VoteObjectType, type VoteValue } from "~/lib/votes";
import { formatObjectId } from "~/lib/object-ids";

const valueFrom = (status: string): VoteValue => (status === "vote_up" ? 1 : status === "vote_down" ? -1 : 0);

/**
 * Triangles drawn as text: the page keeps no inline SVG, so a stray <svg> in it is always a finding. The button's
 * aria-label names it, so the triangle needs no element of its own (a 20-answer page renders 42 of them).
 */
const ARROWS: Record<VoteDirection, string> = { up: "▲", down: "▼" };

export function VoteButtons({
  objectType,
  objectId,
  votes,
  vote,
}: {
  objectType: Exclude<VoteObjectType, "comment">;
  objectId: number;
  votes: number;
  /** the member's own vote */
  vote: VoteValue;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState({ votes, vote });
  const { call, error, clearError } = useApiCall();

  const send = async (event: MouseEvent<HTMLButtonElement>, direction: VoteDirection, cancel: boolean) => {
    event.preventDefault();
    const result = await call<{ votes: number; vote_status: string }>(`vote/${direction}`, {
      object_id: formatObjectId(objectType, objectId),
      is_cancel: cancel,
    });
    if (result) setState({ votes: result.votes, vote: valueFrom(result.vote_status) });
  };

  const button = (direction: VoteDirection) => {
    const active = voteStatus(state.vote) === `vote_${direction}`;
    const label = t(active ? `vote.cancel_${direction}` : `vote.${direction}`);
    return (
      <button
        type="submit"
        form={POST_FORM_ID}
        name="intent"
        value={voteCommand({ objectType, objectId }, direction, active)}
        aria-label={label}
        aria-pressed={active}
        title={label}
        className={`rounded px-2 py-1 text-lg leading-none hover:bg-tag ${active ? "text-primary" : "text-muted"}`}
        onClick={(event) => send(event, direction, active)}
      >
        {ARROWS[direction]}
      </button>
    );
  };

  return (
    <div role="group" aria-label={t("vote.label")} className="flex flex-col items-center">
      {button("up")}
      <span className="text-base font-semibold text-fg" aria-live="polite">
        <span className="sr-only">{t("vote.count", { count: state.votes })}</span>
        <span aria-hidden="true">{state.votes}</span>
      </span>
      {button("down")}
      <Toast message={error} onClose={clearError} />
    </div>
  );
}
