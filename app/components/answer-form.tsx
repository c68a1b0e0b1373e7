import type { SubmissionResult } from "@conform-to/react";
import { Link } from "~/components/navigation";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/components/translation";
import type { UploadRules } from "./editor/upload-client";
import { loadMessagePart } from "~/client-messages";

// Loaded only when a member may answer. On the server the module is at hand, so the form is rendered whole; in the
// browser React keeps that markup (a plain form that already submits) until the chunk and the editor's messages
// arrive, then hydrates it.
const AnswerEditorForm = lazy(() =>
  Promise.all([import("./answer-editor-form"), loadMessagePart("posting")]).then(([module]) => module),
);

export type AnswerFormState =
  | { kind: "guest"; loginHref: string }
  | { kind: "closed" }
  | { kind: "open"; ownAnswerHref: string | null; restricted: boolean; rankGuidance: boolean };

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
    <Suspense fallback={null}>
      <AnswerEditorForm
        questionId={questionId}
        rankGuidance={state.rankGuidance}
        uploadRules={uploadRules}
        lastResult={lastResult}
        formErrors={formErrors}
      />
    </Suspense>
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
