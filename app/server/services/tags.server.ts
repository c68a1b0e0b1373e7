// Tags (SPEC §2 tag routes, §3 Tag, §4): the tag list in three orders with a name filter, a tag's landing page with
// its questions in every list order, its information with synonyms, and the tags a member follows. Each page is one
// round of D1 queries.
import type { AppContext, CurrentUser } from "../context.server";
import { runBatch } from "../db/client.server";
import { notFound } from "../errors.server";
import { listQuestions } from "../models/question-lists.server";
import {
  selectFollowedTags,
  selectSynonyms,
  selectTagById,
  selectTagBySlug,
  selectTagPage,
  selectTagsBySlug,
} from "../models/tags.server";
import { writeFollowStatements } from "../models/follows.server";
import { isStaff, requireMember } from "./guards.server";
import { hasPrivilege } from "./permissions.server";
import { askedSince, presentQuestionList } from "./questions.server";
import { plainExcerpt } from "~/lib/format";
import { normalizeTagName } from "~/schemas/question";
import { TAG_EXCERPT_MAX, TAGS_PAGE_SIZE, QUESTIONS_PAGE_SIZE } from "~/lib/limits";
import type { QuestionOrder, TagOrder } from "~/lib/post-constants";
import { TagStatus } from "~/lib/status";
import type { Tag, TagAction, TagLookup, TagSynonym } from "~/lib/views/tags";

type TagFields = Awaited<ReturnType<typeof selectTagBySlug>>[number];
type ListedTag = Awaited<ReturnType<ReturnType<typeof selectTagPage>["list"]["execute"]>>[number];

/** The write settings' reserved and recommended tag names (SPEC §3 Tag reserved, recommend). */
type TagMarks = { reserved_tags: string[]; recommend_tags: string[] };

/** A tag as the pages show it; reserved and recommended come from the write settings, which name them. */
export function toTag(tag: ListedTag & { mainSlugName?: string | null }, marks: TagMarks): Tag {
  return {
    id: tag.id,
    slugName: tag.slugName,
    displayName: tag.displayName,
    excerpt: plainExcerpt(tag.originalText, TAG_EXCERPT_MAX),
    originalText: tag.originalText,
    parsedText: tag.parsedText,
    status: tag.status,
    mainSlugName: tag.mainSlugName ?? "",
    followed: tag.followed === 1,
    questionCount: tag.questionCount,
    followCount: tag.followCount,
    reserved: marks.reserved_tags.some((name) => normalizeTagName(name) === tag.slugName),
    recommended: marks.recommend_tags.some((name) => normalizeTagName(name) === tag.slugName),
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
  };
}

export function tagOrderFrom(value: string | null | undefined): TagOrder {
  return value === "name" || value === "newest" ? value : "popular";
}

/** The tag list (GET tags/page; the tags page): page size 20. */
export async function tagListPage(
  ctx: AppContext,
  query: { order: TagOrder; page: number; name: string; pageSize?: number },
) {
  const pageSize = query.pageSize ?? TAGS_PAGE_SIZE;
  const { list, total } = selectTagPage(ctx.db, { ...query, pageSize }, ctx.user?.id ?? 0);
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => toTag(row, ctx.settings.write)),
    page: query.page,
    pageSize,
    order: query.order,
  };
}

function lookup(row: TagFields | undefined, marks: TagMarks): TagLookup {
  if (!row) throw notFound("error.tag.not_found");
  if (row.status === TagStatus.deleted) return { kind: "deleted", tag: toTag(row, marks) };
  if (row.mainTagId && row.mainSlugName)
    return { kind: "synonym", tag: toTag(row, marks), mainSlugName: row.mainSlugName };
  return { kind: "tag", tag: toTag(row, marks) };
}

/** A tag's landing page: the tag, its synonyms and a page of its questions, in one round. */
export async function tagLanding(ctx: AppContext, slugName: string, query: { order: QuestionOrder; page: number }) {
  const reads = listQuestions(ctx.db, {
    order: query.order,
    page: query.page,
    pageSize: QUESTIONS_PAGE_SIZE,
    userId: ctx.user?.id ?? null,
    tagSlug: slugName,
    since: askedSince(ctx, query.order),
  });
  const [tagRows, synonyms, ...listed] = await ctx.db.batch([
    selectTagBySlug(ctx.db, slugName, ctx.user?.id ?? 0),
    selectSynonyms(ctx.db, { slugName }),
    ...reads,
  ]);
  const found = lookup(tagRows[0], ctx.settings.write);
  const questions = presentQuestionList(
    listed as never,
    { order: query.order, page: query.page, pageSize: QUESTIONS_PAGE_SIZE },
    ctx.now(),
  );
  return { found, synonyms: synonyms.map(toSynonym), questions };
}

/** A tag with its synonyms (GET tag; the tag's info page), named by slug or id, in one round. */
export async function tagInfo(ctx: AppContext, name: { slugName: string } | { id: number }) {
  const viewer = ctx.user?.id ?? 0;
  const [tagRows, synonyms] = await ctx.db.batch([
    "id" in name ? selectTagById(ctx.db, name.id, viewer) : selectTagBySlug(ctx.db, name.slugName, viewer),
    selectSynonyms(ctx.db, name),
  ]);
  const found = lookup(tagRows[0], ctx.settings.write);
  return {
    found,
    synonyms: synonyms.map(toSynonym),
    actions: tagActions(ctx, ctx.user, found.tag),
    synonymActions: synonymActions(ctx, ctx.user, found.tag),
  };
}

/** Whether the member may set a tag's synonyms (a live main tag; staff or tag.synonym): its one action, edit. */
function synonymActions(ctx: AppContext, user: CurrentUser | null, tag: Tag): TagAction[] {
  if (!user || tag.status !== TagStatus.normal || tag.mainSlugName) return [];
  return isStaff(user) || hasPrivilege(ctx, user, "tag.synonym") ? ["edit"] : [];
}

/** The tag a search names alone (`[name]`), for the card above its results; null when there is no such live tag. */
export async function searchedTag(ctx: AppContext, slugName: string): Promise<Tag | null> {
  const [row] = await selectTagBySlug(ctx.db, slugName, ctx.user?.id ?? 0);
  if (!row || row.status === TagStatus.deleted) return null;
  return toTag(row, ctx.settings.write);
}

/** What the member may do with a tag (SPEC §3 Tag member_actions). */
export function tagActions(ctx: AppContext, user: CurrentUser | null, tag: { status: number }): TagAction[] {
  if (!user) return [];
  if (tag.status === TagStatus.deleted) return isStaff(user) ? ["undelete"] : [];
  const actions: TagAction[] = [];
  if (isStaff(user) || hasPrivilege(ctx, user, "tag.edit")) actions.push("edit");
  if (isStaff(user)) actions.push("delete");
  return actions;
}

export function toSynonym(tag: { id: number; slugName: string; displayName: string }): TagSynonym {
  return { id: tag.id, slugName: tag.slugName, displayName: tag.displayName };
}

/** The tags the member follows (GET tags/following). */
export async function followedTags(ctx: AppContext): Promise<Tag[]> {
  const user = requireMember(ctx);
  return (await selectFollowedTags(ctx.db, user.id)).map((row) => toTag(row, ctx.settings.write));
}

/**
 * Makes the member follow exactly these tags (PUT follow/tags): unknown and deleted names are ignored; each changed
 * tag's count is recounted in the same batch.
 */
export async function setFollowedTags(ctx: AppContext, slugNames: string[]): Promise<Tag[]> {
  const user = requireMember(ctx);
  const [wanted, current] = await ctx.db.batch([
    selectTagsBySlug(ctx.db, [...new Set(slugNames)]),
    selectFollowedTags(ctx.db, user.id),
  ]);
  const wantedIds = new Set(wanted.filter((tag) => tag.status === TagStatus.normal).map((tag) => tag.id));
  const currentIds = new Set(current.map((tag) => tag.id));
  const changes = [
    ...[...wantedIds].filter((id) => !currentIds.has(id)).map((id) => ({ id, following: true })),
    ...[...currentIds].filter((id) => !wantedIds.has(id)).map((id) => ({ id, following: false })),
  ];
  const now = ctx.now();
  const statements = changes.flatMap(({ id, following }) => {
    const { write, recount } = writeFollowStatements(
      ctx.db,
      { userId: user.id, objectType: "tag", objectId: id, following },
      now,
    );
    return [write, recount];
  });
  const rows = await runBatch<ListedTag>(ctx.db, statements, selectFollowedTags(ctx.db, user.id));
  return rows.map((row) => toTag(row, ctx.settings.write));
}
