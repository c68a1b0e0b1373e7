// Search over more matches than bm25 ranks (SEARCH_RANKED_MATCHES): the newest questions and the newest answers come
// ranked, the older ones follow in the index's order, every result exactly once across the pages, the count exact,
// hidden posts left out, and a page past the last still counts them. The posts are written straight to D1 and the
// index, as the seed does; the answers' ids run past the questions', as they do on a real site.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createUser, rowId } from "../helpers";
import { SEARCH_PAGE_SIZE, SEARCH_RANKED_MATCHES } from "~/lib/limits";
import { familyDocs } from "~/lib/search-docs";
import { QuestionStatus } from "~/lib/status";

type Results = { count: number; list: { object_type: "question" | "answer"; object: { id: string } }[] };

const search = (page: number, order = "relevance", q = "蟋蟀") =>
  api<Results>(`search?${new URLSearchParams({ q, order, page: String(page) })}`, { method: "GET" });

/** Every question holds the term in its body; two hold it in a short title too, one new and one old. */
const TOTAL = SEARCH_RANKED_MATCHES + 2 * SEARCH_PAGE_SIZE + 7;
/** Answers of the first question, each with the term in its body: more of them than of the questions. */
const ANSWERS = TOTAL + 100;
const ROWS_PER_STATEMENT = 200;

let first = 0;
const idAt = (index: number) => first + index;
const NEW_TITLED = TOTAL - 3;
const OLD_TITLED = 5;
const DELETED = 9;

beforeAll(async () => {
  const { user } = await createUser();
  first = (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS n FROM questions").first<{ n: number }>())!.n;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < TOTAL; start += ROWS_PER_STATEMENT) {
    const questions: string[] = [];
    const docs: string[] = [];
    for (let index = start; index < Math.min(TOTAL, start + ROWS_PER_STATEMENT); index++) {
      const titled = index === NEW_TITLED || index === OLD_TITLED;
      const title = titled ? "蟋蟀" : `第${index}号关于合同履行的一般问题`;
      const text = `这是一段较长的正文，讲合同履行中的种种情形，其中顺带提到蟋蟀一词，编号${index}。`;
      const status = index === DELETED ? QuestionStatus.deleted : QuestionStatus.normal;
      questions.push(
        `(${idAt(index)}, ${user.id}, '${title}', '${text}', '<p>${text}</p>', ${status}, ${1_700_000_000 + index})`,
      );
      for (const doc of familyDocs({ id: idAt(index), title, text }, [])) {
        docs.push(`(${doc.rowid}, '${doc.title}', '${doc.body}')`);
      }
    }
    statements.push(
      env.DB.prepare(
        `INSERT INTO questions (id, user_id, title, original_text, parsed_text, status, created_at) VALUES ${questions.join(", ")}`,
      ),
      env.DB.prepare(`INSERT INTO search_index (rowid, title, body) VALUES ${docs.join(", ")}`),
    );
  }
  const firstAnswer = (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS n FROM answers").first<{
    n: number;
  }>())!.n;
  for (let start = 0; start < ANSWERS; start += ROWS_PER_STATEMENT) {
    const answers: string[] = [];
    const docs: string[] = [];
    for (let index = start; index < Math.min(ANSWERS, start + ROWS_PER_STATEMENT); index++) {
      const id = firstAnswer + TOTAL + index;
      const text = `回答正文，也提到蟋蟀，编号${index}。`;
      answers.push(`(${id}, ${idAt(0)}, ${user.id}, '${text}', '<p>${text}</p>')`);
      const [, doc] = familyDocs({ id: idAt(0), title: "第0号关于合同履行的一般问题", text: "" }, [{ id, text }]);
      docs.push(`(${doc!.rowid}, '${doc!.title}', '${doc!.body}')`);
    }
    statements.push(
      env.DB.prepare(
        `INSERT INTO answers (id, question_id, user_id, original_text, parsed_text) VALUES ${answers.join(", ")}`,
      ),
      env.DB.prepare(`INSERT INTO search_index (rowid, title, body) VALUES ${docs.join(", ")}`),
    );
  }
  await env.DB.batch(statements);
});

describe("search over more matches than are ranked", () => {
  it("ranks the newest questions and answers, then lists the older ones, each result once and the count exact", async () => {
    const results = TOTAL - 1 + ANSWERS;
    const seen: { type: "question" | "answer"; id: number }[] = [];
    for (let page = 1; page <= Math.ceil(results / SEARCH_PAGE_SIZE); page++) {
      const { status, body } = await search(page);
      expect(status).toBe(200);
      expect(body.data.count).toBe(results);
      seen.push(...body.data.list.map((found) => ({ type: found.object_type, id: rowId(found.object.id) })));
    }
    const questionIds = seen.filter((found) => found.type === "question").map((found) => found.id);
    expect(seen).toHaveLength(results);
    expect(new Set(seen.map((found) => `${found.type}${found.id}`)).size).toBe(results);
    expect(questionIds).not.toContain(idAt(DELETED));
    // the new question with the term as its whole title ranks first, ahead of every answer; the old one is beyond
    // the ranked matches, which are the newest of each type
    expect(seen[0]).toEqual({ type: "question", id: idAt(NEW_TITLED) });
    const ranked = seen.slice(0, 2 * SEARCH_RANKED_MATCHES);
    const rankedQuestions = ranked.filter((found) => found.type === "question").map((found) => found.id);
    expect(rankedQuestions).toHaveLength(SEARCH_RANKED_MATCHES);
    expect(Math.min(...rankedQuestions)).toBe(idAt(TOTAL - SEARCH_RANKED_MATCHES));
    const olderDocs = seen
      .slice(2 * SEARCH_RANKED_MATCHES)
      .map((found) => (found.type === "question" ? 2 * found.id : 2 * found.id + 1));
    expect(olderDocs).toEqual([...olderDocs].sort((a, b) => b - a));
    expect(seen.slice(2 * SEARCH_RANKED_MATCHES)).toContainEqual({ type: "question", id: idAt(OLD_TITLED) });
  });

  it("a page past the last has no results and still says how many there are", async () => {
    for (const order of ["relevance", "newest"]) {
      const { status, body } = await search(Math.ceil((TOTAL + ANSWERS) / SEARCH_PAGE_SIZE) + 3, order);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ count: TOTAL - 1 + ANSWERS, list: [] });
    }
  });

  it("newest lists every result by its time, the newest first", async () => {
    const { body } = await search(1, "newest", "蟋蟀 is:question");
    expect(body.data.count).toBe(TOTAL - 1);
    expect(body.data.list.map((found) => rowId(found.object.id))).toEqual(
      Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => idAt(TOTAL - 1 - index)),
    );
  });
});
