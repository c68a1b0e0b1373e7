// The tag picker (SPEC §5): one text input of names separated by commas or spaces — all there is without JavaScript —
// which, once the page is interactive, suggests existing tags for the name being typed (400 ms after typing stops),
// shows the chosen tags as chips, ignores duplicates (highlighting the tag already chosen for 2 s), and says when a
// new tag would need a privilege the member lacks — or, for a member who has it, offers the dialog that creates it.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/components/translation";
import { useHydrated } from "./editor/use-hydrated";
import { FieldErrors } from "./form";
import { TagCreateDialog } from "./tag-create-dialog";
import { TAGS_MAX } from "~/lib/limits";
import { paths } from "~/lib/paths";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the picker takes a field of any form
type AnyField = FieldMetadata<any, any, string[]>;
type Suggestion = { slug_name: string; display_name: string; question_count: number };

const SEPARATORS = /[,，、\s]+/;
const DEBOUNCE_MS = 400;
const HIGHLIGHT_MS = 2000;

function tokensOf(value: string): string[] {
  return value.split(SEPARATORS).filter(Boolean);
}

export function TagPicker({
  meta,
  label,
  help,
  canAddTag,
}: {
  meta: AnyField;
  label: string;
  help: string;
  canAddTag: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(String(meta.initialValue ?? ""));
  const [suggestions, setSuggestions] = useState<{ term: string; list: Suggestion[] }>({ term: "", list: [] });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  /** the name a new tag is being created for, while its dialog is open */
  const [creating, setCreating] = useState<string | null>(null);

  const tokens = tokensOf(value);
  const typing = value !== "" && !SEPARATORS.test(value.slice(-1)) ? (tokens.at(-1) ?? "") : "";
  const chosen = typing ? tokens.slice(0, -1) : tokens;

  useEffect(() => {
    if (!typing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(paths.api("question/tags", { tag: typing }), { signal: controller.signal })
        .then((response) => response.json() as Promise<{ code: number; data: Suggestion[] }>)
        .then((body) => setSuggestions({ term: typing, list: body.code === 200 ? body.data : [] }))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typing]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  /** Writes the input the way typing would, so the form (conform, drafts) sees it. */
  const write = (next: string) => {
    const input = ref.current!;
    input.value = next;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    setValue(next);
    input.focus();
    input.setSelectionRange(next.length, next.length);
  };

  const choose = (slug: string) => {
    if (chosen.includes(slug)) {
      setHighlighted(slug);
      write(`${chosen.join(", ")}, `);
      return;
    }
    write(`${[...chosen, slug].join(", ")}, `);
  };

  const remove = (slug: string) => write(chosen.filter((tag) => tag !== slug).join(", "));

  const current = suggestions.term === typing ? suggestions.list : [];
  const exact = current.some((tag) => tag.slug_name === typing.toLowerCase() || tag.display_name === typing);
  const full = chosen.length >= TAGS_MAX;

  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      {hydrated && chosen.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={label}>
          {chosen.map((tag) => (
            <li
              key={tag}
              className={`flex items-center gap-1 rounded px-2 py-0.5 text-xs ${
                highlighted === tag ? "bg-warning-bg ring-2 ring-amber-400" : "bg-tag text-primary"
              }`}
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={t("question.tags.remove", { name: tag })}
                className="text-muted hover:text-fg"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...getInputProps(meta, { type: "text" })}
        ref={ref}
        autoComplete="off"
        onInput={(event) => setValue(event.currentTarget.value)}
        className="mt-1 block w-full rounded border border-line bg-surface px-3 py-2 text-fg aria-[invalid]:border-danger"
      />
      <p className="mt-1 text-xs text-muted">{help}</p>
      {hydrated && typing && !full && current.length > 0 ? (
        <ul
          role="listbox"
          aria-label={t("question.tags.suggestions")}
          className="mt-1 rounded border border-line bg-surface text-sm shadow"
        >
          {current.map((tag) => (
            <li key={tag.slug_name} role="option" aria-selected={false}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(tag.slug_name)}
                className="flex w-full justify-between px-3 py-1 text-left hover:bg-page"
              >
                <span>{tag.display_name}</span>
                <span className="text-xs text-muted">{tag.question_count}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && typing && suggestions.term === typing && !exact && !canAddTag ? (
        <p className="mt-1 text-xs text-danger" role="status">
          {t("question.tags.no_permission")}
        </p>
      ) : null}
      {hydrated && typing && suggestions.term === typing && !exact && canAddTag && !full ? (
        <button type="button" onClick={() => setCreating(typing)} className="mt-1 text-sm text-primary hover:underline">
          {t("question.tags.create_new", { name: typing })}
        </button>
      ) : null}
      {/* a portal: the dialog has a form of its own, which may not sit inside the page's form */}
      {creating !== null
        ? createPortal(
            <TagCreateDialog
              name={creating}
              onCreated={(slug) => {
                setCreating(null);
                // chosen once the dialog has closed: while a modal dialog is open the input cannot take focus
                setTimeout(() => choose(slug));
              }}
              onCancel={() => {
                setCreating(null);
                ref.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
