// Naming the members invited to answer (SPEC §2 invitees card): a form of usernames that works without JavaScript;
// with it, typing a name offers matching members, the question's participants first (user/info/search). Verified
// lawyers whose region and fields match the question are suggested under it.
import { Form, Link } from "~/components/navigation";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";
import { formatObjectId } from "~/lib/object-ids";
import type { LawyerMatch } from "~/lib/views/lawyers";
import { LawyerMark } from "./avatar";

/** How long typing must pause before members are searched (SPEC §9: 400 ms). */
const SEARCH_DELAY_MS = 400;

export default function InviteForm({
  questionId,
  usernames,
  lawyers,
}: {
  questionId: number;
  usernames: string[];
  lawyers: LawyerMatch[];
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [suggestions, setSuggestions] = useState<{ username: string; display_name: string }[]>([]);
  const listId = `invite-suggestions-${questionId}`;

  // the name being typed is the last one of the list
  const last = typed.split(/[\s,，]+/).at(-1) ?? "";
  useEffect(() => {
    if (!last) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = { username: last, question_id: formatObjectId("question", questionId) };
      fetch(paths.api("user/info/search", query), { signal: controller.signal })
        .then((response) => response.json() as Promise<{ data: { username: string; display_name: string }[] }>)
        .then((body) => setSuggestions(body.data ?? []))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [last, questionId]);

  const head = typed
    .split(/[\s,，]+/)
    .slice(0, -1)
    .join(", ");
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2">
      <input type="hidden" name="intent" value="invite" />
      <label className="flex flex-col gap-1">
        <span className="text-muted">{t("invite.label")}</span>
        <input
          name="invite_user"
          defaultValue={usernames.join(", ")}
          list={listId}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          className="rounded border border-line bg-surface px-2 py-1"
        />
      </label>
      <datalist id={listId}>
        {(last ? suggestions : []).map((member) => (
          <option key={member.username} value={head ? `${head}, ${member.username}` : member.username}>
            {member.display_name}
          </option>
        ))}
      </datalist>
      <button type="submit" className="self-start rounded border border-line px-3 py-1">
        {t("invite.submit")}
      </button>
      {lawyers.length ? (
        <div data-testid="suggested-lawyers">
          <p className="text-xs font-semibold text-muted">{t("invite.suggested_lawyers")}</p>
          <ul className="space-y-1">
            {lawyers.map((lawyer) => (
              <li key={lawyer.member.id}>
                <Link to={paths.user(lawyer.member.username)}>{lawyer.member.displayName}</Link>
                <LawyerMark lawyer />
                <span className="ml-1 text-xs text-muted">@{lawyer.member.username}</span>
                <span className="block text-xs text-muted">
                  {[lawyer.region.join(" "), lawyer.domains.join("、")].filter(Boolean).join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}
