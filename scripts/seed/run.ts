// Seeds local D1 (npm run seed, npm run bench): migrations, then the demo content of build.ts through
// `wrangler d1 execute --file`. Wrangler runs a file as one D1 batch (one transaction) and holds it in memory, so the
// SQL goes in files of at most FILE_BYTES; a default seed is a single file, a 100,000-question seed several.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_EMAIL_DOMAIN, buildSeed, type FirstIds } from "./build";
import { applyMigrations, d1ExecuteFile, d1Query, ensureDevVars } from "../lib/local";

const FILE_BYTES = 64 * 1024 * 1024;

export type SeedOptions = { questions: number; persistTo?: string; benchQuestion?: boolean };
export type SeedResult = { benchQuestionId: number | undefined; seconds: number };

export async function seedLocal({ questions, persistTo, benchQuestion }: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const pepper = ensureDevVars();
  applyMigrations(persistTo);
  const [{ demoAdmin, ...firstIds }] = d1Query<FirstIds & { demoAdmin: string | null }>(
    `SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM users) AS user,
       (SELECT COALESCE(MAX(id), 0) + 1 FROM questions) AS question,
       (SELECT COALESCE(MAX(id), 0) + 1 FROM answers) AS answer,
       (SELECT COALESCE(MAX(id), 0) + 1 FROM revisions) AS revision,
       (SELECT email FROM users WHERE role_id = 2 AND email LIKE '%@${DEMO_EMAIL_DOMAIN}' LIMIT 1) AS demoAdmin`,
    persistTo,
  ) as [FirstIds & { demoAdmin: string | null }];
  // the seed deletes every demo account it replaces: it must never take the administrator with them
  if (demoAdmin) throw new Error(`${demoAdmin} is an administrator: give it another address before seeding again`);
  const seed = await buildSeed({
    questions,
    pepper,
    now: Math.floor(Date.now() / 1000),
    firstIds,
    benchQuestion,
  });

  const file = path.join(tmpdir(), `lvwen-seed-${process.pid}.sql`);
  let pending: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (pending.length === 0) return;
    writeFileSync(file, pending.join(""));
    d1ExecuteFile(file, persistTo);
    pending = [];
    bytes = 0;
  };
  try {
    for (const part of seed.parts) {
      const sql = part.map((statement) => `${statement};\n`).join("");
      const size = Buffer.byteLength(sql);
      if (bytes + size > FILE_BYTES) flush();
      pending.push(sql);
      bytes += size;
    }
    flush();
  } finally {
    rmSync(file, { force: true });
  }
  return { benchQuestionId: seed.benchQuestionId, seconds: (performance.now() - started) / 1000 };
}
