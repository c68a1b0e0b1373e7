// The tag dialog of the tag picker (SPEC §5): a member allowed to add tags (tag.add) names a new tag — display name
// and code, each at most 35 characters, and an optional description of at most 300 — and it is created at once
// (POST tag) and chosen. Checked first with the schema the server uses, then the server's own field errors.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/components/translation";
import * as v from "valibot";
import { paths } from "~/lib/paths";
import { TAG_NAME } from "~/schemas/question";
import { TagCreateSchema } from "~/schemas/tag";

type Field = "display_name" | "slug_name" | "original_text";
type Errors = Partial<Record<Field | "form", string>>;
type Created = { slug_name: string };

const inputClass =
  "mt-1 block w-full rounded border border-line bg-surface px-2 py-1 text-fg aria-[invalid]:border-danger";

export function TagCreateDialog({
  name,
  onCreated,
  onCancel,
}: {
  /** the name the member typed: the first display name, and the code when it is a valid one */
  name: string;
  onCreated: (slug: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<Field, string>;
    const parsed = v.safeParse(TagCreateSchema, data);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.issues) {
        const field = (issue.path?.[0]?.key as Field | undefined) ?? "form";
        found[field] ??= t(issue.message);
      }
      return setErrors(found);
    }
    setPending(true);
    try {
      const response = await fetch(paths.api("tag"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.output),
      });
      const body = (await response.json()) as {
        msg: string;
        data: Created | { error_field: string; error_msg: string }[];
      };
      if (response.ok) return onCreated((body.data as Created).slug_name);
      const fields = Array.isArray(body.data) ? body.data : [];
      setErrors(
        fields.length
          ? Object.fromEntries(fields.map((field) => [field.error_field, field.error_msg]))
          : { form: body.msg },
      );
    } catch {
      setErrors({ form: t("error.internal") });
    } finally {
      setPending(false);
    }
  };

  const field = (key: Field, label: string, input: JSX.Element) => (
    <div className="mb-3 text-sm">
      <label htmlFor={`new-tag-${key}`} className="block font-medium">
        {label}
      </label>
      {input}
      {errors[key] ? (
        <p id={`new-tag-${key}-error`} className="mt-1 text-danger" role="alert">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  const described = (key: Field) =>
    errors[key] ? { "aria-invalid": true, "aria-describedby": `new-tag-${key}-error` } : {};

  return (
    <dialog
      ref={ref}
      onCancel={onCancel}
      aria-labelledby="new-tag-title"
      className="w-full max-w-md rounded border border-line bg-surface p-4 text-fg backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate>
        <h2 id="new-tag-title" className="mb-3 font-semibold">
          {t("tag.create")}
        </h2>
        {field(
          "display_name",
          t("tag.display_name.label"),
          <input
            id="new-tag-display_name"
            name="display_name"
            defaultValue={name}
            className={inputClass}
            {...described("display_name")}
          />,
        )}
        {field(
          "slug_name",
          t("tag.slug_name.label"),
          <input
            id="new-tag-slug_name"
            name="slug_name"
            defaultValue={TAG_NAME.test(name) ? name.toLowerCase() : ""}
            className={inputClass}
            {...described("slug_name")}
          />,
        )}
        {field(
          "original_text",
          t("tag.description.optional_label"),
          <textarea
            id="new-tag-original_text"
            name="original_text"
            rows={3}
            className={inputClass}
            {...described("original_text")}
          />,
        )}
        {errors.form ? (
          <p className="mb-2 text-sm text-danger" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded border border-line px-3 py-1 text-sm">
            {t("common.cancel")}
          </button>
          <button
            type="submit"
            disabled={pending}
            className="rounded bg-primary px-3 py-1 text-sm text-primary-fg disabled:opacity-60"
          >
            {t("tag.create_submit")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
