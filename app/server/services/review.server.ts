// The review queue of suggested edits (SPEC §2 review page, §7 revisions/unreviewed, revisions/audit, reviewing/type;
// REFERENCE.md review flow 1): members holding a kind's audit privilege (and staff) see the suggestions waiting, oldest
// first and never their own, and approve (the edit is applied as its editor's, who gains +2) or reject them.
import type { AppContext, CurrentUser } from "../context.server";
import { forbidden, notFound } from "../errors.server";
import { newEvent, type DomainEvent } from "../events.server";
import { runStatements } from "../db/client.server";
import { renderMarkdown } from "../markdown.server";
import { selectAnswer } from "../models/answers.server";
import { selectQuestion } from "../models/questions.server";
import {
  reopenRevisionStatement,
  selectPendingRevisionById,
  selectUnreviewed,
  settleRevisionStatement,
  type UnreviewedRow,
} from "../models/review.server";
import { selectTagById } from "../models/tags.server";
import { updateTagStatements } from "../models/tag-writes.server";
import { resolveTags } from "./ask.server";
import { isLawyerVerifier, isStaff, requireMember } from "./guards.server";
import { countFlaggedPosts } from "../models/reports.server";
import { countQueuedPosts } from "../models/queued-posts.server";
import { countPendingLawyers } from "../models/lawyers.server";
import { requirePrivilege } from "./permissions.server";
import { applyAnswerEdit, applyQuestionEdit } from "./post-edit.server";
import { refreshReviewCounts, reviewableTypes } from "./review-counts.server";
import { revisionDiff } from "./timeline.server";
import { urlTitleOf } from "../url-titles.server";
import { PostStatus, QuestionStatus, RevisionStatus, TagStatus } from "~/lib/status";
import type { ReviewObjectType, ReviewOperation } from "~/lib/review";
import type { ReviewQueue, SuggestedContent, UnreviewedItem } from "~/lib/views/review";
import type { RevisionSnapshot } from "~/lib/views/timeline";

/** What a suggested edit holds: a question's title, body and tags; an answer's body; a tag's description. */
type Suggestion = RevisionSnapshot & { original_text?: string };

function suggestionOf(json: string): Suggestion {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" ? (parsed as Suggestion) : {};
  } catch {
    return {};
  }
}

/** A reviewer: a member who may review at least one kind of suggested edit (else the 403 naming the lowest rank). */
function requireReviewer(ctx: AppContext): { user: CurrentUser; types: ReviewObjectType[] } {
  const user = requireMember(ctx);
  const types = reviewableTypes(ctx, user);
  if (!types.length) requirePrivilege(ctx, "question.audit");
  return { user, types };
}

/** The suggested edits waiting for this reviewer: one page of them, and how many in all. */
function unreviewedFor(ctx: AppContext, page: { page: number; pageSize: number }) {
  const { user, types } = requireReviewer(ctx);
  return selectUnreviewed(
    ctx.db,
    { types, reviewerId: user.id },
    { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
  );
}

/** The suggested edits waiting for this reviewer, one page of them (the review page shows one at a time). */
export async function unreviewedPage(
  ctx: AppContext,
  page: { page: number; pageSize: number },
): Promise<{ count: number; list: UnreviewedItem[] }> {
  const { list, total } = unreviewedFor(ctx, page);
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return { count: counted?.total ?? 0, list: rows.map(toUnreviewedItem) };
}

/** The object as it stands and the suggestion for it (SPEC §3 review item). */
export function toUnreviewedItem(row: UnreviewedRow): UnreviewedItem {
  const suggestion = suggestionOf(row.content);
  const tag = row.objectType === "tag";
  const current = tag
    ? { title: row.tagDisplayName, urlTitle: "", content: row.tagText, tags: [] as string[] }
    : {
        title: row.questionTitle,
        urlTitle: row.questionUrlTitle,
        content: row.objectType === "answer" ? row.answerText : row.questionText,
        tags: row.questionTags ? row.questionTags.split(",") : [],
      };
  const suggested: SuggestedContent = tag
    ? { content: suggestion.original_text ?? "" }
    : row.objectType === "answer"
      ? { content: suggestion.content ?? "" }
      : { title: suggestion.title ?? "", content: suggestion.content ?? "", tags: suggestion.tags ?? [] };
  return {
    id: row.id,
    type: row.objectType,
    objectId: row.objectId,
    questionId: row.questionId || 0,
    current: {
      ...current,
      slugName: row.tagSlugName,
      status: tag ? row.tagStatus : row.objectType === "answer" ? row.answerStatus : row.questionStatus,
      author: row.author.id ? row.author : null,
    },
    suggested,
    reason: row.reason,
    editor: row.editor,
    createdAt: row.createdAt,
  };
}

/** What approving would change (the review page's view): title and tags by character, the body by line. */
export function suggestionDiff(item: UnreviewedItem) {
  return item.type === "question"
    ? revisionDiff(item.current, item.suggested)
    : revisionDiff({ content: item.current.content }, { content: item.suggested.content });
}

/**
 * reviewing/type: the review page's queues with what waits in each for this reviewer (SPEC §3 review type): the
 * held and flagged posts for staff, and the suggested edits of the kinds the reviewer may audit.
 */
export async function reviewTypes(ctx: AppContext): Promise<ReviewQueue[]> {
  const edits = unreviewedFor(ctx, { page: 1, pageSize: 1 }).total;
  if (!isStaff(ctx.user)) {
    const [counted] = await edits;
    return [{ name: "suggested_post_edit", todoAmount: counted?.total ?? 0 }];
  }
  const [[queued], [flagged], [suggested], [lawyers]] = await ctx.db.batch([
    countQueuedPosts(ctx.db),
    countFlaggedPosts(ctx.db),
    edits,
    countPendingLawyers(ctx.db),
  ]);
  return [
    { name: "queued_post", todoAmount: queued?.total ?? 0 },
    { name: "flagged_post", todoAmount: flagged?.total ?? 0 },
    { name: "suggested_post_edit", todoAmount: suggested?.total ?? 0 },
    ...(isLawyerVerifier(ctx, ctx.user)
      ? [{ name: "lawyer_verification" as const, todoAmount: lawyers?.total ?? 0 }]
      : []),
  ];
}

/** Approves or rejects a suggested edit; a reviewer never settles their own, and one already settled is gone (404). */
export async function auditRevision(ctx: AppContext, input: { id: number; operation: ReviewOperation }): Promise<void> {
  requireMember(ctx);
  const [revision] = await selectPendingRevisionById(ctx.db, input.id);
  if (!revision) throw notFound("error.revision.not_found");
  const user = requirePrivilege(ctx, `${revision.objectType}.audit`);
  if (revision.userId === user.id) throw forbidden();
  const now = ctx.now();
  if (input.operation === "reject") {
    const [settled] = await settleRevisionStatement(
      ctx.db,
      { id: revision.id, status: RevisionStatus.rejected },
      user.id,
      now,
    );
    if (!settled) throw notFound("error.revision.not_found");
  } else {
    await approve(ctx, user, revision);
  }
  await refreshReviewCounts(ctx.env);
}

type PendingRevision = Awaited<ReturnType<typeof selectPendingRevisionById>>[number];

/**
 * Applies the suggestion as its editor's edit. The suggestion is settled first, so that of two reviewers approving at
 * once only one applies it; should applying fail, it goes back to the queue and nothing else has changed. The events
 * (the author told, the editor's +2) go out only after that.
 */
async function approve(ctx: AppContext, reviewer: CurrentUser, revision: PendingRevision): Promise<void> {
  const apply = await approvalOf(ctx, reviewer, revision);
  const [settled] = await settleRevisionStatement(
    ctx.db,
    { id: revision.id, status: RevisionStatus.approved },
    reviewer.id,
    ctx.now(),
  );
  if (!settled) throw notFound("error.revision.not_found");
  let applied: Applied;
  try {
    applied = await apply();
  } catch (error) {
    await reopenRevisionStatement(ctx.db, revision.id);
    throw error;
  }
  await ctx.emit(
    ...applied.events,
    newEvent({
      type: "revision.approved",
      revisionId: revision.id,
      objectType: revision.objectType,
      objectId: revision.objectId,
      questionId: applied.questionId,
      editorId: revision.userId,
      reviewerId: reviewer.id,
      at: ctx.now(),
    }),
  );
}

/** What applying a suggestion wrote about: the question of the edit (0 for a tag), and the events it calls for. */
type Applied = { questionId: number; events: DomainEvent[] };

/**
 * Checks that the suggestion can still be applied (its object is there, its tags can be used) and answers the step
 * that applies it. The step only writes: its events are sent once the approval is final.
 */
async function approvalOf(
  ctx: AppContext,
  reviewer: CurrentUser,
  revision: PendingRevision,
): Promise<() => Promise<Applied>> {
  const suggestion = suggestionOf(revision.content);
  const edit = {
    editorId: revision.userId,
    editSummary: revision.reason,
    approvedRevisionId: revision.id,
  };
  if (revision.objectType === "tag") {
    const [tag] = await selectTagById(ctx.db, revision.objectId, 0);
    if (!tag || tag.status !== TagStatus.normal) throw notFound("error.tag.not_found");
    const originalText = suggestion.original_text ?? "";
    const parsedText = originalText ? await renderMarkdown(originalText) : "";
    return async () => {
      // members suggest a tag's description only: its names stay as they are now
      await runStatements(
        ctx.db,
        updateTagStatements(ctx.db, {
          tagId: tag.id,
          userId: revision.userId,
          displayName: tag.displayName,
          slugName: tag.slugName,
          originalText,
          parsedText,
          reason: revision.reason,
          now: ctx.now(),
          approvedRevisionId: revision.id,
        }),
      );
      return { questionId: 0, events: [] };
    };
  }
  if (revision.objectType === "answer") {
    const [answer] = await selectAnswer(ctx.db, revision.objectId);
    if (!answer || answer.status === PostStatus.deleted) throw notFound("error.answer.not_found");
    return async () => {
      const told = await applyAnswerEdit(ctx, answer, { ...edit, content: suggestion.content ?? answer.originalText });
      return { questionId: answer.questionId, events: [told] };
    };
  }
  const [question] = await selectQuestion(ctx.db, revision.objectId);
  if (!question || question.status === QuestionStatus.deleted) throw notFound("error.question.not_found");
  const tags = await resolveTags(ctx, reviewer, suggestion.tags ?? []);
  const title = suggestion.title ?? question.title;
  return async () => {
    const told = await applyQuestionEdit(ctx, question, {
      ...edit,
      title,
      urlTitle: urlTitleOf(title),
      content: suggestion.content ?? question.originalText,
      tags,
      // a suggestion made before questions had a jurisdiction leaves it as it is
      place:
        suggestion.province !== undefined
          ? { province: suggestion.province, city: suggestion.city ?? "" }
          : { province: question.province, city: question.city },
    });
    return { questionId: question.id, events: [told] };
  };
}
