// Asking a question (SPEC §2 ask, §5): tags resolved against the site's tags and write settings, the body rendered,
// and the question, its tags, counters, revision and timeline entry written in one batch.
import type * as v from "valibot";
import { newEvent } from "../events.server";
import type { AppContext, CurrentUser } from "../context.server";
import { AppError, fieldError } from "../errors.server";
import { createAnswerStatements } from "../models/answers.server";
import { createQuestionStatements, newestQuestionId, selectNewestPostIds } from "../models/question-writes.server";
import { runBatch } from "../db/client.server";
import { selectTagsById, selectTagsBySlug } from "../models/tags.server";
import { questionDetail } from "./question-detail.server";
import type { QuestionDetail } from "~/lib/views/question-detail";
import { isStaff } from "./guards.server";
import { hasPrivilege, requirePrivilege } from "./permissions.server";
import { preparePostContent } from "./post-content.server";
import { throttle } from "./throttle.server";
import { checkedJurisdiction } from "./jurisdiction.server";
import { reviewNewPost, storedReason } from "./post-review.server";
import { refreshReviewCounts } from "./review-counts.server";
import { holdNewPostStatements } from "../models/queued-posts.server";
import { urlTitleOf } from "../url-titles.server";
import type { QuestionSchema } from "~/schemas/question";
import { normalizeTagName } from "~/schemas/question";
import { TagStatus } from "~/lib/status";

export const QUESTIONS_PER_HOUR = 20;

export type ResolvedTags = {
  tagIds: number[];
  tagSlugs: string[];
  newTags: { slugName: string; displayName: string }[];
};

/**
 * Turns the names a member chose into tags: synonyms become their main tag, reserved tags are for staff, unknown
 * names become new tags only with the tag.add privilege, and the write settings' required recommended tag applies.
 */
export async function resolveTags(ctx: AppContext, user: CurrentUser, names: string[]): Promise<ResolvedTags> {
  const found = await selectTagsBySlug(ctx.db, names);
  const bySlug = new Map(found.map((tag) => [tag.slugName, tag]));
  const mainIds = found.filter((tag) => tag.mainTagId).map((tag) => tag.mainTagId);
  const mains = new Map((await (mainIds.length ? selectTagsById(ctx.db, mainIds) : [])).map((tag) => [tag.id, tag]));
  const write = ctx.settings.write;
  const reserved = new Set(write.reserved_tags.map(normalizeTagName));
  const staff = isStaff(user);

  const result: ResolvedTags = { tagIds: [], tagSlugs: [], newTags: [] };
  for (const name of names) {
    let tag = bySlug.get(name);
    if (tag?.mainTagId) tag = mains.get(tag.mainTagId);
    if (tag && tag.status !== TagStatus.normal)
      throw new AppError(400, "question.tags.deleted", {
        fields: [{ error_field: "tags", error_msg: "question.tags.deleted" }],
        params: { name },
      });
    const slug = tag?.slugName ?? name;
    if ((reserved.has(slug) || tag?.reserved) && !staff) {
      throw new AppError(400, "question.tags.reserved", {
        fields: [{ error_field: "tags", error_msg: "question.tags.reserved" }],
        params: { name: slug },
      });
    }
    if (result.tagSlugs.includes(slug)) continue;
    if (tag) result.tagIds.push(tag.id);
    else {
      if (!hasPrivilege(ctx, user, "tag.add")) throw fieldError("tags", "question.tags.no_permission");
      result.newTags.push({ slugName: slug, displayName: name });
    }
    result.tagSlugs.push(slug);
  }
  if (write.required_tag && write.recommend_tags.length) {
    const recommended = new Set(write.recommend_tags.map(normalizeTagName));
    if (!result.tagSlugs.some((slug) => recommended.has(slug)))
      throw fieldError("tags", "question.tags.required_recommend");
  }
  return result;
}

/** Asks a question, optionally with the asker's own answer; answers the new ids and the question's URL title. */
export async function askQuestion(
  ctx: AppContext,
  input: v.InferOutput<typeof QuestionSchema>,
  answerContent?: string,
): Promise<{ questionId: number; answerId: number | null; urlTitle: string }> {
  const user = requirePrivilege(ctx, "question.add");
  if (answerContent !== undefined) requirePrivilege(ctx, "answer.add");
  await throttle(ctx, `question:user:${user.id}`, QUESTIONS_PER_HOUR, 3600);
  const [resolved, question, answer] = await Promise.all([
    resolveTags(ctx, user, input.tags),
    preparePostContent(ctx, input.content),
    answerContent === undefined ? null : preparePostContent(ctx, answerContent),
  ]);
  const place = checkedJurisdiction(ctx, input);
  const now = ctx.now();
  const urlTitle = urlTitleOf(input.title);
  const verdict = await reviewNewPost(ctx, {
    kind: "question",
    title: input.title,
    text: input.content,
    tags: resolved.tagSlugs,
    author: user,
  });
  const statements = [
    ...createQuestionStatements(ctx.db, {
      userId: user.id,
      title: input.title,
      urlTitle,
      originalText: input.content,
      parsedText: question.parsedText,
      ...resolved,
      linkedQuestionIds: question.linkedQuestionIds,
      ...place,
      editSummary: input.edit_summary ?? "",
      now,
    }),
    ...(answer && answerContent !== undefined
      ? createAnswerStatements(ctx.db, {
          questionId: newestQuestionId(),
          userId: user.id,
          originalText: answerContent,
          parsedText: answer.parsedText,
          editSummary: "",
          now,
        })
      : []),
    ...(verdict.hold
      ? holdNewPostStatements(ctx.db, {
          kind: "question",
          userId: user.id,
          questionId: newestQuestionId(),
          reason: storedReason(verdict.reason),
          now,
        })
      : []),
  ];
  const [ids] = await runBatch<{ question: number; answer: number | null }>(
    ctx.db,
    statements,
    selectNewestPostIds(ctx.db),
  );
  const questionId = ids!.question;
  if (verdict.hold) {
    // it waits for a moderator: the question is posted, and its events go out, once approved
    await refreshReviewCounts(ctx.env);
    return { questionId, answerId: answer ? ids!.answer : null, urlTitle };
  }
  // members who asked for new questions are mailed (new tags have no followers yet)
  await ctx.emit(newEvent({ type: "question.created", questionId, userId: user.id, tagIds: resolved.tagIds, at: now }));
  return { questionId, answerId: answer ? ids!.answer : null, urlTitle };
}

/** POST question and question/answer: asks, and answers with the question as the API shows it. */
export async function askAndRead(
  ctx: AppContext,
  input: v.InferOutput<typeof QuestionSchema>,
  answerContent?: string,
): Promise<QuestionDetail> {
  const { questionId } = await askQuestion(ctx, input, answerContent);
  return questionDetail(ctx, questionId);
}
