import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type * as v from "valibot";
import { MarkdownEditor } from "./editor/markdown-editor";
import type { UploadRules } from "./editor/upload-client";
import { DraftNotice } from "./editor/draft-notice";
import { useDraft } from "./editor/use-draft";
import { useLeavePrompt } from "./editor/use-leave-prompt";
import { FieldErrors, SubmitButton } from "./form";
import { AnswerFormSchema } from "~/schemas/question";

export type AnswerFormState =
  | { kind: "guest"; loginHref: string }
  | { kind: "closed" }
  | { kind: "open"; ownAnswerHref: string | null; restricted: boolean; rankGuidance: boolean };

const DRAFT_FIELDS = ["content"];

/** The answer form at the foot of a question, in whichever state the member and the question are in (SPEC §4). */
export function AnswerForm({
  state,
  questionId,
  uploadRules,
  lastResult,
  formErrors,
}: {
  state: AnswerFormState;
  questionId: number;
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
  const draft = useDraft(form.id, `draft:answer:${questionId}`, DRAFT_FIELDS, state.kind === "open" && !lastResult);
  useLeavePrompt(draft.dirty, t("editor.leave_prompt"));
  if (state.kind === "guest") {
    return (
      <p className="py-4">
        <Link to={state.loginHref} className="rounded bg-primary px-4 py-2 text-primary-fg no-underline">
          {t("answer.login_to_answer")}
        </Link>
      </p>
    );
  }
  if (state.kind === "closed") {
    return (
      <p role="status" className="rounded bg-warning-bg px-3 py-2 text-sm">
        {t("answer.closed")}
      </p>
    );
  }
  const formBody = (
    <Form method="post" {...getFormProps(form)} className="mt-2">
      <input type="hidden" name="intent" value="answer" />
      <FieldErrors errors={form.errors ?? formErrors} />
      {state.rankGuidance && guidance ? (
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
  if (state.ownAnswerHref) {
    return (
      <div className="py-2">
        <p className="mb-2 text-sm">{t("answer.already_answered")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={state.ownAnswerHref} className="rounded border border-line px-3 py-1 text-sm no-underline">
            {t("answer.edit_mine")}
          </Link>
        </div>
        {state.restricted ? null : (
          <details className="mt-3" open={Boolean(lastResult)}>
            <summary className="cursor-pointer text-sm">{t("answer.add_another")}</summary>
            <p className="mt-2 text-sm text-muted">{t("answer.add_another_confirm")}</p>
            {formBody}
          </details>
        )}
      </div>
    );
  }
  return formBody;
}
