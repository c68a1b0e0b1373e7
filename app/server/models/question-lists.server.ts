// The question lists in every order (the list, a tag's page, the linked list, recommendations) and the hot card's
// candidates: statements to batch with the rest of a page's reads.
import { and, count, desc, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { sqlConstant, type Db } from "../db/client.server";
import { readTemplate, slot } from "../db/templates.server";
import { answers, follows, questionTags, questions, tags, users } from "../db/schema";
import { linkedWith, listedQuestion, tagsOfQuestions, userColumns } from "./questions.server";
import type { QuestionOrder } from "~/lib/post-constants";
import { HOT_CANDIDATES } from "~/lib/limits";
import { PostStatus } from "~/lib/status";

const author = alias(users, "author");
/** The votes on a question's answers, which the hot score counts. */
const answerVotes = () =>
  sql<number>`(SELECT COALESCE(SUM(${answers.voteCount}), 0) FROM ${answers}
  WHERE ${answers.questionId} = ${questions.id} AND ${answers.status} = ${sqlConstant(PostStatus.normal)})`
    .mapWith(Number)
    .as("answer_votes");
const lastAnswer = alias(answers, "last_answer");
const lastAnswerer = alias(users, "last_answerer");
const lastEditor = alias(users, "last_editor");

export type ListQuery = {
  order: QuestionOrder;
  page: number;
  pageSize: number;
  userId: number | null;
  tagId?: number;
  /** Only questions with the tag of this slug name (a tag page, in the same round as the tag itself). */
  tagSlug?: string;
  /** Only questions linked with this one, in either direction (the linked list). */
  linkedTo?: number;
  /** Only questions asked after this time (Unix seconds). */
  since?: number;
  /** Only questions of this jurisdiction: a province's code, or a city's. */
  region?: string;
};
/** What shapes a list's SQL: the order and which filter applies (the values are bound: `listValues`). */
type ListShape = {
  order: QuestionOrder;
  tag: "id" | "slug" | null;
  linked: boolean;
  /** the recommend order for a member: questions in the tags they follow */
  followed: boolean;
  since: boolean;
  region: "province" | "city" | null;
};

function listShape(query: ListQuery): ListShape {
  return {
    order: query.order,
    tag: query.tagId !== undefined ? "id" : query.tagSlug !== undefined ? "slug" : null,
    linked: query.linkedTo !== undefined,
    followed: query.order === "recommend" && query.userId !== null,
    since: query.since !== undefined,
    region: query.region ? (query.region.endsWith("0000") ? "province" : "city") : null,
  };
}

function listValues(query: ListQuery) {
  // the hot order reads all its candidates; the score that ranks them is computed on them (presentQuestionList)
  const hot = query.order === "hot";
  return {
    tagId: query.tagId ?? 0,
    tagSlug: query.tagSlug ?? "",
    linkedTo: query.linkedTo ?? 0,
    userId: query.userId ?? 0,
    since: query.since ?? 0,
    region: query.region ?? "",
    limit: hot ? HOT_CANDIDATES : query.pageSize,
    offset: hot ? 0 : (query.page - 1) * query.pageSize,
  };
}

function listWhere(shape: ListShape, db: Db): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedQuestion];
  if (shape.order === "unanswered") conditions.push(eq(questions.answerCount, 0));
  if (shape.tag === "id") {
    // the tag and its synonyms, as by slug below
    const tagIds = db
      .select({ id: tags.id })
      .from(tags)
      .where(or(eq(tags.id, slot("tagId")), eq(tags.mainTagId, slot("tagId"))));
    conditions.push(
      inArray(
        questions.id,
        db.select({ id: questionTags.questionId }).from(questionTags).where(inArray(questionTags.tagId, tagIds)),
      ),
    );
  }
  if (shape.tag === "slug") {
    // the tag and its synonyms: questions tagged with a synonym belong to the main tag's page too
    const named = db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.slugName, slot("tagSlug")));
    const tagIds = db
      .select({ id: tags.id })
      .from(tags)
      .where(or(eq(tags.slugName, slot("tagSlug")), inArray(tags.mainTagId, named)));
    conditions.push(
      inArray(
        questions.id,
        db.select({ id: questionTags.questionId }).from(questionTags).where(inArray(questionTags.tagId, tagIds)),
      ),
    );
  }
  if (shape.linked) conditions.push(linkedWith(db, slot("linkedTo")));
  if (shape.since) conditions.push(gt(questions.createdAt, slot("since")));
  if (shape.region === "province") conditions.push(eq(questions.province, slot("region")));
  if (shape.region === "city") conditions.push(eq(questions.city, slot("region")));
  if (shape.followed) {
    const followedTags = db
      .select({ id: follows.objectId })
      .from(follows)
      .where(and(eq(follows.userId, slot("userId")), eq(follows.objectType, "tag")));
    conditions.push(
      inArray(
        questions.id,
        db.select({ id: questionTags.questionId }).from(questionTags).where(inArray(questionTags.tagId, followedTags)),
      ),
    );
  }
  return and(...conditions);
}

function listOrder(order: QuestionOrder): SQL[] {
  switch (order) {
    case "active":
      return [desc(questions.pin), desc(questions.activeAt), desc(questions.id)];
    case "score":
      return [desc(questions.pin), desc(questions.voteCount), desc(questions.createdAt), desc(questions.id)];
    case "hot":
      return [desc(questions.viewCount), desc(questions.id)];
    case "frequent":
      return [desc(questions.linkedCount), desc(questions.createdAt), desc(questions.id)];
    case "unanswered":
    case "recommend":
      return [desc(questions.createdAt), desc(questions.id)];
    case "newest":
      return [desc(questions.pin), desc(questions.createdAt), desc(questions.id)];
  }
}

const listTotal = readTemplate((db, shape: ListShape) =>
  db.select({ total: count() }).from(questions).where(listWhere(shape, db)),
);

const listRows = readTemplate((db, shape: ListShape) =>
  db
    .select({
      id: questions.id,
      title: questions.title,
      urlTitle: questions.urlTitle,
      status: questions.status,
      pin: questions.pin,
      voteCount: questions.voteCount,
      answerCount: questions.answerCount,
      viewCount: questions.viewCount,
      acceptedAnswerId: questions.acceptedAnswerId,
      createdAt: questions.createdAt,
      editedAt: questions.editedAt,
      activeAt: questions.activeAt,
      parsedText: questions.parsedText,
      province: questions.province,
      city: questions.city,
      author: userColumns(author, "author"),
      lastAnswerAt: sql<number | null>`${lastAnswer.createdAt}`.as("last_answer_at"),
      lastAnswerer: userColumns(lastAnswerer, "last_answerer"),
      lastEditor: userColumns(lastEditor, "last_editor"),
      // only the hot order ranks by the votes on answers
      ...(shape.order === "hot" ? { answerVotes: answerVotes() } : {}),
    })
    .from(questions)
    .innerJoin(author, eq(author.id, questions.userId))
    .leftJoin(lastAnswer, and(eq(lastAnswer.id, questions.lastAnswerId), eq(lastAnswer.status, PostStatus.normal)))
    .leftJoin(lastAnswerer, eq(lastAnswerer.id, lastAnswer.userId))
    .leftJoin(lastEditor, eq(lastEditor.id, questions.lastEditUserId))
    .where(listWhere(shape, db))
    .orderBy(...listOrder(shape.order))
    .limit(slot("limit"))
    .offset(slot("offset")),
);

const listTags = readTemplate((db, shape: ListShape) => {
  const pageIds = db
    .select({ id: questions.id })
    .from(questions)
    .where(listWhere(shape, db))
    .orderBy(...listOrder(shape.order))
    .limit(slot("limit"))
    .offset(slot("offset"));
  return tagsOfQuestions(db, pageIds);
});

/** A page of a question list in any order: the count, the rows and their tags, as three batchable reads. */
export function listQuestions(db: Db, query: ListQuery) {
  const shape = listShape(query);
  const values = listValues(query);
  return [listTotal(db, values, shape), listRows(db, values, shape), listTags(db, values, shape)] as const;
}
/** Candidates for the hot card: recent listed questions with what the hot score needs. */
const hotCandidates = readTemplate((db) =>
  db
    .select({
      id: questions.id,
      title: questions.title,
      urlTitle: questions.urlTitle,
      answerCount: questions.answerCount,
      voteCount: questions.voteCount,
      viewCount: questions.viewCount,
      createdAt: questions.createdAt,
      answerVotes: answerVotes(),
    })
    .from(questions)
    .where(and(listedQuestion, gt(questions.createdAt, slot("since"))))
    .orderBy(desc(questions.viewCount))
    .limit(slot("limit")),
);

export function listHotCandidates(db: Db, since: number, limit: number) {
  return hotCandidates(db, { since, limit });
}
