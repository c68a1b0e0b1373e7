// A member's lists for the profile tabs (SPEC §7 personal/rank/page, personal/collection/page): the reputation
// ledger of any member (public, as on every Q&A site), and one's own bookmarks (private).
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectBookmarkPage, selectReputationPage } from "../models/personal.server";
import { getUserByUsername } from "../models/users.server";
import { requireUser } from "./guards.server";
import { UserStatus } from "~/lib/status";
import type { BookmarkEntry, ReputationEntry } from "~/lib/views/personal";

type Page = { page: number; pageSize: number };
const window = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** A member's reputation ledger, newest first, one page of it and how long it is. */
export async function reputationPage(
  ctx: AppContext,
  username: string,
  page: Page,
): Promise<{ count: number; list: ReputationEntry[] }> {
  const user = await getUserByUsername(ctx.db, username);
  if (!user || user.status === UserStatus.deleted) throw notFound("error.user.not_found");
  const { list, total } = selectReputationPage(ctx.db, user.id, window(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      objectId: row.objectId,
      objectType: row.objectType,
      questionId: row.questionId || 0,
      answerId: row.objectType === "answer" ? row.objectId : 0,
      title: row.title ?? "",
      reason: row.reason,
      delta: row.delta,
      createdAt: row.createdAt,
    })),
  };
}

/** The member's own bookmarks of visible posts, newest first, one page of them and how many. */
export async function bookmarkPage(ctx: AppContext, page: Page): Promise<{ count: number; list: BookmarkEntry[] }> {
  const user = requireUser(ctx);
  const { list, total } = selectBookmarkPage(ctx.db, user.id, window(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      objectType: row.objectType,
      objectId: row.objectId,
      questionId: row.questionId,
      answerId: row.objectType === "answer" ? row.objectId : 0,
      title: row.title,
      excerpt: row.excerpt,
      voteCount: row.voteCount,
      answerCount: row.answerCount,
      viewCount: row.viewCount,
      accepted: row.accepted !== 0,
      tags: (JSON.parse(row.tags || "[]") as { slug_name: string; display_name: string }[]).map((tag) => ({
        slugName: tag.slug_name,
        displayName: tag.display_name,
      })),
      bookmarkedAt: row.bookmarkedAt,
    })),
  };
}
