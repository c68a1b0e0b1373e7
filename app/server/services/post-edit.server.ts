// Editing questions and answers (SPEC §2 edit pages, REFERENCE.md review flow 1): owners and staff edit directly;
// others edit directly with edit_without_review, or suggest an edit (a revision awaiting review, one per post) with
// the edit privilege. Every applied edit is a revision and a timeline entry.
import type * as v from "valibot";
import type { AppContext, CurrentUser } from "../context.server";
import { AppError, notFound } from "../errors.server";
import { runStatements } from "../db/client.server";
import { postChanged, type DomainEvent } from "../events.server";
import { selectAnswer } from "../models/answers.server";
import {
  applyAnswerEditStatements,
  applyQuestionEditStatements,
  selectOutgoingLinks,
  selectPendingRevision,
  selectQuestionTagIds,
  suggestEditStatement,
} from "../models/post-states.server";
import { selectQuestion, tagsOfQuestion, type QuestionRow } from "../models/questions.server";
import { selectRevisions } from "../models/revisions.server";
import { resolveTags, type ResolvedTags } from "./ask.server";
import { isStaff, requireMember } from "./guards.server";
import { hasPrivilege } from "./permissions.server";
import { preparePostContent } from "./post-content.server";
import { refreshReviewCounts } from "./review-counts.server";
import { canSeeQuestion } from "./questions.server";
import { checkedJurisdiction } from "./jurisdiction.server";
import type { Jurisdiction } from "~/lib/views/lawyers";
import type { RevisionSnapshot } from "~/lib/views/timeline";
import { provincesWithCities } from "../regions.server";
import { urlTitleOf } from "../url-titles.server";
import { PostStatus, QuestionStatus } from "~/lib/status";
import { requiredRank, type PrivilegeKey } from "~/lib/privileges";
import type { AnswerEditSchema, QuestionEditSchema } from "~/schemas/post-operations";

export type EditResult = { waitForReview: boolean };

type Mode = "direct" | "suggest";

/** How a member may edit a post: directly, as a suggestion for review, or not at all (403). */
function editMode(ctx: AppContext, user: CurrentUser, ownerId: number, kind: "question" | "answer"): Mode {
  if (user.id === ownerId || isStaff(user)) return "direct";
  if (hasPrivilege(ctx, user, `${kind}.edit_without_review` as PrivilegeKey)) return "direct";
  if (hasPrivilege(ctx, user, `${kind}.edit` as PrivilegeKey)) return "suggest";
  throw new AppError(403, "error.privilege.rank", {
    params: { rank: requiredRank(`${kind}.edit`, ctx.settings.privileges) },
  });
}

async function editableQuestion(ctx: AppContext, user: CurrentUser, id: number): Promise<QuestionRow> {
  const [question] = await selectQuestion(ctx.db, id);
  if (!question || !canSeeQuestion(user, question) || question.status === QuestionStatus.deleted)
    throw notFound("error.question.not_found");
  return question;
}

/** The pre-edit check (revisions/edit/check): may this member edit now, or is a suggested edit already waiting? */
export async function checkEdit(
  ctx: AppContext,
  objectType: "question" | "answer",
  objectId: number,
): Promise<{ mode: Mode }> {
  const user = requireMember(ctx);
  let ownerId: number;
  if (objectType === "question") {
    ownerId = (await editableQuestion(ctx, user, objectId)).userId;
  } else {
    const [answer] = await selectAnswer(ctx.db, objectId);
    if (!answer || answer.status === PostStatus.deleted) throw notFound("error.answer.not_found");
    if (answer.status === PostStatus.pending && answer.userId !== user.id && !isStaff(user))
      throw notFound("error.answer.not_found");
    await editableQuestion(ctx, user, answer.questionId);
    ownerId = answer.userId;
  }
  const mode = editMode(ctx, user, ownerId, objectType);
  if (mode === "suggest" && (await selectPendingRevision(ctx.db, objectType, objectId)).length)
    throw new AppError(400, "error.revision.pending");
  return { mode };
}

/** Edits a question: title, body, tags and an edit summary; answers the URL title the question has now. */
export async function editQuestion(
  ctx: AppContext,
  input: v.InferOutput<typeof QuestionEditSchema>,
): Promise<EditResult & { urlTitle: string }> {
  const user = requireMember(ctx);
  const question = await editableQuestion(ctx, user, Number(input.id));
  const mode = editMode(ctx, user, question.userId, "question");
  const now = ctx.now();
  const resolved = await resolveTags(ctx, user, input.tags);
  const place = checkedJurisdiction(ctx, input, question);
  if (mode === "suggest") {
    await suggest(ctx, () =>
      suggestEditStatement(ctx.db, {
        objectType: "question",
        objectId: question.id,
        userId: user.id,
        title: input.title,
        // the jurisdiction only when the suggestion changes it (approving one that does not leaves it as it is then)
        snapshot: {
          title: input.title,
          content: input.content,
          tags: resolved.tagSlugs,
          ...(place.province !== question.province || place.city !== question.city ? place : {}),
        },
        editSummary: input.edit_summary ?? "",
        now,
      }),
    );
    // a suggestion leaves the title as it was
    return { waitForReview: true, urlTitle: question.urlTitle };
  }
  const urlTitle = urlTitleOf(input.title);
  await ctx.emit(
    await applyQuestionEdit(ctx, question, {
      editorId: user.id,
      title: input.title,
      urlTitle,
      content: input.content,
      tags: resolved,
      place,
      editSummary: input.edit_summary ?? "",
    }),
  );
  return { waitForReview: false, urlTitle };
}

/** Edits an answer's body with an edit summary. */
export async function editAnswer(
  ctx: AppContext,
  input: v.InferOutput<typeof AnswerEditSchema>,
): Promise<EditResult & { question: { id: number; urlTitle: string } }> {
  const user = requireMember(ctx);
  const [answer] = await selectAnswer(ctx.db, Number(input.id));
  if (
    !answer ||
    answer.status === PostStatus.deleted ||
    (input.question_id && Number(input.question_id) !== answer.questionId)
  )
    throw notFound("error.answer.not_found");
  if (answer.status === PostStatus.pending && answer.userId !== user.id && !isStaff(user))
    throw notFound("error.answer.not_found");
  const question = await editableQuestion(ctx, user, answer.questionId);
  const mode = editMode(ctx, user, answer.userId, "answer");
  const now = ctx.now();
  if (mode === "suggest") {
    await suggest(ctx, () =>
      suggestEditStatement(ctx.db, {
        objectType: "answer",
        objectId: answer.id,
        userId: user.id,
        title: "",
        snapshot: { content: input.content },
        editSummary: input.edit_summary ?? "",
        now,
      }),
    );
    return { waitForReview: true, question: { id: question.id, urlTitle: question.urlTitle } };
  }
  await ctx.emit(
    await applyAnswerEdit(ctx, answer, {
      editorId: user.id,
      content: input.content,
      editSummary: input.edit_summary ?? "",
    }),
  );
  return { waitForReview: false, question: { id: question.id, urlTitle: question.urlTitle } };
}

type AppliedEdit = {
  editorId: number;
  content: string;
  editSummary: string;
  /** the suggested edit a reviewer approved, which becomes the revision (REFERENCE.md review flow 1) */
  approvedRevisionId?: number;
};

/**
 * Applies an edit to a question, made by its editor directly or approved from their suggestion; answers the event
 * that tells the author, for the caller to send once everything it writes is written.
 */
export async function applyQuestionEdit(
  ctx: AppContext,
  question: Pick<QuestionRow, "id" | "userId">,
  edit: AppliedEdit & { title: string; urlTitle: string; tags: ResolvedTags; place: Jurisdiction },
): Promise<DomainEvent> {
  const now = ctx.now();
  const [content, oldTags, oldLinks] = await Promise.all([
    preparePostContent(ctx, edit.content),
    selectQuestionTagIds(ctx.db, question.id),
    selectOutgoingLinks(ctx.db, question.id),
  ]);
  const statements = applyQuestionEditStatements(ctx.db, {
    questionId: question.id,
    editorId: edit.editorId,
    title: edit.title,
    urlTitle: edit.urlTitle,
    originalText: edit.content,
    parsedText: content.parsedText,
    ...edit.tags,
    oldTagIds: oldTags.map((row) => row.id),
    linkedQuestionIds: content.linkedQuestionIds.filter((id) => id !== question.id),
    oldLinkedIds: oldLinks.map((row) => row.id),
    ...edit.place,
    editSummary: edit.editSummary,
    now,
    approvedRevisionId: edit.approvedRevisionId,
  });
  await runStatements(ctx.db, statements);
  return postChanged(
    edit.editorId,
    "edited",
    { objectType: "question", objectId: question.id, questionId: question.id, authorId: question.userId },
    now,
  );
}

/** Applies an edit to an answer, like applyQuestionEdit; answers the event that tells the author. */
export async function applyAnswerEdit(
  ctx: AppContext,
  answer: { id: number; questionId: number; userId: number },
  edit: AppliedEdit,
): Promise<DomainEvent> {
  const now = ctx.now();
  const { parsedText } = await preparePostContent(ctx, edit.content);
  await runStatements(
    ctx.db,
    applyAnswerEditStatements(ctx.db, {
      answerId: answer.id,
      questionId: answer.questionId,
      editorId: edit.editorId,
      originalText: edit.content,
      parsedText,
      editSummary: edit.editSummary,
      now,
      approvedRevisionId: edit.approvedRevisionId,
    }),
  );
  return postChanged(
    edit.editorId,
    "edited",
    { objectType: "answer", objectId: answer.id, questionId: answer.questionId, authorId: answer.userId },
    now,
  );
}

/** One suggested edit waiting per post: the unique index refuses a second, which members see as a clear 400. */
async function suggest(ctx: AppContext, statement: () => { run: () => Promise<unknown> }): Promise<void> {
  try {
    await statement().run();
  } catch (error) {
    // drizzle wraps D1's error: the constraint is named in the cause, not in the message
    const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
    if (`${String(error)} ${String(cause ?? "")}`.includes("UNIQUE constraint failed"))
      throw new AppError(400, "error.revision.pending");
    throw error;
  }
  await refreshReviewCounts(ctx.env);
}

type Snapshot = RevisionSnapshot;

/** What the edit page needs: the post as it is (or as an earlier revision had it) and the revision history. */
export async function editFormData(
  ctx: AppContext,
  target: { questionId: number; answerId?: number },
  revisionId: number | null,
) {
  const objectId = target.answerId ?? target.questionId;
  const objectType = target.answerId ? "answer" : "question";
  const { mode } = await checkEdit(ctx, objectType, objectId);
  const [[question], [answer], history] = await ctx.db.batch([
    selectQuestion(ctx.db, target.questionId),
    selectAnswer(ctx.db, target.answerId ?? 0),
    selectRevisions(ctx.db, objectType, objectId),
  ]);
  if (!question || (target.answerId && answer?.questionId !== question.id)) throw notFound();
  const tagRows = await tagsOfQuestion(ctx.db, question.id);
  const chosen = history.find((revision) => revision.id === revisionId);
  let snapshot: Snapshot = {};
  try {
    snapshot = chosen ? (JSON.parse(chosen.content) as Snapshot) : {};
  } catch {
    snapshot = {};
  }
  return {
    mode,
    question: { id: question.id, title: question.title, urlTitle: question.urlTitle },
    values: {
      title: snapshot.title ?? question.title,
      content: snapshot.content ?? (answer ? answer.originalText : question.originalText),
      tags: (snapshot.tags ?? tagRows.map((tag) => tag.slugName)).join(", "),
      // the form's one choice of jurisdiction: the city, else the province
      region: chosen ? snapshot.city || snapshot.province || "" : question.city || question.province,
    },
    regions: target.answerId ? [] : provincesWithCities(),
    regionRequired: ctx.settings.lawyer.jurisdiction_required,
    revisions: history.map((revision) => ({
      id: revision.id,
      createdAt: revision.createdAt,
      reason: revision.reason,
      userDisplayName: revision.userDisplayName,
    })),
    revisionId: chosen?.id ?? null,
  };
}
