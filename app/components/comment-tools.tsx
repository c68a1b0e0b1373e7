// What members do with comments (SPEC §4): reply, edit within 5 minutes, delete, report, and the comment box. Loaded only
// for members (app/components/comments.tsx), so readers never download it; every action is a link or a form, so it
// works without JavaScript, and replying and editing are states of the page's URL.
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors } from "./form";
import { MentionTextarea } from "./mention-textarea";
import { OnDemandPanel } from "./on-demand-panel";
import { ReportForm } from "./report-form";
import { COMMENT_MAX } from "~/lib/limits";
import type { CommentAction, CommentView } from "~/lib/views/comments";
import { formatObjectId } from "~/lib/object-ids";

export function CommentTextForm({
  intent,
  hidden,
  defaultValue,
  submit,
  errors,
  id,
  questionId,
}: {
  questionId: number;
  intent: "comment" | "edit_comment";
  hidden: Record<string, string>;
  defaultValue?: string;
  submit: string;
  errors?: string[];
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-2" id={id}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <MentionTextarea
        questionId={questionId}
        id={`${id}-text`}
        name="original_text"
        aria-label={t("comment.title")}
        defaultValue={defaultValue}
        required
        maxLength={COMMENT_MAX}
        rows={3}
        placeholder={t("comment.placeholder")}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-errors` : undefined}
        className="w-full rounded border border-line bg-surface p-2 text-sm"
      />
      <FieldErrors id={`${id}-errors`} errors={errors} />
      <button type="submit" className="mt-1 rounded bg-primary px-3 py-1 text-sm text-primary-fg">
        {submit}
      </button>
    </Form>
  );
}

/** Reply, edit and delete links of one comment, as the member may use them. */
export function CommentActions({
  comment,
  editing,
  href,
  formId,
}: {
  comment: CommentView;
  editing: boolean;
  /** the page's URL with these parameters added */
  href: (params: Record<string, string>, hash: string) => string;
  formId: string;
}) {
  const { t } = useTranslation();
  const can = (action: CommentAction) => comment.actions.includes(action);
  return (
    <span className="ml-2 inline-flex gap-2 text-xs">
      <Link to={href({ reply: String(comment.id) }, `#${formId}`)} className="text-muted">
        {t("comment.reply")}
      </Link>
      {can("edit") && !editing ? (
        <Link to={href({ edit_comment: String(comment.id) }, `#comment-${comment.id}`)} className="text-muted">
          {t("comment.edit")}
        </Link>
      ) : null}
      {can("delete") ? (
        <details className="relative inline-block">
          <summary className="cursor-pointer list-none text-muted">{t("comment.delete")}</summary>
          <Form method="post" className="absolute z-10 mt-1 w-56 rounded border border-line bg-surface p-2 shadow">
            <p className="mb-2">{t("comment.delete_confirm")}</p>
            <input type="hidden" name="intent" value="delete_comment" />
            <input type="hidden" name="comment_id" value={formatObjectId("comment", comment.id)} />
            <button type="submit" className="rounded border border-line px-2 py-0.5">
              {t("comment.delete")}
            </button>
          </Form>
        </details>
      ) : null}
      {can("report") ? <ReportForm objectType="comment" objectId={comment.id} /> : null}
    </span>
  );
}

/** The comment box under a post, open when replying or when the last comment sent was refused (rendered only then). */
export function NewCommentForm({
  objectType,
  objectId,
  replying,
  errors,
  formId,
  questionId,
}: {
  questionId: number;
  objectType: "question" | "answer";
  objectId: number;
  replying: CommentView | undefined;
  errors: string[] | undefined;
  formId: string;
}) {
  const { t } = useTranslation();
  return (
    <OnDemandPanel
      id={`${formId}-panel`}
      label={replying ? t("comment.reply_to", { name: replying.author.displayName }) : t("comment.add")}
      open={Boolean(replying || errors)}
      summaryClassName="mt-1 inline-block cursor-pointer list-none text-xs text-muted"
    >
      {() => (
        <CommentTextForm
          questionId={questionId}
          id={formId}
          intent="comment"
          hidden={{
            object_id: formatObjectId(objectType, objectId),
            reply_comment_id: replying ? formatObjectId("comment", replying.id) : "",
          }}
          submit={t("comment.submit")}
          errors={errors}
        />
      )}
    </OnDemandPanel>
  );
}
