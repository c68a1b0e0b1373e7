// The comments under a question or an answer (SPEC §2, §4): the first 3 with the page, then 15 more per click;
// reply (a flat reply naming whom it answers), edit within 5 minutes, delete, upvote. Every action is a link or a
// form, so all of it works without JavaScript; replying and editing are states of the page's URL.
import { useLocation } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { lazy, Suspense } from "react";
import { loadMessagePart } from "~/client-messages";
import { useTranslation } from "~/components/translation";
import { MemberName } from "~/components/member-name";
import { RelativeTimeText } from "./relative-time";
import { ToggleButton } from "./toggle-button";
import { voteCommand } from "~/lib/post-commands";
import { postKey } from "~/lib/comments";
import { COMMENTS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import type { CommentView, PostComments } from "~/lib/views/comments";
import { formatObjectId } from "~/lib/object-ids";

// members' tools (reply, edit, delete, the comment box) load only for members, with their messages (the posting part)
const tools = () => Promise.all([import("./comment-tools"), loadMessagePart("posting")]).then(([module]) => module);
const CommentActions = lazy(() => tools().then((module) => ({ default: module.CommentActions })));
const CommentTextForm = lazy(() => tools().then((module) => ({ default: module.CommentTextForm })));
const NewCommentForm = lazy(() => tools().then((module) => ({ default: module.NewCommentForm })));

export type CommentsState = {
  /** the question of the page (its participants come first among @mention suggestions) */
  questionId: number;
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

function CommentUpvote({ comment }: { comment: CommentView }) {
  const { t } = useTranslation();
  const target = { objectType: "comment", objectId: comment.id } as const;
  return (
    <ToggleButton
      key={`${comment.id}:${comment.voted}:${comment.voteCount}`}
      initial={{ on: comment.voted, count: comment.voteCount }}
      command={(next) => voteCommand(target, "up", !next)}
      label={({ count }) => (
        // the aria-label names the button: the triangle needs no element of its own
        <>▲{count ? <span className="ml-1">{count}</span> : null}</>
      )}
      ariaLabel={({ on }) => t(on ? "comment.cancel_upvote" : "comment.upvote")}
      call={(next) => ({
        path: "vote/up",
        body: { object_id: formatObjectId("comment", comment.id), is_cancel: !next },
        result: (data: { votes: number; vote_status: string }) => ({
          on: data.vote_status === "vote_up",
          count: data.votes,
        }),
      })}
      className="border-0 px-1 text-xs"
    />
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
  comments: PostComments;
  state: CommentsState;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const key = postKey(objectType, objectId);
  // how many of this post's comments the URL asks for stays while replying or editing
  const current = new URLSearchParams(location.search);
  const shown = current.get("comments") === key ? current.get("shown") : null;
  const here = (params: Record<string, string>, hash: string) =>
    paths.page(location.pathname, { comments: key, shown, ...params }, hash);
  const more = Math.min(COMMENTS_PAGE_SIZE, comments.total - comments.list.length);
  const last = comments.list.at(-1);
  const replying = comments.list.find((comment) => comment.id === state.replyTo);
  const formErrors = state.errors?.key === key ? state.errors.messages : undefined;
  const formId = `comment-form-${key}`;
  return (
    <section aria-label={t("comment.title")} id={`comments-${key}`} className="mt-3 border-t border-line text-sm">
      {/* no empty list: most posts have no comments (issue #4) */}
      {comments.list.length > 0 ? (
        <ul>
          {comments.list.map((comment) => {
            const editing = comment.id === state.editing && comment.actions.includes("edit");
            return (
              <li
                key={comment.id}
                id={`comment-${comment.id}`}
                data-testid="comment"
                className="flex gap-2 border-b border-line py-2"
              >
                <CommentUpvote comment={comment} />
                <div className="min-w-0 flex-1">
                  {editing ? (
                    <Suspense fallback={null}>
                      <CommentTextForm
                        questionId={state.questionId}
                        id={`comment-edit-${comment.id}`}
                        intent="edit_comment"
                        hidden={{ comment_id: formatObjectId("comment", comment.id) }}
                        defaultValue={comment.originalText}
                        submit={t("comment.save")}
                        errors={state.errors?.key === `comment-${comment.id}` ? state.errors.messages : undefined}
                      />
                    </Suspense>
                  ) : (
                    <div
                      className="comment-body inline [&>p]:inline"
                      dangerouslySetInnerHTML={{ __html: comment.parsedText }}
                    />
                  )}
                  <span className="ml-1 text-muted">
                    {" – "}
                    {comment.replyUserDisplayName ? (
                      <span>{t("comment.reply_to", { name: comment.replyUserDisplayName })} · </span>
                    ) : null}
                    <MemberName member={comment.author} className="text-fg" />{" "}
                    <RelativeTimeText seconds={comment.createdAt} now={state.now} timeZone={state.timeZone} />
                  </span>
                  {state.loggedIn ? (
                    <Suspense fallback={null}>
                      <CommentActions comment={comment} editing={editing} href={here} formId={formId} />
                    </Suspense>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {comments.total > comments.list.length ? (
        // 15 more each time; the page scrolls to the last comment shown before, with or without JavaScript
        <Link
          to={here(
            { shown: String(comments.list.length + COMMENTS_PAGE_SIZE) },
            last ? `#comment-${last.id}` : `#comments-${key}`,
          )}
          className="mt-1 inline-block text-xs text-muted"
        >
          {t("comment.show_more", { count: more })}
        </Link>
      ) : null}
      {state.loggedIn ? (
        <Suspense fallback={null}>
          <NewCommentForm
            questionId={state.questionId}
            objectType={objectType}
            objectId={objectId}
            replying={replying}
            errors={formErrors}
            formId={formId}
          />
        </Suspense>
      ) : (
        <Link to={state.loginHref} className="mt-1 inline-block text-xs text-muted">
          {t("comment.add")}
        </Link>
      )}
    </section>
  );
}
