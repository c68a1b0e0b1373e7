// A comment box that suggests members after '@' (SPEC §5: at most 5, the question's participants first, then by
// name). Picking one writes "@username " in place of what was typed. Without JavaScript it is a plain textarea.
import { useEffect, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/components/translation";
import { MENTION_SUGGESTIONS } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { formatObjectId } from "~/lib/object-ids";

type Member = { username: string; display_name: string };

/** The "@name" being typed just before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  // a username, or the start of a display name (which may be Chinese)
  const match = /(^|[^\w@.])@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null;
}

export function MentionTextarea({
  questionId,
  ...props
}: { questionId: number } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [active, setActive] = useState(0);
  const listId = `${props.id ?? props.name}-mentions`;

  useEffect(() => {
    if (!mention) return;
    const controller = new AbortController();
    const query = { username: mention.query, question_id: formatObjectId("question", questionId) };
    fetch(paths.api("user/info/search", query), { signal: controller.signal })
      .then((response) => response.json() as Promise<{ data: Member[] | null }>)
      .then((body) => {
        setMembers((body.data ?? []).slice(0, MENTION_SUGGESTIONS));
        setActive(0);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [mention, questionId]);

  const shown = mention ? members : [];

  const pick = (member: Member) => {
    const textarea = area.current;
    if (!textarea || !mention) return;
    const caret = textarea.selectionStart;
    const inserted = `@${member.username} `;
    textarea.value = textarea.value.slice(0, mention.start) + inserted + textarea.value.slice(caret);
    const position = mention.start + inserted.length;
    textarea.setSelectionRange(position, position);
    textarea.focus();
    setMention(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (shown.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index + (event.key === "ArrowDown" ? 1 : shown.length - 1)) % shown.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      pick(shown[active]!);
    } else if (event.key === "Escape") {
      setMention(null);
    }
  };

  return (
    <div className="relative">
      <textarea
        {...props}
        ref={area}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length ? `${listId}-${active}` : undefined}
        onInput={(event) => {
          const textarea = event.currentTarget;
          setMention(mentionAt(textarea.value, textarea.selectionStart));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setMention(null), 150)}
      />
      {shown.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("comment.mention_suggestions")}
          className="absolute z-10 mt-1 w-64 rounded border border-line bg-surface text-sm shadow"
        >
          {shown.map((member, index) => (
            <li
              key={member.username}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
              className={`cursor-pointer px-2 py-1 ${index === active ? "bg-tag" : ""}`}
            >
              {member.display_name} <span className="text-muted">@{member.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
