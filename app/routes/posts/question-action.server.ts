// The question page's form posts: the answer form and the operation buttons, each sent with its intent. Success goes
// back to the page with a notice (SPEC §8 success messages); a question the member can no longer see goes to the list.
import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/lib/paths";
import { CloseSchema, PageOperationSchema } from "~/schemas/post-operations";
import { AnswerFormSchema } from "~/schemas/question";
import { VoteFormSchema } from "~/schemas/votes";
import { BookmarkFormSchema, FollowFormSchema, ReactionFormSchema } from "~/schemas/community";
import { CommentDeleteFormSchema, CommentEditFormSchema, CommentFormSchema } from "~/schemas/comment";
import { postKey } from "~/lib/comments";
import { commandIntent } from "~/lib/post-commands";
import { InviteFormSchema } from "~/schemas/invite";
import { ReportSchema } from "~/schemas/report";
import type { AppContext } from "~/server/context.server";
import { handleForm } from "~/server/remix.server";
import { addAnswer } from "~/server/services/answers.server";
import {
  acceptAnswer,
  closeQuestion,
  deleteAnswer,
  deleteQuestion,
  operateQuestion,
  reopenQuestion,
  undeleteAnswer,
  undeleteQuestion,
} from "~/server/services/post-operations.server";
import { canSeeQuestion } from "~/server/services/questions.server";
import { castVote } from "~/server/services/votes.server";
import { switchBookmark } from "~/server/services/bookmarks.server";
import { follow } from "~/server/services/follows.server";
import { react } from "~/server/services/reactions.server";
import { addComment, deleteComment, editComment } from "~/server/services/comments.server";
import { inviteToAnswer } from "~/server/services/invites.server";
import { fileReport } from "~/server/services/reports.server";
import { selectQuestion } from "~/server/models/questions.server";

const NOTICES = {
  reopen: "reopened",
  delete: "deleted",
  undelete: "undeleted",
  pin: "pinned",
  unpin: "unpinned",
  hide: "hidden",
  show: "shown",
  accept: "accepted",
  unaccept: "unaccepted",
  delete_answer: "answer_deleted",
  undelete_answer: "answer_undeleted",
} as const;

export async function questionPageAction(app: AppContext, request: Request, questionId: number) {
  const url = new URL(request.url);
  const back = (notice: string) => redirect(paths.withNotice(url.pathname, notice));
  const intent = commandIntent((await request.clone().formData()).get("intent"));
  if (intent === "close") {
    return handleForm(request, CloseSchema, async (input) => {
      await closeQuestion(app, { ...input, id: String(questionId) });
      return back("closed");
    });
  }
  if (intent === "vote") {
    // the vote, bookmark and follow buttons without JavaScript (with it they call the JSON API): back to the post
    return handleForm(request, VoteFormSchema, async ({ object_type, object_id, direction, is_cancel }) => {
      await castVote(app, { objectType: object_type, objectId: object_id, direction, cancel: is_cancel });
      const anchor =
        object_type === "answer"
          ? paths.answerAnchor(object_id)
          : object_type === "comment"
            ? paths.commentAnchor(object_id)
            : "";
      return redirect(paths.here(url, anchor));
    });
  }
  if (intent === "bookmark") {
    return handleForm(request, BookmarkFormSchema, async ({ object_type, object_id, bookmark }) => {
      await switchBookmark(app, { objectType: object_type, objectId: object_id, bookmarked: bookmark });
      return redirect(paths.page(url.pathname, {}, object_type === "answer" ? paths.answerAnchor(object_id) : ""));
    });
  }
  if (intent === "react") {
    return handleForm(request, ReactionFormSchema, async ({ object_type, object_id, emoji, reaction }) => {
      await react(app, { objectType: object_type, objectId: object_id, emoji, active: reaction === "activate" });
      return redirect(paths.page(url.pathname, {}, object_type === "answer" ? paths.answerAnchor(object_id) : ""));
    });
  }
  // a comment's post comes back with all its comments shown, so the new or edited one is there to see
  const withComments = (post: { objectType: "question" | "answer"; objectId: number }, hash = "", notice?: string) =>
    redirect(paths.page(url.pathname, { comments: postKey(post.objectType, post.objectId), notice }, hash));
  if (intent === "comment") {
    return handleForm(request, CommentFormSchema, async (input) => {
      const comment = await addComment(app, {
        objectType: input.object_type,
        objectId: input.object_id,
        text: input.original_text,
        replyCommentId: input.reply_comment_id || undefined,
      });
      return withComments(
        { objectType: input.object_type, objectId: input.object_id },
        paths.commentAnchor(comment.id),
      );
    });
  }
  if (intent === "edit_comment") {
    return handleForm(request, CommentEditFormSchema, async ({ comment_id, original_text }) => {
      const comment = await editComment(app, { commentId: comment_id, text: original_text });
      return withComments(
        { objectType: comment.objectType, objectId: comment.objectId },
        paths.commentAnchor(comment.id),
      );
    });
  }
  if (intent === "delete_comment") {
    return handleForm(request, CommentDeleteFormSchema, async ({ comment_id }) => {
      return withComments(await deleteComment(app, comment_id), "", "comment_deleted");
    });
  }
  if (intent === "invite") {
    return handleForm(request, InviteFormSchema, async ({ invite_user }) => {
      await inviteToAnswer(app, { questionId, usernames: invite_user });
      return back("invited");
    });
  }
  if (intent === "report") {
    return handleForm(request, ReportSchema, async (input) => {
      await fileReport(app, {
        objectType: input.source,
        objectId: input.object_id,
        reasonType: input.report_type,
        content: input.content ?? "",
      });
      return back("reported");
    });
  }
  if (intent === "follow") {
    return handleForm(request, FollowFormSchema, async ({ object_type, object_id, is_cancel }) => {
      await follow(app, { objectType: object_type, objectId: object_id, following: !is_cancel });
      return redirect(url.pathname);
    });
  }
  if (intent && intent !== "answer") {
    return handleForm(request, PageOperationSchema, async ({ intent, answer_id }) => {
      const answerId = Number(answer_id ?? 0);
      switch (intent) {
        case "reopen":
          await reopenQuestion(app, questionId);
          break;
        case "delete":
          await deleteQuestion(app, questionId);
          break;
        case "undelete":
          await undeleteQuestion(app, questionId);
          break;
        case "pin":
        case "unpin":
        case "hide":
        case "show":
          await operateQuestion(app, questionId, intent);
          break;
        case "accept":
          await acceptAnswer(app, questionId, answerId);
          break;
        case "unaccept":
          await acceptAnswer(app, questionId, 0);
          break;
        case "delete_answer":
          await deleteAnswer(app, answerId);
          break;
        case "undelete_answer":
          await undeleteAnswer(app, answerId);
          break;
      }
      if (intent === "delete") {
        const [question] = await selectQuestion(app.db, questionId);
        if (!question || !canSeeQuestion(app.user, question))
          return redirect(paths.withNotice(paths.questions(), "deleted"));
      }
      return back(NOTICES[intent]);
    });
  }
  return handleForm(request, AnswerFormSchema, async (input) => {
    const answerId = await addAnswer(app, { question_id: String(questionId), content: input.content });
    return redirect(paths.page(url.pathname, {}, paths.answerAnchor(answerId)));
  });
}
