// One question with everything its page shows (SPEC §2 question detail), in one round of D1 queries: the question,
// its tags, visible answers, cards, the member's votes, bookmarks and follow, reactions, the first comments of each
// post, the invitees.
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectAnswer, selectAnswersOfQuestion, selectOwnAnswerIds } from "../models/answers.server";
import { selectBookmarksOnQuestionPage } from "../models/bookmarks.server";
import { selectCommentPage, selectCommentsOnQuestionPage } from "../models/comments.server";
import { selectFollow } from "../models/follows.server";
import { selectInvitees } from "../models/invites.server";
import {
  selectLinkedQuestions,
  selectQuestionDetail,
  selectRelatedQuestions,
  tagsOfQuestion,
} from "../models/questions.server";
import { selectReactionsOnQuestionPage } from "../models/reactions.server";
import { selectVotesOnQuestionPage } from "../models/votes.server";
import { toCommentView } from "./comments.server";
import { isStaff } from "./guards.server";
import { canInvite, toInvitee } from "./invites.server";
import { hasPrivilege } from "./permissions.server";
import { isOwnerOrStaff } from "./permissions.server";
import { answerActions, canSeeQuestion, groupTags, questionActions } from "./questions.server";
import { threadOrder, type ExpandedPost } from "~/lib/comments";
import { COMMENTS_FIRST, LINKED_CARD_SIZE, RELATED_CARD_SIZE } from "~/lib/limits";
import type { AnswerOrder } from "~/lib/post-constants";
import { summarizeReactions } from "~/lib/reactions";
import type { VoteValue } from "~/lib/votes";
import type { QuestionDetail } from "~/lib/views/question-detail";
import { jurisdictionNames } from "./jurisdiction.server";
import { lawyerMatchStatement, toLawyerMatch } from "./lawyer-matching.server";

/** One question with its tags, visible answers, linked and related cards; answerId narrows to one answer. */
export async function questionDetail(
  ctx: AppContext,
  questionId: number,
  options: {
    order?: AnswerOrder;
    answerId?: number;
    /** a post whose comments are shown beyond the first ones */
    expand?: ExpandedPost | null;
  } = {},
): Promise<QuestionDetail> {
  const user = ctx.user;
  const order = options.order ?? "default";
  const viewer = { userId: user?.id ?? null, staff: isStaff(user) };
  const pageComments = selectCommentsOnQuestionPage(ctx.db, questionId, viewer.userId ?? 0, COMMENTS_FIRST);
  // the expanded post's comments (none asked for: post 0, which has none)
  const expanded = selectCommentPage(
    ctx.db,
    options.expand ?? { objectType: "question", objectId: 0 },
    viewer.userId ?? 0,
    { limit: options.expand?.shown ?? COMMENTS_FIRST, offset: 0 },
  );
  const commentStatements = [pageComments.first, pageComments.totals, expanded.list] as const;
  // members who may invite are shown lawyers to invite (readers' pages, cached, never read them)
  const suggestsLawyers = hasPrivilege(ctx, user, "answer.invite_someone_to_answer");
  const [
    detailRows,
    tagRows,
    answerRows,
    linked,
    related,
    ownAnswers,
    ownVotes,
    ownBookmarks,
    ownFollow,
    reactionRows,
    firstComments,
    commentTotals,
    expandedComments,
    invitees,
    lawyerRows = [],
  ] = await ctx.db.batch([
    selectQuestionDetail(ctx.db, questionId),
    tagsOfQuestion(ctx.db, questionId),
    selectAnswersOfQuestion(ctx.db, questionId, viewer, order, options.answerId),
    selectLinkedQuestions(ctx.db, questionId, LINKED_CARD_SIZE),
    selectRelatedQuestions(ctx.db, questionId, RELATED_CARD_SIZE),
    // the member's own answer, even when the page shows a single other answer
    selectOwnAnswerIds(ctx.db, questionId, viewer.userId ?? 0),
    // the member's votes on the question and its answers (none for visitors: no user has id 0)
    selectVotesOnQuestionPage(ctx.db, questionId, viewer.userId ?? 0),
    selectBookmarksOnQuestionPage(ctx.db, questionId, viewer.userId ?? 0),
    selectFollow(ctx.db, "question", questionId, viewer.userId ?? 0),
    selectReactionsOnQuestionPage(ctx.db, questionId),
    ...commentStatements,
    selectInvitees(ctx.db, questionId),
    ...(suggestsLawyers ? [lawyerMatchStatement(ctx, questionId)] : []),
  ]);
  const detail = detailRows[0];
  if (!detail || !canSeeQuestion(user, detail.question)) throw notFound("error.question.not_found");
  if (options.answerId && answerRows.length === 0) throw notFound("error.answer.not_found");
  const question = detail.question;
  const ownAnswer = user ? ownAnswers[0] : undefined;
  const voteOf = (objectType: "question" | "answer", id: number): VoteValue =>
    (ownVotes.find((vote) => vote.objectType === objectType && vote.objectId === id)?.direction ?? 0) as VoteValue;
  const bookmarked = (objectType: "question" | "answer", id: number) =>
    ownBookmarks.some((mark) => mark.objectType === objectType && mark.objectId === id);
  const reactionsOf = (objectType: "question" | "answer", id: number) =>
    summarizeReactions(
      reactionRows.filter((row) => row.objectType === objectType && row.objectId === id),
      viewer.userId,
    );
  const commentsOf = (objectType: "question" | "answer", id: number) => {
    const isExpanded = options.expand?.objectType === objectType && options.expand.objectId === id;
    const rows = (isExpanded ? expandedComments : firstComments).filter(
      (row) => row.objectType === objectType && row.objectId === id,
    );
    return {
      list: threadOrder(rows.map((row) => toCommentView(ctx, row))),
      total: commentTotals.find((row) => row.objectType === objectType && row.objectId === id)?.total ?? 0,
    };
  };
  return {
    question,
    vote: voteOf("question", question.id),
    comments: commentsOf("question", question.id),
    reactions: reactionsOf("question", question.id),
    bookmarked: bookmarked("question", question.id),
    followed: ownFollow.length > 0,
    author: detail.author,
    editor: detail.editor?.id ? detail.editor : null,
    tags: groupTags(tagRows).get(questionId) ?? [],
    region: jurisdictionNames(question),
    regionCode: question.city || question.province,
    answers: answerRows.map((row) => ({
      ...row.answer,
      author: row.author,
      editor: row.editor?.id ? row.editor : null,
      actions: answerActions(ctx, row.answer, question),
      vote: voteOf("answer", row.answer.id),
      bookmarked: bookmarked("answer", row.answer.id),
      reactions: reactionsOf("answer", row.answer.id),
      comments: commentsOf("answer", row.answer.id),
    })),
    linked,
    related,
    actions: questionActions(ctx, question),
    order,
    ownAnswerId: ownAnswer?.id ?? null,
    invitees: invitees.map(toInvitee),
    canInvite: canInvite(ctx, user, question),
    suggestedLawyers: canInvite(ctx, user, question) ? lawyerRows.map(toLawyerMatch) : [],
    canAccept: isOwnerOrStaff(user, question.userId),
  };
}

/** One answer with its question (answer/info): the question's page narrowed to that answer. */
export async function answerDetail(ctx: AppContext, answerId: number): Promise<QuestionDetail> {
  const [answer] = await selectAnswer(ctx.db, answerId);
  if (!answer) throw notFound("error.answer.not_found");
  return questionDetail(ctx, answer.questionId, { answerId });
}
