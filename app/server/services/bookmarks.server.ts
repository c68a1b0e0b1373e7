// Bookmarks (SPEC §4, §7 collection/switch): a member keeps a question or an answer, or lets it go. The request says
// which state it wants, so a repeated request changes nothing; the post's count is recounted with the write.
import type { AppContext } from "../context.server";
import { runBatch } from "../db/client.server";
import { writeBookmarkStatements, type BookmarkObjectType } from "../models/bookmarks.server";
import { requireMember } from "./guards.server";
import { openPost } from "./post-targets.server";

export async function switchBookmark(
  ctx: AppContext,
  input: { objectType: BookmarkObjectType; objectId: number; bookmarked: boolean },
): Promise<{ object_collection_count: number }> {
  const user = requireMember(ctx);
  await openPost(ctx, input.objectType, input.objectId);
  const { write, recount } = writeBookmarkStatements(ctx.db, { ...input, userId: user.id }, ctx.now());
  const [row] = await runBatch<{ collectionCount: number }>(ctx.db, [write], recount);
  return { object_collection_count: row?.collectionCount ?? 0 };
}
