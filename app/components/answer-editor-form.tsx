// The answer form itself: the markdown editor, client validation, the draft and the leave prompt. It is the heaviest
// part of the question page, so the page loads it only for members who may answer (answer-form.tsx): readers never
// download it, and the server renders it complete, so it submits before its script arrives.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Form } from "~/components/navigation";
import { useState } from "react";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { MarkdownEditor } from "./editor/markdown-editor";
import type { UploadRules } from "./editor/upload-client";
import { DraftNotice } from "./editor/draft-notice";
import { useDraft } from "./editor/use-draft";
import { useLeavePrompt } from "./editor/use-leave-prompt";
import { FieldErrors, SubmitButton } from "./form";
import { AnswerFormSchema } from "~/schemas/question";

const DRAFT_FIELDS = ["content"];

export default function AnswerEditorForm({
  questionId,
  rankGuidance,
  uploadRules,
  lastResult,
  formErrors,
}: {
  questionId: number;
  rankGuidance: boolean;
  uploadRules: UploadRules;
  lastResult?: SubmissionResult<string[]>;
  formErrors?: string[];
}) {
  const { t } = useTranslation();
  const [guidance, setGuidance] = useState(true);
  const [form, fields] = useForm<v.InferInput<typeof AnswerFormSchema>>({
    id: "answer-form",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: AnswerFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // the answer draft belongs to its question: another question's page never shows it
  const draft = useDraft(form.id, `draft:answer:${questionId}`, DRAFT_FIELDS, !lastResult);
  useLeavePrompt(draft.dirty, t("editor.leave_prompt"));
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2">
      <input type="hidden" name="intent" value="answer" />
      <FieldErrors errors={form.errors ?? formErrors} />
      {rankGuidance && guidance ? (
        <div
          role="note"
          className="mb-2 flex items-start justify-between gap-2 rounded bg-warning-bg px-3 py-2 text-sm"
        >
          <span>{t("answer.rank_guidance")}</span>
          <button
            type="button"
            onClick={() => setGuidance(false)}
            aria-label={t("common.close")}
            className="text-muted"
          >
            ×
          </button>
        </div>
      ) : null}
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <MarkdownEditor meta={fields.content} label={t("answer.title")} labelHidden rows={10} uploadRules={uploadRules} />
      <div className="mt-3">
        <SubmitButton>{t("answer.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
