// npm run seed [-- --questions N]: fills local D1 with demo content (replacing earlier demo content).
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, buildSeedSql } from "./seed/build";
import { applyMigrations, d1ExecuteFile, d1Query, ensureDevVars } from "./lib/local";

const { values } = parseArgs({ options: { questions: { type: "string", default: "48" } } });
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 1) throw new Error("--questions must be a positive integer");
const persistTo = process.env.PERSIST_TO || undefined;

const pepper = ensureDevVars();
applyMigrations(persistTo);
const [ids] = d1Query<{ question: number; answer: number }>(
  "SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM questions) AS question, (SELECT COALESCE(MAX(id), 0) + 1 FROM answers) AS answer",
  persistTo,
);
const sql = await buildSeedSql({ questions, pepper, now: Math.floor(Date.now() / 1000), firstIds: ids! });
const file = path.join(tmpdir(), `lvwen-seed-${process.pid}.sql`);
writeFileSync(file, sql);
d1ExecuteFile(file, persistTo);
console.log(`Seeded ${questions} questions with answers and comments across the demo tags.
Demo members: demo1@${DEMO_EMAIL_DOMAIN} ... demo8@${DEMO_EMAIL_DOMAIN}, password ${DEMO_PASSWORD}`);
