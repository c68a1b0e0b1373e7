// The operations menu of a question and the per-answer operations (SPEC §4, §6): plain forms, or buttons of the page's
// hidden form, posting to the question page, so they work without JavaScript; dangerous ones sit behind a
// confirmation step.
import { useSubmit } from "@remix-run/react";
import { Form } from "~/components/navigation";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { FieldErrors } from "./form";
import { ReportForm } from "./report-form";
import { CLOSE_REASONS } from "~/lib/post-constants";
import { answerCommand, POST_FORM_ID, type AnswerCommand } from "~/lib/post-commands";
import type { MemberAction } from "~/lib/views/questions";
import { formatObjectId } from "~/lib/object-ids";

const buttonClass = "rounded border border-line px-2 py-0.5 text-sm text-muted hover:text-fg";

function OperationButton({ intent, answerId, children }: { intent: string; answerId?: number; children: ReactNode }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {answerId ? <input type="hidden" name="answer_id" value={formatObjectId("answer", answerId)} /> : null}
      <button type="submit" className={buttonClass}>
        {children}
      </button>
    </Form>
  );
}

/**
 * An answer's button that submits the page's hidden form (app/lib/post-commands.ts) rather than a form of its own:
 * one element instead of four on each answer the asker sees. With JavaScript it posts through the router, as a Form.
 */
function AnswerCommandButton({
  answerId,
  action,
  children,
}: {
  answerId: number;
  action: AnswerCommand;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <button
      type="submit"
      form={POST_FORM_ID}
      name="intent"
      value={answerCommand(answerId, action)}
      className={buttonClass}
      onClick={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

/** A confirmation step that needs no script: the button opens a small panel with the warning and the real button. */
function Confirm({
  label,
  warning,
  intent,
  answerId,
  submit,
}: {
  label: string;
  warning: string;
  intent: string;
  answerId?: number;
  submit: string;
}) {
  return (
    <details className="relative inline-block">
      <summary className={`${buttonClass} cursor-pointer list-none`}>{label}</summary>
      <div className="absolute z-10 mt-1 w-72 rounded border border-line bg-surface p-3 text-sm shadow">
        <p className="mb-2">{warning}</p>
        <OperationButton intent={intent} answerId={answerId}>
          {submit}
        </OperationButton>
      </div>
    </details>
  );
}

export function QuestionOperations({
  questionId,
  actions,
  answerCount,
  closeErrors,
}: {
  questionId: number;
  actions: MemberAction[];
  answerCount: number;
  closeErrors?: Record<string, string[] | null>;
}) {
  const { t } = useTranslation();
  const simple = (["reopen", "pin", "unpin", "hide", "show"] as const).filter((action) => actions.includes(action));
  const menu = [...simple, ...(actions.includes("close") ? ["close"] : [])];
  return (
    <div role="group" className="flex flex-wrap items-center gap-2" aria-label={t("question.operations")}>
      {actions.includes("report") ? <ReportForm objectType="question" objectId={questionId} /> : null}
      {actions.includes("delete") ? (
        <Confirm
          label={t("actions.delete")}
          warning={answerCount > 0 ? t("question.delete.with_answers_warning") : t("question.delete.confirm")}
          intent="delete"
          submit={t("question.delete.submit")}
        />
      ) : null}
      {actions.includes("undelete") ? (
        <Confirm
          label={t("actions.undelete")}
          warning={t("question.undelete.confirm")}
          intent="undelete"
          submit={t("actions.undelete")}
        />
      ) : null}
      {menu.length > 0 ? (
        // close, reopen, pin, unpin, hide and show sit under one operations menu (SPEC §6)
        <details className="relative inline-block" open={Boolean(closeErrors)}>
          <summary className={`${buttonClass} cursor-pointer list-none`}>{t("question.operations")}</summary>
          <div className="absolute z-10 mt-1 flex w-80 flex-col items-start gap-2 rounded border border-line bg-surface p-3 text-sm shadow">
            {actions.includes("close") ? (
              <details open={Boolean(closeErrors)} className="w-full">
                <summary className={`${buttonClass} cursor-pointer list-none`}>{t("actions.close")}</summary>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="close" />
                  <input type="hidden" name="id" value={formatObjectId("question", questionId)} />
                  <fieldset>
                    <legend className="mb-1 font-medium">{t("question.close.title")}</legend>
                    {CLOSE_REASONS.map((reason) => (
                      <label key={reason} className="flex items-center gap-2">
                        <input type="radio" name="close_type" value={reason} />
                        {t(`question.close.reasons.${reason}`)}
                      </label>
                    ))}
                  </fieldset>
                  <FieldErrors errors={closeErrors?.close_type ?? undefined} />
                  <label className="mt-2 block">
                    {t("question.close.message_label")}
                    <input
                      name="close_msg"
                      className="mt-1 block w-full rounded border border-line bg-surface px-2 py-1"
                    />
                  </label>
                  <p className="mt-1 text-xs text-muted">{t("question.close.reason_hint.60")}</p>
                  <FieldErrors errors={closeErrors?.close_msg ?? undefined} />
                  <button type="submit" className="mt-2 rounded bg-primary px-3 py-1 text-primary-fg">
                    {t("question.close.submit")}
                  </button>
                </Form>
              </details>
            ) : null}
            {simple.map((action) => (
              <OperationButton key={action} intent={action}>
                {t(`actions.${action}`)}
              </OperationButton>
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}

export function AnswerOperations({
  answerId,
  actions,
  accepted,
  canAccept,
}: {
  answerId: number;
  actions: MemberAction[];
  accepted: boolean;
  canAccept: boolean;
}) {
  const { t } = useTranslation();
  // a fragment: the answer's row of buttons lays these out with the others
  return (
    <>
      {actions.includes("report") ? <ReportForm objectType="answer" objectId={answerId} /> : null}
      {canAccept ? (
        <AnswerCommandButton answerId={answerId} action={accepted ? "unaccept" : "accept"}>
          {accepted ? t("answer.unaccept") : t("answer.accept")}
        </AnswerCommandButton>
      ) : null}
      {actions.includes("delete") ? (
        <Confirm
          label={t("actions.delete")}
          warning={accepted ? t("answer.delete.accepted_warning") : t("answer.delete.confirm")}
          intent="delete_answer"
          answerId={answerId}
          submit={t("answer.delete.submit")}
        />
      ) : null}
      {actions.includes("undelete") ? (
        <AnswerCommandButton answerId={answerId} action="undelete">
          {t("actions.undelete")}
        </AnswerCommandButton>
      ) : null}
    </>
  );
}
