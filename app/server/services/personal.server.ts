// A member's lists for the profile tabs (SPEC §7 personal/rank/page, personal/collection/page): the reputation
// ledger of any member (public, as on every Q&A site), and one's own bookmarks (private).
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectBookmarkPage, selectReputationPage } from "../models/personal.server";
import { getUserByUsername } from "../models/users.server";
import { requireUser } from "./guards.server";
import { urlTitle } from "~/lib/permalink";
import { UserStatus } from "~/lib/status";

type Page = { page: number; pageSize: number };
const window = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export async function reputationPage(ctx: AppContext, username: string, page: Page) {
  const user = await getUserByUsername(ctx.db, username);
  if (!user || user.status === UserStatus.deleted) throw notFound("error.user.not_found");
  const { list, total } = selectReputationPage(ctx.db, user.id, window(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      object_id: String(row.objectId),
      object_type: row.objectType,
      question_id: row.questionId ? String(row.questionId) : "0",
      answer_id: row.objectType === "answer" ? String(row.objectId) : "0",
      title: row.title ?? "",
      url_title: row.title ? urlTitle(row.title) : "",
      rank_type: row.reason,
      reputation: row.delta,
      created_at: row.createdAt,
    })),
  };
}

export async function bookmarkPage(ctx: AppContext, page: Page) {
  const user = requireUser(ctx);
  const { list, total } = selectBookmarkPage(ctx.db, user.id, window(page));
  const [rows, [counted]] = await ctx.db.batch([list, total]);
  return {
    count: counted?.total ?? 0,
    list: rows.map((row) => ({
      object_type: row.objectType,
      object_id: String(row.objectId),
      question_id: String(row.questionId),
      answer_id: row.objectType === "answer" ? String(row.objectId) : "0",
      title: row.title,
      url_title: urlTitle(row.title),
      excerpt: row.excerpt,
      vote_count: row.voteCount,
      answer_count: row.answerCount,
      view_count: row.viewCount,
      accepted: row.accepted !== 0,
      tags: JSON.parse(row.tags || "[]") as { slug_name: string; display_name: string }[],
      bookmarked_at: row.bookmarkedAt,
    })),
  };
}
