// The tag create and edit form (SPEC §5): display name and slug (at most 35 characters; only staff may change them
// when editing), description (required here, at most 300), and an edit summary when editing. Checked in the browser
// with the same schema as the server, and a plain form without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, SubmitButton } from "./form";
import { TextAreaField, TextField } from "./form-fields";
import { TagCreateFormSchema, TagUpdateFormSchema } from "~/schemas/tag";
import { formatObjectId } from "~/lib/object-ids";

type TagValues = { display_name: string; slug_name: string; original_text: string };

export function TagForm({
  mode,
  tagId,
  defaults,
  namesLocked,
  lastResult,
  formErrors,
}: {
  mode: "create" | "edit";
  tagId?: number;
  defaults?: TagValues;
  /** the names can be changed only by staff */
  namesLocked: boolean;
  lastResult?: SubmissionResult<string[]>;
  formErrors?: string[];
}) {
  const { t } = useTranslation();
  const schema = mode === "create" ? TagCreateFormSchema : TagUpdateFormSchema;
  const [form, fields] = useForm({
    id: `tag-${mode}`,
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl">
      {tagId ? <input type="hidden" name="tag_id" value={formatObjectId("tag", tagId)} /> : null}
      {namesLocked ? (
        <>
          <p className="mb-2 text-sm text-muted">{t("tag.staff_only")}</p>
          {/* disabled fields are not sent: the current names go along so the form stays whole */}
          <input type="hidden" name="display_name" value={defaults?.display_name ?? ""} />
          <input type="hidden" name="slug_name" value={defaults?.slug_name ?? ""} />
          <p className="mb-4 text-sm">
            {defaults?.display_name} · {defaults?.slug_name}
          </p>
        </>
      ) : (
        <>
          <TextField meta={fields.display_name} label={t("tag.display_name.label")} />
          <TextField meta={fields.slug_name} label={t("tag.slug_name.label")} />
        </>
      )}
      <TextAreaField meta={fields.original_text} label={t("tag.description.label")} rows={5} />
      {mode === "edit" ? <TextField meta={fields.edit_summary as never} label={t("tag.edit_summary")} /> : null}
      <FieldErrors errors={formErrors} />
      <SubmitButton>{mode === "create" ? t("tag.create_submit") : t("tag.save")}</SubmitButton>
    </Form>
  );
}
