// The search index of local D1 written again from every question and answer (npm run search:reindex, and the
// benchmark, which reports how long that takes and how large the index is).
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { d1ExecuteFile, d1Query, sqlText } from "./local";
import { familyDocs } from "../../app/lib/search-docs";
import { insertRows, tuple } from "../seed/sql";

/** Questions read and written per step: their texts stay well inside wrangler's output and D1's statement limits. */
const STEP = 1000;

export type Reindexed = { questions: number; answers: number; seconds: number };

export function reindexSearch(persistTo?: string): Reindexed {
  const started = performance.now();
  const file = path.join(tmpdir(), `lvwen-reindex-${process.pid}.sql`);
  let questions = 0;
  let posts = 0;
  try {
    writeFileSync(file, "DELETE FROM search_index;\n");
    d1ExecuteFile(file, persistTo);
    for (let after = 0; ;) {
      const family = d1Query<{ id: number; title: string; text: string; answers: string }>(
        `SELECT q.id, q.title, q.original_text AS text,
           (SELECT json_group_array(json_object('id', a.id, 'text', a.original_text)) FROM answers a
             WHERE a.question_id = q.id) AS answers
         FROM questions q WHERE q.id > ${after} ORDER BY q.id LIMIT ${STEP}`,
        persistTo,
      );
      if (family.length === 0) break;
      const rows = family.flatMap((question) =>
        familyDocs(question, JSON.parse(question.answers) as { id: number; text: string }[]).map((doc) =>
          tuple([doc.rowid, sqlText(doc.title), sqlText(doc.body)]),
        ),
      );
      writeFileSync(file, insertRows("search_index", ["rowid", "title", "body"], rows).join(";\n") + ";\n");
      d1ExecuteFile(file, persistTo);
      questions += family.length;
      posts += rows.length;
      after = family.at(-1)!.id;
    }
  } finally {
    rmSync(file, { force: true });
  }
  return { questions, answers: posts - questions, seconds: (performance.now() - started) / 1000 };
}

export type IndexSize = { documents: number; bytes: number };

/** The index's documents and the bytes of its FTS5 tables (the term index is nearly all of it). */
export function searchIndexSize(persistTo?: string): IndexSize {
  const [size] = d1Query<IndexSize>(
    `SELECT (SELECT COUNT(*) FROM search_index_docsize) AS documents,
       (SELECT COALESCE(SUM(LENGTH(block)), 0) FROM search_index_data)
       + (SELECT COALESCE(SUM(LENGTH(sz)), 0) FROM search_index_docsize) AS bytes`,
    persistTo,
  );
  return size ?? { documents: 0, bytes: 0 };
}
