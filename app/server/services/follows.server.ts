// Following questions and tags (SPEC §4, §7 follow): the request says whether the member follows from now on, so a
// repeated request changes nothing; the followed object's count is recounted with the write.
import type { AppContext } from "../context.server";
import { runBatch } from "../db/client.server";
import { notFound } from "../errors.server";
import { selectFollowable, writeFollowStatements, type FollowObjectType } from "../models/follows.server";
import { requireMember } from "./guards.server";

export async function follow(
  ctx: AppContext,
  input: { objectType: FollowObjectType; objectId: number; following: boolean },
): Promise<{ follows: number; is_followed: boolean }> {
  const user = requireMember(ctx);
  const [followable] = await selectFollowable(ctx.db, input.objectType, input.objectId);
  if (!followable) {
    throw notFound(input.objectType === "tag" ? "error.tag.not_found" : "error.question.not_found");
  }
  const { write, recount } = writeFollowStatements(ctx.db, { ...input, userId: user.id }, ctx.now());
  const [row] = await runBatch<{ followCount: number }>(ctx.db, [write], recount);
  return { follows: row?.followCount ?? 0, is_followed: input.following };
}
