// Creating, editing, deleting and undeleting tags (SPEC §4, §5, §6; REFERENCE.md privileges): staff or members with
// tag.add create; staff edit everything, members with tag.edit edit the description — at once from
// tag.edit_without_review, otherwise as a suggested edit awaiting review; only staff delete, and only tags without
// posts, and undelete; staff merge one tag into another.
import type { AppContext, CurrentUser } from "../context.server";
import { runBatch, runStatements } from "../db/client.server";
import { AppError, fieldError, notFound } from "../errors.server";
import { renderMarkdown } from "../markdown.server";
import { refreshReviewCounts } from "./review-counts.server";
import {
  countTagPosts,
  createTagStatements,
  mergeTagStatements,
  selectNewestTag,
  selectPendingTagRevision,
  selectTagsWithSynonyms,
  setSynonymsStatements,
  setTagStatus,
  suggestTagEditStatement,
  updateTagStatements,
} from "../models/tag-writes.server";
import { selectSynonyms, selectTagById, selectTagsBySlug, type TagRow } from "../models/tags.server";
import { isStaff, requireMember, requireStaff } from "./guards.server";
import { hasPrivilege, requirePrivilege } from "./permissions.server";
import { tagInfo, toSynonym, toTag } from "./tags.server";
import { TagStatus } from "~/lib/status";
import type { Tag, TagSynonym } from "~/lib/views/tags";

/** The tag the edit page edits: a live tag the member may edit, or not found. */
export async function tagToEdit(ctx: AppContext, id: number): Promise<{ tag: Tag; staff: boolean }> {
  const user = requireMember(ctx);
  const { found, actions } = await tagInfo(ctx, { id });
  if (found.kind === "deleted" || !actions.includes("edit")) throw notFound("error.tag.not_found");
  return { tag: found.tag, staff: isStaff(user) };
}

/** Whether the member may create tags (the create page, `permission?action=tag.add`). */
export function canCreateTags(ctx: AppContext, user: CurrentUser | null): boolean {
  return hasPrivilege(ctx, user, "tag.add");
}

async function slugIsFree(ctx: AppContext, slugName: string, exceptId = 0): Promise<boolean> {
  const [existing] = await selectTagsBySlug(ctx.db, [slugName]);
  return !existing || existing.id === exceptId;
}

export async function createTag(
  ctx: AppContext,
  input: { displayName: string; slugName: string; originalText: string },
): Promise<Tag> {
  const user = requirePrivilege(ctx, "tag.add");
  if (!(await slugIsFree(ctx, input.slugName))) throw fieldError("slug_name", "tag.slug_name.taken");
  const parsedText = input.originalText ? await renderMarkdown(input.originalText) : "";
  const [row] = await runBatch<TagRow>(
    ctx.db,
    createTagStatements(ctx.db, { ...input, parsedText, userId: user.id, now: ctx.now() }),
    selectNewestTag(ctx.db),
  );
  return toTag({ ...row!, followed: 0 }, ctx.settings.write);
}

/** A normal tag by id, else not found. */
async function normalTag(ctx: AppContext, tagId: number) {
  const [tag] = await selectTagById(ctx.db, tagId, ctx.user?.id ?? 0);
  if (!tag || tag.status !== TagStatus.normal) throw notFound("error.tag.not_found");
  return tag;
}

/**
 * Whether the member may edit a tag now, and how (revisions/edit/check): at once (staff, tag.edit_without_review),
 * as a suggestion (tag.edit), or not while another suggestion waits.
 */
export async function checkTagEdit(ctx: AppContext, tagId: number): Promise<{ waitForReview: boolean }> {
  const user = requireMember(ctx);
  const tag = await normalTag(ctx, tagId);
  if (isStaff(user) || hasPrivilege(ctx, user, "tag.edit_without_review")) return { waitForReview: false };
  requirePrivilege(ctx, "tag.edit");
  if ((await selectPendingTagRevision(ctx.db, tag.id)).length) throw new AppError(400, "error.revision.pending");
  return { waitForReview: true };
}

/** Edits a tag; answers whether the edit waits for review, and the tag's slug after it. */
export async function updateTag(
  ctx: AppContext,
  input: { tagId: number; displayName: string; slugName: string; originalText: string; editSummary: string },
): Promise<{ waitForReview: boolean; slugName: string }> {
  const user = requireMember(ctx);
  const tag = await normalTag(ctx, input.tagId);
  const staff = isStaff(user);
  if (!staff) requirePrivilege(ctx, "tag.edit");
  // only staff change names (SPEC §5: the fields are disabled for others); members edit the description
  const displayName = staff ? input.displayName : tag.displayName;
  const slugName = staff ? input.slugName : tag.slugName;
  if (!(await slugIsFree(ctx, slugName, tag.id))) throw fieldError("slug_name", "tag.slug_name.taken");
  const edit = {
    tagId: tag.id,
    userId: user.id,
    displayName,
    slugName,
    originalText: input.originalText,
    parsedText: input.originalText ? await renderMarkdown(input.originalText) : "",
    reason: input.editSummary,
    now: ctx.now(),
  };
  if (staff || hasPrivilege(ctx, user, "tag.edit_without_review")) {
    await runStatements(ctx.db, updateTagStatements(ctx.db, edit));
    return { waitForReview: false, slugName };
  }
  const [pending] = await selectPendingTagRevision(ctx.db, tag.id);
  if (pending) throw new AppError(400, "error.revision.pending");
  await suggestTagEditStatement(ctx.db, edit);
  await refreshReviewCounts(ctx.env);
  return { waitForReview: true, slugName };
}

/** Deletes a tag that no question carries (staff only). */
export async function deleteTag(ctx: AppContext, tagId: number): Promise<void> {
  requireStaff(ctx);
  const tag = await normalTag(ctx, tagId);
  const [posts] = await countTagPosts(ctx.db, tag.id);
  if ((posts?.n ?? 0) > 0) throw new AppError(400, "error.tag.has_posts");
  await setTagStatus(ctx.db, tag.id, TagStatus.deleted, ctx.now());
}

/** Restores a deleted tag (staff only). */
export async function undeleteTag(ctx: AppContext, tagId: number): Promise<void> {
  requireStaff(ctx);
  const [tag] = await selectTagById(ctx.db, tagId, 0);
  if (!tag) throw notFound("error.tag.not_found");
  if (tag.status !== TagStatus.deleted) throw new AppError(400, "error.tag.not_deleted");
  await setTagStatus(ctx.db, tag.id, TagStatus.normal, ctx.now());
}

/**
 * Makes the named tags exactly the synonyms of a tag (PUT tag/synonym; staff or tag.synonym): unknown names become new
 * tags; a tag with synonyms of its own, the tag itself and deleted tags are left out. Answers the synonyms.
 */
export async function setSynonyms(
  ctx: AppContext,
  input: { tagId: number; slugNames: string[] },
): Promise<TagSynonym[]> {
  const user = requirePrivilege(ctx, "tag.synonym");
  const main = await normalTag(ctx, input.tagId);
  if (main.mainTagId) throw new AppError(400, "error.tag.is_synonym");
  const wanted = [...new Set(input.slugNames.map((name) => name.trim().toLowerCase()).filter(Boolean))].filter(
    (slug) => slug !== main.slugName,
  );
  const now = ctx.now();
  const existing = await selectTagsBySlug(ctx.db, wanted);
  const missing = wanted.filter((slug) => !existing.some((tag) => tag.slugName === slug));
  const created = missing.flatMap((slug) =>
    createTagStatements(ctx.db, {
      displayName: slug,
      slugName: slug,
      originalText: "",
      parsedText: "",
      userId: user.id,
      now,
    }),
  );
  await runStatements(ctx.db, created);
  const tagsNow = await selectTagsBySlug(ctx.db, wanted);
  const withSynonyms = await selectTagsWithSynonyms(
    ctx.db,
    tagsNow.map((tag) => tag.id),
  );
  const hasSynonyms = new Set(withSynonyms.map((row) => row.id));
  const synonymIds = tagsNow
    .filter((tag) => tag.status === TagStatus.normal && !hasSynonyms.has(tag.id))
    .map((tag) => tag.id);
  const rows = await runBatch<{ id: number; slugName: string; displayName: string }>(
    ctx.db,
    setSynonymsStatements(ctx.db, main.id, synonymIds, now),
    selectSynonyms(ctx.db, { id: main.id }),
  );
  return rows.map(toSynonym);
}

/**
 * POST tag/merge (staff): the source tag and its synonyms become synonyms of the target, which takes in their
 * questions (lists and search follow synonyms) and their followers. The target must be a live main tag.
 */
export async function mergeTags(ctx: AppContext, input: { sourceId: number; targetId: number }): Promise<void> {
  requireStaff(ctx);
  if (input.sourceId === input.targetId) throw new AppError(400, "error.tag.merge_same");
  const [source, target] = await Promise.all([normalTag(ctx, input.sourceId), normalTag(ctx, input.targetId)]);
  if (target.mainTagId) throw new AppError(400, "error.tag.merge_into_synonym");
  await runStatements(ctx.db, mergeTagStatements(ctx.db, source.id, target.id, ctx.now()));
}
