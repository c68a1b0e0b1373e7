// The question page's form posts: the answer form and the operation buttons, each sent with its intent. Success goes
// back to the page with a notice (SPEC §8 success messages); a question the member can no longer see goes to the list.
import { redirect } from "@remix-run/cloudflare";
import { postKey } from "~/lib/comments";
import type { QuestionNotice } from "~/lib/notices";
import { paths } from "~/lib/paths";
import { commandIntent } from "~/lib/post-commands";
import { BookmarkFormSchema, FollowFormSchema, ReactionFormSchema } from "~/schemas/community";
import { CommentDeleteFormSchema, CommentEditFormSchema, CommentFormSchema } from "~/schemas/comment";
import { InviteFormSchema } from "~/schemas/invite";
import { CloseSchema, PageOperationSchema, type QUESTION_PAGE_INTENTS } from "~/schemas/post-operations";
import { AnswerFormSchema } from "~/schemas/question";
import { ReportSchema } from "~/schemas/report";
import { VoteFormSchema } from "~/schemas/votes";
import type { AppContext } from "~/server/context.server";
import { handleForm } from "~/server/remix.server";
import { addAnswer } from "~/server/services/answers.server";
import { switchBookmark } from "~/server/services/bookmarks.server";
import { addComment, deleteComment, editComment } from "~/server/services/comments.server";
import { follow } from "~/server/services/follows.server";
import { inviteToAnswer } from "~/server/services/invites.server";
import {
  acceptAnswer,
  closeQuestion,
  deleteAnswer,
  deleteQuestion,
  isQuestionVisible,
  operateQuestion,
  reopenQuestion,
  undeleteAnswer,
  undeleteQuestion,
} from "~/server/services/post-operations.server";
import { react } from "~/server/services/reactions.server";
import { fileReport } from "~/server/services/reports.server";
import { castVote } from "~/server/services/votes.server";

/** What every handler of the page's forms works on. */
type QuestionPage = { app: AppContext; request: Request; questionId: number; url: URL };

const back = (page: QuestionPage, notice: QuestionNotice) => redirect(paths.withNotice(page.url.pathname, notice));

/** Back to the post a button acted on (the vote, bookmark, react and follow buttons without JavaScript). */
const backToPost = (page: QuestionPage, objectType: string, objectId: number) =>
  redirect(paths.page(page.url.pathname, {}, objectType === "answer" ? paths.answerAnchor(objectId) : ""));

/** A comment's post comes back with all its comments shown, so the new or edited one is there to see. */
const withComments = (
  page: QuestionPage,
  post: { objectType: "question" | "answer"; objectId: number },
  hash = "",
  notice?: QuestionNotice,
) => redirect(paths.page(page.url.pathname, { comments: postKey(post.objectType, post.objectId), notice }, hash));

/** The page's forms by the intent each sends; the answer form sends none. */
const FORMS = {
  answer: (page: QuestionPage) =>
    handleForm(page.request, AnswerFormSchema, async (input) => {
      const answerId = await addAnswer(page.app, { question_id: String(page.questionId), content: input.content });
      return redirect(paths.page(page.url.pathname, {}, paths.answerAnchor(answerId)));
    }),
  close: (page: QuestionPage) =>
    handleForm(page.request, CloseSchema, async (input) => {
      await closeQuestion(page.app, { ...input, id: String(page.questionId) });
      return back(page, "closed");
    }),
  vote: (page: QuestionPage) =>
    handleForm(page.request, VoteFormSchema, async ({ object_type, object_id, direction, is_cancel }) => {
      await castVote(page.app, { objectType: object_type, objectId: object_id, direction, cancel: is_cancel });
      const anchor =
        object_type === "answer"
          ? paths.answerAnchor(object_id)
          : object_type === "comment"
            ? paths.commentAnchor(object_id)
            : "";
      return redirect(paths.here(page.url, anchor));
    }),
  bookmark: (page: QuestionPage) =>
    handleForm(page.request, BookmarkFormSchema, async ({ object_type, object_id, bookmark }) => {
      await switchBookmark(page.app, { objectType: object_type, objectId: object_id, bookmarked: bookmark });
      return backToPost(page, object_type, object_id);
    }),
  react: (page: QuestionPage) =>
    handleForm(page.request, ReactionFormSchema, async ({ object_type, object_id, emoji, reaction }) => {
      const active = reaction === "activate";
      await react(page.app, { objectType: object_type, objectId: object_id, emoji, active });
      return backToPost(page, object_type, object_id);
    }),
  follow: (page: QuestionPage) =>
    handleForm(page.request, FollowFormSchema, async ({ object_type, object_id, is_cancel }) => {
      await follow(page.app, { objectType: object_type, objectId: object_id, following: !is_cancel });
      return redirect(page.url.pathname);
    }),
  comment: (page: QuestionPage) =>
    handleForm(page.request, CommentFormSchema, async (input) => {
      const comment = await addComment(page.app, {
        objectType: input.object_type,
        objectId: input.object_id,
        text: input.original_text,
        replyCommentId: input.reply_comment_id || undefined,
      });
      const post = { objectType: input.object_type, objectId: input.object_id };
      return withComments(page, post, paths.commentAnchor(comment.id));
    }),
  edit_comment: (page: QuestionPage) =>
    handleForm(page.request, CommentEditFormSchema, async ({ comment_id, original_text }) => {
      const comment = await editComment(page.app, { commentId: comment_id, text: original_text });
      const post = { objectType: comment.objectType, objectId: comment.objectId };
      return withComments(page, post, paths.commentAnchor(comment.id));
    }),
  delete_comment: (page: QuestionPage) =>
    handleForm(page.request, CommentDeleteFormSchema, async ({ comment_id }) =>
      withComments(page, await deleteComment(page.app, comment_id), "", "comment_deleted"),
    ),
  invite: (page: QuestionPage) =>
    handleForm(page.request, InviteFormSchema, async ({ invite_user }) => {
      await inviteToAnswer(page.app, { questionId: page.questionId, usernames: invite_user });
      return back(page, "invited");
    }),
  report: (page: QuestionPage) =>
    handleForm(page.request, ReportSchema, async (input) => {
      await fileReport(page.app, {
        objectType: input.source,
        objectId: input.object_id,
        reasonType: input.report_type,
        content: input.content ?? "",
      });
      return back(page, "reported");
    }),
};

type Operation = {
  run: (app: AppContext, questionId: number, answerId: number) => Promise<unknown>;
  notice: QuestionNotice;
};

/** The operation buttons, which share one schema: the service each calls and the notice it leaves. */
const OPERATIONS: Record<(typeof QUESTION_PAGE_INTENTS)[number], Operation> = {
  reopen: { run: (app, questionId) => reopenQuestion(app, questionId), notice: "reopened" },
  delete: { run: (app, questionId) => deleteQuestion(app, questionId), notice: "deleted" },
  undelete: { run: (app, questionId) => undeleteQuestion(app, questionId), notice: "undeleted" },
  pin: { run: (app, questionId) => operateQuestion(app, questionId, "pin"), notice: "pinned" },
  unpin: { run: (app, questionId) => operateQuestion(app, questionId, "unpin"), notice: "unpinned" },
  hide: { run: (app, questionId) => operateQuestion(app, questionId, "hide"), notice: "hidden" },
  show: { run: (app, questionId) => operateQuestion(app, questionId, "show"), notice: "shown" },
  accept: { run: (app, questionId, answerId) => acceptAnswer(app, questionId, answerId), notice: "accepted" },
  unaccept: { run: (app, questionId) => acceptAnswer(app, questionId, 0), notice: "unaccepted" },
  delete_answer: { run: (app, _questionId, answerId) => deleteAnswer(app, answerId), notice: "answer_deleted" },
  undelete_answer: { run: (app, _questionId, answerId) => undeleteAnswer(app, answerId), notice: "answer_undeleted" },
};

const operate = (page: QuestionPage) =>
  handleForm(page.request, PageOperationSchema, async ({ intent, answer_id }) => {
    await OPERATIONS[intent].run(page.app, page.questionId, Number(answer_id ?? 0));
    // a deleted question only staff still see: anyone else goes back to the list
    if (intent === "delete" && !(await isQuestionVisible(page.app, page.questionId)))
      return redirect(paths.withNotice(paths.questions(), "deleted"));
    return back(page, OPERATIONS[intent].notice);
  });

export async function questionPageAction(app: AppContext, request: Request, questionId: number) {
  const page: QuestionPage = { app, request, questionId, url: new URL(request.url) };
  const intent = commandIntent((await request.clone().formData()).get("intent"));
  if (!intent) return FORMS.answer(page);
  // any other intent is the operations' to refuse (validation.invalid)
  const form =
    typeof intent === "string" && Object.hasOwn(FORMS, intent) ? FORMS[intent as keyof typeof FORMS] : operate;
  return form(page);
}
