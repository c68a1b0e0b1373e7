// The comments under a question or an answer (SPEC §2, §4): the first ones with the page, a link to all of them;
// reply (a flat reply naming whom it answers), edit within 5 minutes, delete, upvote. Every action is a link or a
// form, so all of it works without JavaScript; replying and editing are states of the page's URL.
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "./form";
import { RelativeTimeText } from "./relative-time";
import { ToggleButton } from "./toggle-button";
import { postKey } from "~/lib/comments";
import { COMMENT_MAX } from "~/lib/limits";
import type { CommentInfo } from "~/server/services/comments.server";

export type CommentsState = {
  /** the comment being replied to, from the URL */
  replyTo: number | null;
  /** the comment being edited, from the URL */
  editing: number | null;
  loggedIn: boolean;
  loginHref: string;
  now: number;
  timeZone: string;
  /** errors of the last comment form sent, with the post or comment it was for */
  errors: { key: string; messages: string[] } | null;
};

function CommentUpvote({ comment }: { comment: CommentInfo }) {
  const { t } = useTranslation();
  return (
    <ToggleButton
      key={`${comment.comment_id}:${comment.is_vote}:${comment.vote_count}`}
      initial={{ on: comment.is_vote, count: comment.vote_count }}
      fields={(next) => ({
        intent: "vote",
        object_type: "comment",
        object_id: comment.comment_id,
        direction: "up",
        is_cancel: String(!next),
      })}
      label={({ count }) => (
        <>
          <span aria-hidden="true">▲</span>
          {count ? <span className="ml-1">{count}</span> : null}
        </>
      )}
      ariaLabel={({ on }) => t(on ? "comment.cancel_upvote" : "comment.upvote")}
      call={(next) => ({
        path: "vote/up",
        body: { object_type: "comment", object_id: comment.comment_id, is_cancel: !next },
        result: (data: { votes: number; vote_status: string }) => ({
          on: data.vote_status === "vote_up",
          count: data.votes,
        }),
      })}
      className="border-0 px-1 text-xs"
    />
  );
}

function CommentTextForm({
  intent,
  hidden,
  defaultValue,
  submit,
  errors,
  id,
}: {
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
      <textarea
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

export function Comments({
  objectType,
  objectId,
  comments,
  state,
}: {
  objectType: "question" | "answer";
  objectId: number;
  comments: { list: CommentInfo[]; total: number };
  state: CommentsState;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const key = postKey(objectType, objectId);
  const here = (params: Record<string, string>, hash: string) =>
    `${location.pathname}?${new URLSearchParams({ comments: key, ...params })}${hash}`;
  const replying = comments.list.find((comment) => Number(comment.comment_id) === state.replyTo);
  const formErrors = state.errors?.key === key ? state.errors.messages : undefined;
  const formId = `comment-form-${key}`;
  return (
    <section aria-label={t("comment.title")} id={`comments-${key}`} className="mt-3 border-t border-line text-sm">
      <ul>
        {comments.list.map((comment) => {
          const editing =
            Number(comment.comment_id) === state.editing &&
            comment.member_actions.some((action) => action.action === "edit");
          return (
            <li
              key={comment.comment_id}
              id={`comment-${comment.comment_id}`}
              data-testid="comment"
              className="flex gap-2 border-b border-line py-2"
            >
              <CommentUpvote comment={comment} />
              <div className="min-w-0 flex-1">
                {editing ? (
                  <CommentTextForm
                    id={`comment-edit-${comment.comment_id}`}
                    intent="edit_comment"
                    hidden={{ comment_id: comment.comment_id }}
                    defaultValue={comment.original_text}
                    submit={t("comment.save")}
                    errors={state.errors?.key === `comment-${comment.comment_id}` ? state.errors.messages : undefined}
                  />
                ) : (
                  <div
                    className="comment-body inline [&>p]:inline"
                    dangerouslySetInnerHTML={{ __html: comment.parsed_text }}
                  />
                )}
                <span className="ml-1 text-muted">
                  {" – "}
                  {comment.reply_user_display_name ? (
                    <span>{t("comment.reply_to", { name: comment.reply_user_display_name })} · </span>
                  ) : null}
                  <span className="text-fg">{comment.user_display_name}</span>{" "}
                  <RelativeTimeText seconds={comment.created_at} now={state.now} timeZone={state.timeZone} />
                </span>
                {state.loggedIn ? (
                  <span className="ml-2 inline-flex gap-2 text-xs">
                    <Link to={here({ reply: comment.comment_id }, `#${formId}`)} className="text-muted">
                      {t("comment.reply")}
                    </Link>
                    {comment.member_actions.some((action) => action.action === "edit") && !editing ? (
                      <Link
                        to={here({ edit_comment: comment.comment_id }, `#comment-${comment.comment_id}`)}
                        className="text-muted"
                      >
                        {t("comment.edit")}
                      </Link>
                    ) : null}
                    {comment.member_actions.some((action) => action.action === "delete") ? (
                      <details className="relative inline-block">
                        <summary className="cursor-pointer list-none text-muted">{t("comment.delete")}</summary>
                        <Form
                          method="post"
                          className="absolute z-10 mt-1 w-56 rounded border border-line bg-surface p-2 shadow"
                        >
                          <p className="mb-2">{t("comment.delete_confirm")}</p>
                          <input type="hidden" name="intent" value="delete_comment" />
                          <input type="hidden" name="comment_id" value={comment.comment_id} />
                          <button type="submit" className="rounded border border-line px-2 py-0.5">
                            {t("comment.delete")}
                          </button>
                        </Form>
                      </details>
                    ) : null}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {comments.total > comments.list.length ? (
        <Link to={here({}, `#comments-${key}`)} className="mt-1 inline-block text-xs text-muted">
          {t("comment.show_more", { count: comments.total - comments.list.length })}
        </Link>
      ) : null}
      {state.loggedIn ? (
        <details open={Boolean(replying || formErrors)} className="mt-1">
          <summary className="cursor-pointer text-xs text-muted">
            {replying ? t("comment.reply_to", { name: replying.user_display_name }) : t("comment.add")}
          </summary>
          <CommentTextForm
            id={formId}
            intent="comment"
            hidden={{
              object_type: objectType,
              object_id: String(objectId),
              reply_comment_id: replying ? replying.comment_id : "",
            }}
            submit={t("comment.submit")}
            errors={formErrors}
          />
        </details>
      ) : (
        <Link to={state.loginHref} className="mt-1 inline-block text-xs text-muted">
          {t("comment.add")}
        </Link>
      )}
    </section>
  );
}
