// Builds the SQL that fills a database with demo content: members, tags, questions with answers and comments,
// first revisions and timeline entries, votes, every counter consistent with the rows it summarises. Markdown is
// rendered by the app's own renderer. Rows go in multi-row statements (sql.ts), produced in parts of a thousand
// questions so that a 100,000-question seed never holds all of its SQL in memory at once.
import { BENCH_ANSWER_COUNT, BENCH_QUESTION, SEED_QUESTIONS, SEED_TAGS, SEED_USERS } from "./content";
import { COLUMNS, addQuestion, emptyRows, type NextIds, type SeedRows } from "./rows";
import { insertRows, multiRow, tuple } from "./sql";
import { achievementStatements } from "./achievements";
import { markStatements } from "./marks";
import { moderationStatements } from "./moderation";
import { jurisdictionStatements, lawyerStatements } from "./lawyers";
import { suggestionStatements } from "./suggestions";
import { voterRows, voteStatements } from "./votes";
import { sqlText } from "../lib/local";
import { hashPassword } from "../../app/server/crypto.server";
import { renderMarkdown } from "../../app/server/markdown.server";
import { textToHtml } from "../../app/lib/html";

export const DEMO_PASSWORD = "demo-Password-2026";
export const DEMO_EMAIL_DOMAIN = "demo.lvwen.example";

/** Questions per part: a part is a few megabytes of SQL. */
const PART_QUESTIONS = 1000;

/** A small deterministic random generator, so two seeds of the same size are the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The next free ids (MAX(id) + 1, read before the old demo rows are deleted, so they never collide). */
export type FirstIds = { user: number; question: number; answer: number; revision: number };

type Options = {
  questions: number;
  pepper: string;
  now: number;
  firstIds: FirstIds;
  /** also write the long thread of BENCH_QUESTION (after the others, so their content does not change) */
  benchQuestion?: boolean;
};

export type Seed = { parts: Iterable<string[]>; benchQuestionId: number | undefined };

export async function buildSeed({ questions, pepper, now, firstIds, benchQuestion = false }: Options): Promise<Seed> {
  const next = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD, pepper);
  // every text is rendered once up front, so the parts below are produced synchronously
  const rendered = new Map<string, string>();
  const texts = [...SEED_TAGS.map((tag) => tag.description), BENCH_QUESTION.body, ...BENCH_QUESTION.comments];
  for (const template of SEED_QUESTIONS) texts.push(template.body, ...template.answers, ...(template.comments ?? []));
  for (const markdown of texts) if (!rendered.has(markdown)) rendered.set(markdown, await renderMarkdown(markdown));
  const html = (markdown: string) => rendered.get(markdown)!;
  const userId = (member: number) => firstIds.user + (member % SEED_USERS.length);
  const helpers = { next, userId, html };
  const ids: NextIds = { answer: firstIds.answer, revision: firstIds.revision };
  const benchQuestionId = benchQuestion ? firstIds.question + questions : undefined;
  const firstVoter = firstIds.user + SEED_USERS.length;

  function* parts(): Generator<string[]> {
    yield [
      ...deleteDemoContent(),
      ...memberStatements(passwordHash, now, next, firstIds.user),
      ...tagStatements(now, html),
    ];
    for (let start = 0; start < questions; start += PART_QUESTIONS) {
      const rows = emptyRows();
      for (let i = start; i < Math.min(questions, start + PART_QUESTIONS); i++) {
        const template = SEED_QUESTIONS[i % SEED_QUESTIONS.length]!;
        const round = Math.floor(i / SEED_QUESTIONS.length);
        const created = now - Math.floor(next() * 60 * 86400) - 3600;
        const votes = Math.floor(next() * 30) - 3;
        const views = 20 + Math.floor(next() * 3000);
        addQuestion(
          rows,
          ids,
          {
            ...template,
            id: firstIds.question + i,
            title: round === 0 ? template.title : `${template.title}（案例 ${round + 1}）`,
            comments: template.comments ?? [],
            author: i % SEED_USERS.length,
            created,
            votes,
            views,
          },
          helpers,
        );
      }
      yield rowStatements(rows);
    }
    if (benchQuestionId !== undefined) {
      const rows = emptyRows();
      const answers = SEED_QUESTIONS.flatMap((template) => template.answers);
      addQuestion(
        rows,
        ids,
        {
          ...BENCH_QUESTION,
          id: benchQuestionId,
          answers: Array.from({ length: BENCH_ANSWER_COUNT }, (_, index) => answers[index % answers.length]!),
          author: 0,
          created: now - 2 * 86400,
          votes: Math.floor(next() * 30),
          views: 20 + Math.floor(next() * 3000),
        },
        helpers,
      );
      yield rowStatements(rows);
    }
    yield [
      ...voteStatements(firstIds, firstVoter),
      ...markStatements(firstIds, firstVoter),
      ...moderationStatements(firstIds, questions, userId, now),
      ...lawyerStatements(userId, now),
      ...jurisdictionStatements(firstIds.question, questions),
      ...counterStatements(),
      ...achievementStatements(firstIds, firstIds.user),
      ...suggestionStatements(firstIds.question, questions, userId, now),
    ];
  }
  return { parts: parts(), benchQuestionId };
}

/** Replaces earlier demo content rather than piling it up: every row by or about a demo member goes. */
function deleteDemoContent(): string[] {
  const demoUsers = `(SELECT id FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}')`;
  return [
    `DELETE FROM votes WHERE user_id IN ${demoUsers} OR object_user_id IN ${demoUsers}`,
    `DELETE FROM reputation_ledger WHERE user_id IN ${demoUsers} OR trigger_user_id IN ${demoUsers}`,
    `DELETE FROM reports WHERE user_id IN ${demoUsers}`,
    `DELETE FROM review_items WHERE user_id IN ${demoUsers}`,
    `DELETE FROM badge_awards WHERE user_id IN ${demoUsers}`,
    `DELETE FROM notifications WHERE user_id IN ${demoUsers} OR actor_id IN ${demoUsers}`,
    `DELETE FROM bookmarks WHERE user_id IN ${demoUsers}`,
    `DELETE FROM reactions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM follows WHERE user_id IN ${demoUsers}`,
    `DELETE FROM activities WHERE user_id IN ${demoUsers}`,
    `DELETE FROM revisions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM comments WHERE user_id IN ${demoUsers}`,
    `DELETE FROM search_index WHERE rowid IN (SELECT id * 2 FROM questions WHERE user_id IN ${demoUsers})
       OR rowid IN (SELECT id * 2 + 1 FROM answers WHERE user_id IN ${demoUsers})`,
    `DELETE FROM answers WHERE user_id IN ${demoUsers}`,
    `DELETE FROM question_tags WHERE question_id IN (SELECT id FROM questions WHERE user_id IN ${demoUsers})`,
    `DELETE FROM questions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM sessions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM lawyer_profiles WHERE user_id IN ${demoUsers}`,
    `DELETE FROM domain_follows WHERE user_id IN ${demoUsers}`,
    `DELETE FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}'`,
  ];
}

/** The demo members who write (they can log in), then the voters (no password: they only hold votes). */
function memberStatements(passwordHash: string, now: number, next: () => number, firstUser: number): string[] {
  const joined = now - 90 * 86400;
  const members = SEED_USERS.map((user, index) =>
    tuple([
      firstUser + index,
      sqlText(`demo${index + 1}`),
      sqlText(user.name),
      sqlText(`demo${index + 1}@${DEMO_EMAIL_DOMAIN}`),
      sqlText(passwordHash),
      1,
      joined,
      sqlText(user.bio),
      sqlText(textToHtml(user.bio)),
      1 + Math.floor(next() * 2000),
      joined,
    ]),
  );
  const voters = voterRows(firstUser + SEED_USERS.length, DEMO_EMAIL_DOMAIN, joined);
  const columns = ["id", "username", "display_name", "email", "password_hash", "mail_status", "community_opened_at"];
  return insertRows("users", [...columns, "bio", "bio_html", "rank", "created_at"], [...members, ...voters]);
}

/** The demo tags; a tag that already exists (same slug) is kept as it is. */
function tagStatements(now: number, html: (markdown: string) => string): string[] {
  const rows = SEED_TAGS.map((tag) =>
    tuple([
      sqlText(tag.slug),
      sqlText(tag.name),
      sqlText(tag.description),
      sqlText(html(tag.description)),
      now - 120 * 86400,
    ]),
  );
  return multiRow(
    rows,
    (values) => `INSERT INTO tags (slug_name, display_name, original_text, parsed_text, created_at) VALUES
${values}
ON CONFLICT(slug_name) DO NOTHING`,
  );
}

function rowStatements(rows: SeedRows): string[] {
  return [
    ...insertRows("questions", COLUMNS.questions, rows.questions),
    ...insertRows("answers", COLUMNS.answers, rows.answers),
    ...insertRows("revisions", COLUMNS.revisions, rows.revisions),
    ...insertRows("activities", COLUMNS.activities, rows.activities),
    // tag ids are looked up by slug: tags may predate the seed
    ...multiRow(
      rows.questionTags,
      (values) => `INSERT INTO question_tags (question_id, tag_id, created_at)
SELECT v.column1, tags.id, v.column3 FROM (VALUES\n${values}) AS v JOIN tags ON tags.slug_name = v.column2`,
    ),
    ...insertRows("comments", COLUMNS.comments, rows.comments),
    ...insertRows("search_index", ["rowid", "title", "body"], rows.searchDocs),
  ];
}

/** Counters equal the rows they summarise. */
function counterStatements(): string[] {
  return [
    `UPDATE tags SET question_count = (SELECT COUNT(*) FROM question_tags qt JOIN questions q ON q.id = qt.question_id
       WHERE qt.tag_id = tags.id AND q.status IN (1, 2))`,
    `UPDATE users SET question_count = (SELECT COUNT(*) FROM questions WHERE user_id = users.id AND status IN (1, 2)),
       answer_count = (SELECT COUNT(*) FROM answers WHERE user_id = users.id AND status = 1)`,
  ];
}
