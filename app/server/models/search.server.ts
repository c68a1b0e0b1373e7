// The search index (migrations/0012_search_index.sql) and the searches over it. The index holds only segmented text;
// who may see a post, its tags, votes and author are read from their own tables in the same statement, so the index
// never has to follow a close, a deletion or a tag change.
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db, type Statement } from "../db/client.server";
import { answers, questions, searchRebuilds } from "../db/schema";
import { answerDoc, questionDoc, type SearchDoc } from "~/lib/search-docs";
import { SEARCH_RANKED_MATCHES } from "~/lib/limits";
import { Accepted, PostStatus, QuestionStatus } from "~/lib/status";

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
  urlTitle: string;
  answerCount: number;
  acceptedAnswerId: number;
  voteCount: number;
  status: number;
};

/**
 * Listed questions whose titles match `match` (an FTS5 expression over the title column), the best of the newest
 * matches first, as a search ranks them.
 */
export function similarTitlesStatement(db: Db, match: string, limit: number) {
  return db.all<SimilarQuestion>(
    sql`WITH ${thresholdOf(match)} SELECT q.id, q.title, q.url_title AS urlTitle, q.answer_count AS answerCount, q.accepted_answer_id AS acceptedAnswerId,
        q.vote_count AS voteCount, q.status
      FROM search_index JOIN questions q ON q.id = search_index.rowid / 2
      WHERE search_index MATCH ${match} AND search_index.rowid % 2 = 0
        AND search_index.rowid >= (SELECT question FROM threshold) AND q.listed = 1
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
  /** the province and city codes a question's jurisdiction may name (null: any) */
  regions: { provinces: string[]; cities: string[] } | null;
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
  url_title: string;
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
  user_lawyer: number;
  tags: string;
};

const isQuestionDoc = (doc: SQL) => sql`${doc} % 2 = 0`;

/**
 * The index rows a non-staff reader may not see, as a small set: the unlisted, closed-to-them, deleted and pending
 * questions and every answer of theirs, and the deleted and pending answers, less the reader's own (SECURITY.md §4).
 * Leaving these out is cheaper than looking up every match's post, since there are few of them. The partial index
 * is named: without statistics the planner would read every answer rather than the few it holds.
 */
function hiddenDocs(viewer: SearchPlan["viewer"]): SQL {
  return sql`hidden_questions AS (SELECT id FROM questions WHERE listed = 0
      AND NOT (user_id = ${viewer.userId} AND status <> ${sqlConstant(QuestionStatus.deleted)})),
    hidden(doc) AS MATERIALIZED (SELECT id * 2 FROM hidden_questions
      UNION ALL SELECT id * 2 + 1 FROM answers INDEXED BY answers_not_normal WHERE status <> ${sqlConstant(PostStatus.normal)}
        AND NOT (user_id = ${viewer.userId} AND status = ${sqlConstant(PostStatus.pending)})
      UNION ALL SELECT id * 2 + 1 FROM answers WHERE question_id IN hidden_questions)`;
}

/** The conditions every result's index row (`doc`) meets whatever its type: visible, not excluded. */
function docConditions(plan: SearchPlan, doc: SQL): SQL[] {
  const conditions = plan.viewer.staff ? [] : [sql`${doc} NOT IN hidden`];
  if (plan.exclude !== null) {
    conditions.push(sql`${doc} NOT IN (SELECT rowid FROM search_index WHERE search_index MATCH ${plan.exclude})`);
  }
  return conditions;
}

/** The tag rows (`t`) that stand for `tag`: the tag named, its main tag when it is a synonym, and their synonyms. */
const standsFor = (tag: string) => sql`t.status = 1 AND (
  SELECT CASE WHEN main_tag_id > 0 THEN main_tag_id ELSE id END FROM tags WHERE slug_name = ${tag} AND status = 1
) IN (t.id, t.main_tag_id)`;

/** The conditions on a result's question, given the expression of its id (`questionId`). */
function questionConditions(plan: SearchPlan, questionId: SQL): SQL[] {
  const conditions = plan.tags.map(
    (tag) => sql`${questionId} IN (SELECT qt.question_id FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
      WHERE ${standsFor(tag)})`,
  );
  if (plan.inQuestion !== null) conditions.push(sql`${questionId} = ${plan.inQuestion}`);
  if (plan.regions) {
    const { provinces, cities } = plan.regions;
    const named = (column: string, codes: string[]) =>
      codes.length
        ? sql`${sql.raw(column)} IN (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})`
        : sql`0`;
    conditions.push(sql`${questionId} IN (SELECT id FROM questions WHERE ${named("province", provinces)}
      OR ${named("city", cities)})`);
  }
  return conditions;
}

function phraseConditions(plan: SearchPlan, text: SQL): SQL[] {
  return plan.phrases.map((phrase) => sql`instr(lower(q.title || ' ' || ${text}), ${phrase}) > 0`);
}

const authorCondition = (plan: SearchPlan, column: SQL): SQL[] =>
  plan.username === null ? [] : [sql`${column} = (SELECT id FROM users WHERE username = ${plan.username})`];

/** Whether the plan filters on what only the posts' own tables hold. */
const readsPosts = (plan: SearchPlan) =>
  plan.tags.length > 0 ||
  plan.phrases.length > 0 ||
  plan.username !== null ||
  plan.score !== null ||
  plan.answers !== null ||
  plan.accepted !== null ||
  plan.inQuestion !== null ||
  plan.regions !== null;

const wantsQuestions = (plan: SearchPlan) => plan.kind !== "answer" && plan.accepted === null;
const wantsAnswers = (plan: SearchPlan) => plan.kind !== "question" && plan.answers === null;

/**
 * Whether an index row is among the newest matches of its type, which bm25 ranks. Questions and answers are counted
 * apart: their rows interleave by id, and answers outnumber questions, so the newest rows would be answers alone.
 */
const AMONG_RANKED = sql`(CASE WHEN ${isQuestionDoc(sql`search_index.rowid`)} THEN search_index.rowid >= (SELECT question FROM threshold)
  ELSE search_index.rowid >= (SELECT answer FROM threshold) END)`;

/** bm25 of the current index row when it is among the newest matches, else null (the title outweighs the body). */
const RELEVANCE = sql`CASE WHEN ${AMONG_RANKED} THEN bm25(search_index, 4.0, 1.0) END`;

/** The oldest ranked index row of each type (0 when fewer match than are ranked). */
function thresholdOf(match: string | null): SQL {
  const newest = (parity: number) => sql`COALESCE((SELECT rowid FROM search_index
    WHERE search_index MATCH ${match} AND rowid % 2 = ${sqlConstant(parity)}
    ORDER BY rowid DESC LIMIT 1 OFFSET ${sqlConstant(SEARCH_RANKED_MATCHES - 1)}), 0)`;
  return sql`threshold(question, answer) AS (SELECT ${newest(0)}, ${newest(1)})`;
}

/**
 * A result's sort keys as the order needs them, from its post's row (`q` or `a`); `null` for counting, which needs
 * none. Reading only the keys the order uses keeps the answers' side within their covering indexes.
 */
function sortKeys(order: SearchOrder | null, post: "q" | "a"): SQL {
  const row = sql.raw(post);
  const active = post === "q" ? sql`q.active_at` : sql`a.updated_at`;
  const created = order === "newest" || order === "score" ? sql`${row}.created_at` : sql`NULL`;
  return sql`${order === "relevance" ? RELEVANCE : sql`NULL`} AS relevance, ${created} AS created,
    ${order === "active" ? active : sql`NULL`} AS active, ${order === "score" ? sql`${row}.vote_count` : sql`NULL`} AS votes`;
}

const where = (conditions: SQL[]) => (conditions.length ? sql` WHERE ${sql.join(conditions, sql` AND `)}` : sql``);
const andAll = (conditions: SQL[]) => sql.join(conditions.map((condition) => sql` AND ${condition}`));

/**
 * The questions as a question arm reads them: through the narrow index of their ids, authors and times unless it
 * needs more of the row (named, since the planner would rather read the rows by their ids).
 */
function questionsOf(plan: SearchPlan, order: SearchOrder | null): SQL {
  const wholeRows =
    plan.phrases.length > 0 || plan.score !== null || plan.answers !== null || order === "active" || order === "score";
  return wholeRows ? sql`questions q` : sql`questions q INDEXED BY questions_search_keys`;
}

/** Question results: from the index when the plan matches text, else from the questions. */
function questionArm(plan: SearchPlan, order: SearchOrder | null): SQL {
  const conditions = [
    ...questionConditions(plan, sql`q.id`),
    ...phraseConditions(plan, sql`q.original_text`),
    ...authorCondition(plan, sql`q.user_id`),
  ];
  if (plan.score !== null) conditions.push(sql`q.vote_count >= ${plan.score}`);
  if (plan.answers !== null) conditions.push(sql`q.answer_count >= ${plan.answers}`);
  const keys = sortKeys(order, "q");
  if (plan.match === null) {
    return sql`SELECT q.id * 2 AS doc, ${keys} FROM ${questionsOf(plan, order)}${where([...docConditions(plan, sql`q.id * 2`), ...conditions])}`;
  }
  return sql`SELECT search_index.rowid AS doc, ${keys}
    FROM search_index JOIN ${questionsOf(plan, order)} ON q.id = search_index.rowid / 2
    WHERE search_index MATCH ${plan.match} AND ${isQuestionDoc(sql`search_index.rowid`)}
      ${andAll([...docConditions(plan, sql`search_index.rowid`), ...conditions])}`;
}

/** Answer results, the same way. */
function answerArm(plan: SearchPlan, order: SearchOrder | null): SQL {
  const conditions = [
    ...questionConditions(plan, sql`a.question_id`),
    ...phraseConditions(plan, sql`a.original_text`),
    ...authorCondition(plan, sql`a.user_id`),
  ];
  if (plan.score !== null) conditions.push(sql`a.vote_count >= ${plan.score}`);
  if (plan.accepted !== null)
    conditions.push(sql`a.accepted = ${sqlConstant(plan.accepted ? Accepted.yes : Accepted.no)}`);
  // the question's title is read only to find a phrase in it
  const questionJoin = plan.phrases.length ? sql` JOIN questions q ON q.id = a.question_id` : sql``;
  const keys = sortKeys(order, "a");
  if (plan.match === null) {
    return sql`SELECT a.id * 2 + 1 AS doc, ${keys} FROM answers a${questionJoin}${where([...docConditions(plan, sql`a.id * 2 + 1`), ...conditions])}`;
  }
  return sql`SELECT search_index.rowid AS doc, ${keys}
    FROM search_index JOIN answers a ON a.id = search_index.rowid / 2${questionJoin}
    WHERE search_index MATCH ${plan.match} AND NOT ${isQuestionDoc(sql`search_index.rowid`)}
      ${andAll([...docConditions(plan, sql`search_index.rowid`), ...conditions])}`;
}

/** Whether the plan is answered from the index alone: text to match, and no filter on what only the posts hold. */
const indexOnly = (plan: SearchPlan) => plan.match !== null && !readsPosts(plan);

/** The conditions of an index-only search on the index row: visible, not excluded, of the kind asked. */
function indexConditions(plan: SearchPlan): SQL {
  const conditions = docConditions(plan, sql`rowid`);
  if (!wantsQuestions(plan)) conditions.push(sql`NOT ${isQuestionDoc(sql`rowid`)}`);
  if (!wantsAnswers(plan)) conditions.push(isQuestionDoc(sql`rowid`));
  return andAll(conditions);
}

/** Every result's index row (`doc`), with its sort keys for `order` where the posts are read anyway. */
function foundQuery(plan: SearchPlan, order: SearchOrder | null): SQL {
  if (indexOnly(plan)) {
    return sql`SELECT rowid AS doc FROM search_index WHERE search_index MATCH ${plan.match}${indexConditions(plan)}`;
  }
  const arms = [
    wantsQuestions(plan) ? questionArm(plan, order) : null,
    wantsAnswers(plan) ? answerArm(plan, order) : null,
  ];
  return sql.join(
    arms.filter((arm): arm is SQL => arm !== null),
    sql` UNION ALL `,
  );
}

/**
 * The first `offset + limit` results of an index-only search by relevance, with no sort of every match: the newest
 * matches of each type ranked by bm25, then the older ones in the index's order, the highest row first.
 */
function rankedFromIndex(plan: SearchPlan): SQL {
  const enough = plan.offset + plan.limit;
  const conditions = indexConditions(plan);
  return sql`SELECT * FROM (SELECT rowid AS doc, bm25(search_index, 4.0, 1.0) AS relevance FROM search_index
      WHERE search_index MATCH ${plan.match} AND rowid >= (SELECT MIN(question, answer) FROM threshold)
        AND ${AMONG_RANKED}${conditions}
      ORDER BY relevance, doc DESC LIMIT ${enough})
    UNION ALL SELECT * FROM (SELECT rowid AS doc, NULL AS relevance FROM search_index
      WHERE search_index MATCH ${plan.match} AND NOT ${AMONG_RANKED}${conditions}
      ORDER BY rowid DESC LIMIT ${enough})`;
}

/** Whether the plan asks for tagged questions and nothing else: they are read from the tags' and list's indexes. */
const onlyTaggedQuestions = (plan: SearchPlan) =>
  plan.match === null &&
  plan.tags.length > 0 &&
  wantsQuestions(plan) &&
  !wantsAnswers(plan) &&
  plan.username === null &&
  plan.score === null &&
  plan.answers === null &&
  plan.inQuestion === null &&
  plan.regions === null;

/** Whether the plan's page is tagged questions newest first: the question list's own index walks them. */
const walksTaggedQuestions = (plan: SearchPlan, order: SearchOrder) => onlyTaggedQuestions(plan) && order === "newest";

/**
 * The first `offset + limit` tagged questions by time, read from the list's index newest first until enough are
 * found, with the few unlisted ones the reader may see (their own, or all for staff) beside them.
 */
function newestTaggedQuestions(plan: SearchPlan): SQL {
  const tagged = andAll(questionConditions(plan, sql`q.id`));
  const unlisted = plan.viewer.staff ? sql`q.listed = 0` : sql`q.listed = 0 AND q.id * 2 NOT IN hidden`;
  return sql`SELECT doc, NULL AS relevance, created, NULL AS active, NULL AS votes FROM (
    SELECT * FROM (SELECT q.id * 2 AS doc, q.created_at AS created FROM questions q INDEXED BY questions_listed_created
      WHERE q.listed = 1${tagged} ORDER BY q.created_at DESC, q.id DESC LIMIT ${plan.offset + plan.limit})
    UNION ALL SELECT q.id * 2, q.created_at FROM questions q WHERE ${unlisted}${tagged})`;
}

/**
 * The ids (`found.doc`) of tagged questions as the count reads them: from the first tag's own index, with no
 * question row read (every tag's question is a question of the site; the hidden ones are left out as a set).
 */
function taggedQuestionDocs(plan: SearchPlan): SQL {
  const [first, ...rest] = plan.tags;
  const conditions = [
    ...docConditions(plan, sql`qt.question_id * 2`),
    ...questionConditions({ ...plan, tags: rest }, sql`qt.question_id`),
  ];
  return sql`SELECT DISTINCT qt.question_id * 2 AS doc FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
    WHERE ${standsFor(first!)}${andAll(conditions)}`;
}

/** The sort keys of every result of an index-only search, in an order other than relevance: read from the posts. */
const KEYS_FROM_POSTS = sql`SELECT found.doc, NULL AS relevance, COALESCE(pq.created_at, pa.created_at) AS created,
    COALESCE(pq.active_at, pa.updated_at) AS active, COALESCE(pq.vote_count, pa.vote_count) AS votes
  FROM found LEFT JOIN questions pq ON ${isQuestionDoc(sql`found.doc`)} AND pq.id = found.doc / 2
    LEFT JOIN answers pa ON NOT ${isQuestionDoc(sql`found.doc`)} AND pa.id = found.doc / 2`;

/** How a page's rows are sorted, over the sort keys of `page` (ties end on the index row, so pages never overlap). */
const ORDERS: Record<SearchOrder, SQL> = {
  relevance: sql`page.relevance IS NULL, page.relevance, page.doc DESC`,
  newest: sql`page.created DESC, page.doc DESC`,
  active: sql`page.active DESC, page.doc DESC`,
  score: sql`page.votes DESC, page.created DESC, page.doc DESC`,
};

/** The page of results and how many there are, as two statements to batch (one round). */
export function searchStatements(db: Db, plan: SearchPlan) {
  // without words to rank by, relevance is the newest first
  const order: SearchOrder = plan.match === null && plan.order === "relevance" ? "newest" : plan.order;
  const ranked = order === "relevance";
  if (!wantsQuestions(plan) && !wantsAnswers(plan)) return null;
  const hidden = plan.viewer.staff ? [] : [hiddenDocs(plan.viewer)];
  const threshold = thresholdOf(plan.match);
  const withs = (ctes: SQL[]) => sql`WITH ${sql.join([...hidden, ...ctes], sql`, `)} `;
  const fromIndex = indexOnly(plan);
  const walk = walksTaggedQuestions(plan, order);
  const found = sql`found AS (${foundQuery(plan, order)})`;
  const pageCtes = ranked && fromIndex ? [threshold] : ranked ? [threshold, found] : walk ? [] : [found];
  const keys =
    ranked && fromIndex
      ? sql`SELECT doc, relevance, NULL AS created, NULL AS active, NULL AS votes FROM (${rankedFromIndex(plan)})`
      : walk
        ? newestTaggedQuestions(plan)
        : fromIndex
          ? KEYS_FROM_POSTS
          : sql`SELECT * FROM found`;
  const page = sql`page AS (SELECT * FROM (${keys}) AS page ORDER BY ${ORDERS[order]}
    LIMIT ${plan.limit} OFFSET ${plan.offset})`;
  return {
    page: db.all<SearchRow>(
      sql`${withs([...pageCtes, page])}
        SELECT CASE WHEN ${isQuestionDoc(sql`page.doc`)} THEN 'question' ELSE 'answer' END AS type, page.doc / 2 AS id,
          q.id AS question_id, q.title, q.url_title, COALESCE(a.original_text, q.original_text) AS text,
          COALESCE(a.status, q.status) AS status, COALESCE(a.vote_count, q.vote_count) AS vote_count, q.answer_count,
          CASE WHEN a.id IS NOT NULL THEN a.accepted WHEN q.accepted_answer_id > 0 THEN ${sqlConstant(Accepted.yes)}
            ELSE ${sqlConstant(Accepted.no)} END AS accepted,
          COALESCE(a.created_at, q.created_at) AS created_at, COALESCE(a.user_id, q.user_id) AS user_id,
          ${RESULT_COLUMNS}
        FROM page LEFT JOIN answers a ON NOT ${isQuestionDoc(sql`page.doc`)} AND a.id = page.doc / 2
          JOIN questions q ON q.id = CASE WHEN ${isQuestionDoc(sql`page.doc`)} THEN page.doc / 2 ELSE a.question_id END
          JOIN users u ON u.id = COALESCE(a.user_id, q.user_id)
        ORDER BY ${ORDERS[order]}`,
    ),
    count: db.all<{ n: number }>(
      sql`${withs([sql`found AS (${onlyTaggedQuestions(plan) ? taggedQuestionDocs(plan) : foundQuery(plan, null)})`])}SELECT COUNT(*) AS n FROM found`,
    ),
  };
}

const RESULT_COLUMNS = sql`u.username, u.display_name, u.avatar_url AS avatar, u.rank AS user_rank, u.status AS user_status,
  u.verified_lawyer AS user_lawyer, (SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
     FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = q.id) AS tags`;
