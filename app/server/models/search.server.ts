// The search index (migrations/0012_search_index.sql) and the searches over it. The index holds only segmented text;
// who may see a post, its tags, votes and author are read from their own tables in the same statement, so the index
// never has to follow a close, a deletion or a tag change.
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db, type Statement } from "../db/client.server";
import { answers, questions, searchRebuilds } from "../db/schema";
import { answerDoc, questionDoc, type SearchDoc } from "~/lib/search-docs";
import { Accepted, PostStatus, QuestionStatus, Show } from "~/lib/status";

/** Questions and their answers as they read now (deleted and pending ones too: searching decides who sees them). */
export function selectFamilies(db: Db, questionIds: number[]) {
  const ids = questionIds.length ? questionIds : [0];
  return [
    db
      .select({ id: questions.id, title: questions.title, text: questions.originalText })
      .from(questions)
      .where(inArray(questions.id, ids)),
    db
      .select({ id: answers.id, questionId: answers.questionId, text: answers.originalText })
      .from(answers)
      .where(inArray(answers.questionId, ids)),
  ] as const;
}

/** The ids of the questions after `afterId`, oldest first: one step of a rebuild. */
export function selectQuestionIdsAfter(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: questions.id })
    .from(questions)
    .where(gt(questions.id, afterId))
    .orderBy(asc(questions.id))
    .limit(limit);
}

/** The newest question's id (0 when there is none). */
export const selectLastQuestionId = (db: Db) =>
  db.select({ id: sql<number>`COALESCE(MAX(${questions.id}), 0)` }).from(questions);

/** The rebuild's state, if one ever began. */
export const selectRebuild = (db: Db) => db.select().from(searchRebuilds).where(eq(searchRebuilds.id, 1));

/** Begins a rebuild (again) from the first question. */
export function startRebuildStatement(db: Db, lastId: number, now: number) {
  const row = { id: 1, cursor: 0, lastId, startedAt: now, finishedAt: lastId === 0 ? now : null };
  return db
    .insert(searchRebuilds)
    .values(row)
    .onConflictDoUpdate({ target: searchRebuilds.id, set: { ...row, id: undefined } });
}

/** Moves the rebuild from `from` to `to` (finished when `finishedAt` is given); nothing when it is not at `from`. */
export function advanceRebuildStatement(db: Db, from: number, to: number, finishedAt: number | null) {
  return db
    .update(searchRebuilds)
    .set({ cursor: to, finishedAt })
    .where(and(eq(searchRebuilds.id, 1), eq(searchRebuilds.cursor, from), isNull(searchRebuilds.finishedAt)));
}

/** Replaces the index rows of `docs` and removes the rows of `removed` (idempotent: the same docs twice, one row). */
export function writeDocsStatements(db: Db, docs: SearchDoc[], removed: number[] = []): Statement[] {
  const statements: Statement[] = [];
  for (const rowid of [...docs.map((doc) => doc.rowid), ...removed]) {
    statements.push(db.run(sql`DELETE FROM search_index WHERE rowid = ${rowid}`));
  }
  for (const doc of docs) {
    statements.push(
      db.run(sql`INSERT INTO search_index (rowid, title, body) VALUES (${doc.rowid}, ${doc.title}, ${doc.body})`),
    );
  }
  return statements;
}

/** Removes the rows of questions and answers (posts that no longer exist). */
export function removeDocsStatements(db: Db, posts: { questionIds: number[]; answerIds: number[] }): Statement[] {
  const rowids = [...posts.questionIds.map(questionDoc), ...posts.answerIds.map(answerDoc)];
  return rowids.map((rowid) => db.run(sql`DELETE FROM search_index WHERE rowid = ${rowid}`));
}

/** A question of the ask page's similar-questions box. */
export type SimilarQuestion = {
  id: number;
  title: string;
  answerCount: number;
  acceptedAnswerId: number;
  voteCount: number;
};

/** Listed questions whose titles match `match` (an FTS5 expression over the title column), the best first. */
export function similarTitlesStatement(db: Db, match: string, limit: number) {
  return db.all<SimilarQuestion>(
    sql`SELECT q.id, q.title, q.answer_count AS answerCount, q.accepted_answer_id AS acceptedAnswerId,
        q.vote_count AS voteCount
      FROM search_index JOIN questions q ON q.id = search_index.rowid / 2
      WHERE search_index MATCH ${match} AND search_index.rowid % 2 = 0 AND q.listed = 1
      ORDER BY rank, q.vote_count DESC, q.id DESC LIMIT ${limit}`,
  );
}

export type SearchOrder = "relevance" | "newest" | "active" | "score";

/** What one search asks: every part already read and resolved by the service. */
export type SearchPlan = {
  /** the FTS5 expression every result matches, or null for a search by filters alone */
  match: string | null;
  /** the FTS5 expression no result matches */
  exclude: string | null;
  /** normalized texts every result holds exactly */
  phrases: string[];
  kind: "question" | "answer" | null;
  /** tag slug names, each of which the result's question carries (a synonym stands for its main tag) */
  tags: string[];
  /** the author's username */
  username: string | null;
  score: number | null;
  answers: number | null;
  accepted: boolean | null;
  inQuestion: number | null;
  viewer: { userId: number; staff: boolean };
  order: SearchOrder;
  limit: number;
  offset: number;
};

export type SearchRow = {
  type: "question" | "answer";
  id: number;
  question_id: number;
  title: string;
  text: string;
  status: number;
  vote_count: number;
  answer_count: number;
  accepted: number;
  created_at: number;
  user_id: number;
  username: string;
  display_name: string;
  avatar: string;
  user_rank: number;
  user_status: number;
  tags: string;
};

const visibleQuestion = (viewer: SearchPlan["viewer"]): SQL =>
  viewer.staff
    ? sql`1`
    : sql`(q.status IN (${sqlConstant(QuestionStatus.normal)}, ${sqlConstant(QuestionStatus.closed)}) AND q.show = ${sqlConstant(Show.listed)}
        OR q.user_id = ${viewer.userId} AND q.status <> ${sqlConstant(QuestionStatus.deleted)})`;

const visibleAnswer = (viewer: SearchPlan["viewer"]): SQL =>
  viewer.staff
    ? sql`1`
    : sql`(a.status = ${sqlConstant(PostStatus.normal)} OR a.user_id = ${viewer.userId} AND a.status = ${sqlConstant(PostStatus.pending)})`;

/** The conditions on the question `q` (of a question result, or of an answer result's question). */
function questionConditions(plan: SearchPlan): SQL[] {
  const conditions = [visibleQuestion(plan.viewer)];
  for (const tag of plan.tags) {
    // the tag named, its main tag when it is a synonym, and the main tag's synonyms
    conditions.push(sql`EXISTS (SELECT 1 FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
      WHERE qt.question_id = q.id AND t.status = 1 AND (
        SELECT CASE WHEN main_tag_id > 0 THEN main_tag_id ELSE id END FROM tags WHERE slug_name = ${tag} AND status = 1
      ) IN (t.id, t.main_tag_id))`);
  }
  if (plan.inQuestion !== null) conditions.push(sql`q.id = ${plan.inQuestion}`);
  return conditions;
}

function phraseConditions(plan: SearchPlan, text: SQL): SQL[] {
  return plan.phrases.map((phrase) => sql`instr(lower(q.title || ' ' || ${text}), ${phrase}) > 0`);
}

/** Leaves out the posts whose index row matches the excluded terms. */
const excludeCondition = (plan: SearchPlan, doc: SQL): SQL[] =>
  plan.exclude === null
    ? []
    : [sql`${doc} NOT IN (SELECT rowid FROM search_index WHERE search_index MATCH ${plan.exclude})`];

const authorCondition = (plan: SearchPlan, column: SQL): SQL[] =>
  plan.username === null ? [] : [sql`${column} = (SELECT id FROM users WHERE username = ${plan.username})`];

const RESULT_COLUMNS = sql`u.username, u.display_name, u.avatar, u.rank AS user_rank, u.status AS user_status,
  (SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
     FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = q.id) AS tags`;

function questionPart(plan: SearchPlan, hits: SQL | null): SQL | null {
  if (plan.kind === "answer" || plan.accepted !== null) return null;
  const conditions = [
    ...questionConditions(plan),
    ...phraseConditions(plan, sql`q.original_text`),
    ...excludeCondition(plan, sql`q.id * 2`),
    ...authorCondition(plan, sql`q.user_id`),
  ];
  if (plan.score !== null) conditions.push(sql`q.vote_count >= ${plan.score}`);
  if (plan.answers !== null) conditions.push(sql`q.answer_count >= ${plan.answers}`);
  const from = hits ? sql`hits JOIN questions q ON q.id = hits.doc / 2 AND hits.doc % 2 = 0` : sql`questions q`;
  return sql`SELECT 'question' AS type, q.id, q.id AS question_id, q.title, q.original_text AS text, q.status,
      q.vote_count, q.answer_count, CASE WHEN q.accepted_answer_id > 0 THEN ${sqlConstant(Accepted.yes)} ELSE ${sqlConstant(Accepted.no)} END AS accepted,
      q.created_at, q.active_at, q.user_id, ${hits ? sql`hits.rank` : sql`0`} AS rank, ${RESULT_COLUMNS}
    FROM ${from} JOIN users u ON u.id = q.user_id
    WHERE ${sql.join(conditions, sql` AND `)}`;
}

function answerPart(plan: SearchPlan, hits: SQL | null): SQL | null {
  if (plan.kind === "question" || plan.answers !== null) return null;
  const conditions = [
    ...questionConditions(plan),
    visibleAnswer(plan.viewer),
    ...phraseConditions(plan, sql`a.original_text`),
    ...excludeCondition(plan, sql`a.id * 2 + 1`),
    ...authorCondition(plan, sql`a.user_id`),
  ];
  if (plan.score !== null) conditions.push(sql`a.vote_count >= ${plan.score}`);
  if (plan.accepted !== null)
    conditions.push(sql`a.accepted = ${sqlConstant(plan.accepted ? Accepted.yes : Accepted.no)}`);
  const from = hits ? sql`hits JOIN answers a ON a.id = hits.doc / 2 AND hits.doc % 2 = 1` : sql`answers a`;
  return sql`SELECT 'answer' AS type, a.id, a.question_id, q.title, a.original_text AS text, a.status,
      a.vote_count, q.answer_count, a.accepted, a.created_at, a.updated_at AS active_at, a.user_id,
      ${hits ? sql`hits.rank` : sql`0`} AS rank, ${RESULT_COLUMNS}
    FROM ${from} JOIN questions q ON q.id = a.question_id JOIN users u ON u.id = a.user_id
    WHERE ${sql.join(conditions, sql` AND `)}`;
}

// ties end on the id and type, so that pages of one search never repeat or skip a post
const ORDERS: Record<SearchOrder, SQL> = {
  relevance: sql`rank, created_at DESC, id DESC, type`,
  newest: sql`created_at DESC, id DESC, type`,
  active: sql`active_at DESC, id DESC, type`,
  score: sql`vote_count DESC, created_at DESC, id DESC, type`,
};

/** The page of results and how many there are, as two statements to batch (one round). */
export function searchStatements(db: Db, plan: SearchPlan) {
  // the title outweighs the body: bm25's column weights
  const hits = plan.match
    ? sql`hits AS (SELECT rowid AS doc, bm25(search_index, 4.0, 1.0) AS rank FROM search_index
        WHERE search_index MATCH ${plan.match})`
    : null;
  const parts = [questionPart(plan, hits && sql`hits`), answerPart(plan, hits && sql`hits`)].filter(
    (part): part is SQL => part !== null,
  );
  if (parts.length === 0) return null;
  const union = sql.join(parts, sql` UNION ALL `);
  const withHits = hits ? sql`WITH ${hits} ` : sql``;
  const order = plan.match ? ORDERS[plan.order] : ORDERS[plan.order === "relevance" ? "newest" : plan.order];
  return {
    page: db.all<SearchRow>(
      sql`${withHits}SELECT * FROM (${union}) ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}`,
    ),
    count: db.all<{ n: number }>(sql`${withHits}SELECT COUNT(*) AS n FROM (${union})`),
  };
}
