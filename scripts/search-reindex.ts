// npm run search:reindex: writes the search index of local D1 again from every question and answer (after a restore,
// or for content written before the index existed). The running site keeps it current through the queue; the back
// office's rebuild does the same for a deployed site.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applyMigrations, d1ExecuteFile, d1Query, sqlText } from "./lib/local";
import { insertRows, tuple } from "./seed/sql";
import { familyDocs } from "../app/lib/search-docs";

/** Questions read and written per step: their texts stay well inside wrangler's output and D1's statement limits. */
const STEP = 500;

const persistTo = process.env.PERSIST_TO || undefined;
const started = performance.now();
applyMigrations(persistTo);
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
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Indexed ${questions} questions and ${posts - questions} answers in ${seconds} s.`);
