// Timelines of questions, answers and tags (SPEC §2, logged-in only): every activity with who and when, and for each
// revision the change from the revision before it, as an inline diff.
import { diffChars, diffLines } from "diff";
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import {
  selectActivities,
  selectAppliedRevisions,
  selectRevisionsById,
  selectVotesOfPost,
} from "../models/activities.server";
import { selectAnswer } from "../models/answers.server";
import { selectQuestion } from "../models/questions.server";
import { selectRevisions } from "../models/revisions.server";
import { selectTagById } from "../models/tags.server";
import { isOwnerOrStaff } from "./permissions.server";
import { jurisdictionNames } from "./jurisdiction.server";
import { isAdmin, isStaff, requireUser } from "./guards.server";
import { canSeeQuestion } from "./questions.server";
import { PostStatus, TagStatus } from "~/lib/status";
import type {
  DiffPart,
  PostTimeline,
  RevisionDiff,
  RevisionEntry,
  RevisionSide,
  RevisionSnapshot as Snapshot,
  TagTimeline,
} from "~/lib/views/timeline";

function snapshotOf(json: string): Snapshot {
  try {
    return JSON.parse(json) as Snapshot;
  } catch {
    return {};
  }
}

const parts = (changes: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] =>
  changes.map(({ value, added, removed }) => ({ value, ...(added ? { added } : {}), ...(removed ? { removed } : {}) }));

/** A question's jurisdiction in a snapshot, by name ("" for none). */
const regionText = (snapshot: Snapshot) =>
  jurisdictionNames({ province: snapshot.province ?? "", city: snapshot.city ?? "" }).join(" ");

/** What changed between two snapshots: title and tags character by character, the body line by line. */
export function revisionDiff(before: Snapshot, after: Snapshot): RevisionDiff {
  return {
    title: after.title !== undefined ? parts(diffChars(before.title ?? "", after.title)) : null,
    tags: after.tags !== undefined ? parts(diffChars((before.tags ?? []).join(", "), after.tags.join(", "))) : null,
    region:
      (after.province ?? "") !== (before.province ?? "") || (after.city ?? "") !== (before.city ?? "")
        ? parts(diffChars(regionText(before), regionText(after)))
        : null,
    // every line ends with a newline, so a changed last line shows as a line of its own
    content: parts(diffLines(`${before.content ?? ""}\n`, `${after.content ?? ""}\n`)),
  };
}

/**
 * The timeline of a question, or of one of its answers. With `showVotes`, staff also see the votes standing on the
 * post, who cast them and when (show_vote; votes are private to everyone else, and a cancelled vote leaves no row).
 * Who cast a downvote only administrators see (SPEC §6); moderators see the downvote without its voter.
 */
export async function postTimeline(
  ctx: AppContext,
  target: { questionId: number; answerId?: number },
  { showVotes = false }: { showVotes?: boolean } = {},
): Promise<PostTimeline> {
  const user = requireUser(ctx);
  const objectType = target.answerId ? "answer" : "question";
  const objectId = target.answerId ?? target.questionId;
  const votesShown = showVotes && isStaff(user);
  const [[question], [answer], activityRows, revisionRows, voteRows] = await ctx.db.batch([
    selectQuestion(ctx.db, target.questionId),
    selectAnswer(ctx.db, target.answerId ?? 0),
    selectActivities(ctx.db, objectType, objectId),
    selectAppliedRevisions(ctx.db, objectType, objectId),
    // no post has id 0: nothing when the votes are not shown
    selectVotesOfPost(ctx.db, objectType, votesShown ? objectId : 0),
  ]);
  if (!question || !canSeeQuestion(user, question)) throw notFound("error.question.not_found");
  if (target.answerId) {
    const visible =
      answer &&
      answer.questionId === question.id &&
      (answer.status === PostStatus.normal || isOwnerOrStaff(user, answer.userId));
    if (!visible) throw notFound("error.answer.not_found");
  }
  const diffs = new Map<number, RevisionDiff>();
  revisionRows.forEach((revision, index) => {
    const before = index > 0 ? snapshotOf(revisionRows[index - 1]!.content) : {};
    diffs.set(revision.id, revisionDiff(before, snapshotOf(revision.content)));
  });
  const reasons = new Map(revisionRows.map((revision) => [revision.id, revision.reason]));
  const activityItems = activityRows.map((row) => ({
    ...row,
    key: `activity-${row.id}`,
    reason: reasons.get(row.revisionId) ?? "",
    diff: diffs.get(row.revisionId) ?? null,
  }));
  const votersShown = isAdmin(user);
  const voteItems = voteRows.map((vote) => ({
    id: vote.id,
    key: `vote-${vote.id}`,
    type: vote.direction > 0 ? "upvote" : "downvote",
    revisionId: 0,
    comment: "",
    cancelled: false,
    cancelledAt: null,
    createdAt: vote.createdAt,
    user: vote.direction > 0 || votersShown ? vote.user : null,
    reason: "",
    diff: null,
  }));
  return {
    question: { id: question.id, title: question.title, urlTitle: question.urlTitle },
    answerId: target.answerId ?? null,
    votesShown,
    items: [...activityItems, ...voteItems].sort((a, b) => a.createdAt - b.createdAt),
  };
}

/** Two revisions of the same post side by side (activity/timeline/detail); the older is null when not asked for. */
export async function revisionPair(
  ctx: AppContext,
  newId: number,
  oldId: number,
): Promise<{ newer: RevisionSide; older: RevisionSide | null }> {
  const user = requireUser(ctx);
  const rows = await selectRevisionsById(ctx.db, [newId, oldId]);
  const newer = rows.find((row) => row.id === newId);
  const older = rows.find((row) => row.id === oldId);
  if (
    !newer ||
    (oldId && !older) ||
    (older && (older.objectType !== newer.objectType || older.objectId !== newer.objectId))
  )
    throw notFound();
  const questionId =
    newer.objectType === "question" ? newer.objectId : (await selectAnswer(ctx.db, newer.objectId))[0]?.questionId;
  const [question] = questionId ? await selectQuestion(ctx.db, questionId) : [];
  if (!question || !canSeeQuestion(user, question) || newer.objectType === "tag") throw notFound();
  const side = (row: NonNullable<typeof newer>): RevisionSide => ({
    id: row.id,
    snapshot: snapshotOf(row.content),
    reason: row.reason,
    createdAt: row.createdAt,
  });
  return { newer: side(newer), older: older ? side(older) : null };
}

/** The timeline of a post named by its type and id (API). */
export async function timelineOf(
  ctx: AppContext,
  objectType: "question" | "answer",
  objectId: number,
  options: { showVotes?: boolean } = {},
): Promise<PostTimeline> {
  if (objectType === "question") return postTimeline(ctx, { questionId: objectId }, options);
  requireUser(ctx);
  const [answer] = await selectAnswer(ctx.db, objectId);
  if (!answer) throw notFound("error.answer.not_found");
  return postTimeline(ctx, { questionId: answer.questionId, answerId: answer.id }, options);
}

/** The applied revisions of a post, newest first (GET revisions). */
export async function revisionList(
  ctx: AppContext,
  objectType: "question" | "answer" | "tag",
  objectId: number,
): Promise<RevisionEntry[]> {
  if (objectType === "tag") return tagRevisionList(ctx, objectId);
  const user = ctx.user;
  let questionId = objectId;
  if (objectType === "answer") {
    const [answer] = await selectAnswer(ctx.db, objectId);
    if (!answer || (answer.status !== PostStatus.normal && !isOwnerOrStaff(user, answer.userId)))
      throw notFound("error.answer.not_found");
    questionId = answer.questionId;
  }
  const [[question], rows] = await ctx.db.batch([
    selectQuestion(ctx.db, questionId),
    selectRevisions(ctx.db, objectType, objectId),
  ]);
  if (!question || !canSeeQuestion(user, question)) throw notFound("error.question.not_found");
  return rows.map((row) => {
    const snapshot = snapshotOf(row.content);
    return {
      id: row.id,
      createdAt: row.createdAt,
      reason: row.reason,
      user: { username: row.username, displayName: row.userDisplayName },
      title: snapshot.title ?? "",
      originalText: snapshot.content ?? "",
      tags: snapshot.tags ?? [],
    };
  });
}

/** The applied revisions of a tag, newest first: its display name as the title, its description as the body. */
async function tagRevisionList(ctx: AppContext, tagId: number): Promise<RevisionEntry[]> {
  const [[tag], rows] = await ctx.db.batch([selectTagById(ctx.db, tagId, 0), selectRevisions(ctx.db, "tag", tagId)]);
  if (!tag || (tag.status === TagStatus.deleted && !isStaff(ctx.user))) throw notFound("error.tag.not_found");
  return rows.map((row) => {
    const snapshot = snapshotOf(row.content) as { display_name?: string; slug_name?: string; original_text?: string };
    return {
      id: row.id,
      createdAt: row.createdAt,
      reason: row.reason,
      user: { username: row.username, displayName: row.userDisplayName },
      title: snapshot.display_name ?? "",
      originalText: snapshot.original_text ?? "",
      tags: [],
      tag: { slugName: snapshot.slug_name ?? "", displayName: snapshot.display_name ?? "" },
    };
  });
}

/** A tag's snapshot as the timeline compares it: its display name as the title, its description as the body. */
function tagSnapshotOf(json: string): Snapshot {
  const tag = snapshotOf(json) as { display_name?: string; original_text?: string };
  return { title: tag.display_name ?? "", content: tag.original_text ?? "" };
}

/** The timeline of a tag (tags/{id}/timeline, logged-in only): each applied revision, newest first, with its change. */
export async function tagTimeline(ctx: AppContext, tagId: number): Promise<TagTimeline> {
  requireUser(ctx);
  const [[tag], rows] = await ctx.db.batch([selectTagById(ctx.db, tagId, 0), selectRevisions(ctx.db, "tag", tagId)]);
  if (!tag) throw notFound("error.tag.not_found");
  const oldestFirst = [...rows].reverse();
  const items = oldestFirst.map((revision, index) => ({
    id: revision.id,
    createdAt: revision.createdAt,
    type: index === 0 ? "created" : "edited",
    user: { username: revision.username, displayName: revision.userDisplayName },
    reason: revision.reason,
    diff: revisionDiff(
      index > 0 ? tagSnapshotOf(oldestFirst[index - 1]!.content) : {},
      tagSnapshotOf(revision.content),
    ),
  }));
  return { tag: { id: tag.id, slugName: tag.slugName, displayName: tag.displayName }, items: items.reverse() };
}
