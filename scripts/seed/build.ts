// Builds the SQL that fills a database with demo content: members, tags, questions with answers and comments,
// every counter consistent with the rows it summarises. Markdown is rendered by the app's own renderer.
import { SEED_QUESTIONS, SEED_TAGS, SEED_USERS } from "./content";
import { sqlText } from "../lib/local";
import { hashPassword } from "../../app/server/crypto.server";
import { renderMarkdown } from "../../app/server/markdown.server";

export const DEMO_PASSWORD = "demo-Password-2026";
export const DEMO_EMAIL_DOMAIN = "demo.lvwen.example";

/** A small deterministic random generator, so two seeds of the same size are the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `firstIds`: the next free question and answer ids, so rows can refer to each other without lookups. */
type Options = { questions: number; pepper: string; now: number; firstIds: { question: number; answer: number } };

export async function buildSeedSql({ questions, pepper, now, firstIds }: Options): Promise<string> {
  const next = random(2026);
  const statements: string[] = [];
  // replace earlier demo content rather than pile it up
  const demoUsers = `(SELECT id FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}')`;
  statements.push(
    `DELETE FROM activities WHERE user_id IN ${demoUsers}`,
    `DELETE FROM revisions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM comments WHERE user_id IN ${demoUsers}`,
    `DELETE FROM answers WHERE user_id IN ${demoUsers}`,
    `DELETE FROM question_tags WHERE question_id IN (SELECT id FROM questions WHERE user_id IN ${demoUsers})`,
    `DELETE FROM questions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM sessions WHERE user_id IN ${demoUsers}`,
    `DELETE FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}'`,
  );

  const passwordHash = await hashPassword(DEMO_PASSWORD, pepper);
  SEED_USERS.forEach((user, index) => {
    statements.push(
      `INSERT INTO users (username, display_name, email, password_hash, mail_status, community_opened_at, bio, bio_html, rank, created_at)
       VALUES (${sqlText(`demo${index + 1}`)}, ${sqlText(user.name)}, ${sqlText(`demo${index + 1}@${DEMO_EMAIL_DOMAIN}`)},
       ${sqlText(passwordHash)}, 1, ${now - 90 * 86400}, ${sqlText(user.bio)}, ${sqlText(`<p>${user.bio}</p>`)}, ${1 + Math.floor(next() * 2000)}, ${now - 90 * 86400})`,
    );
  });
  const userId = (index: number) =>
    `(SELECT id FROM users WHERE username = ${sqlText(`demo${(index % SEED_USERS.length) + 1}`)})`;

  for (const tag of SEED_TAGS) {
    statements.push(
      `INSERT INTO tags (slug_name, display_name, original_text, parsed_text, created_at) VALUES
       (${sqlText(tag.slug)}, ${sqlText(tag.name)}, ${sqlText(tag.description)}, ${sqlText(await renderMarkdown(tag.description))}, ${now - 120 * 86400})
       ON CONFLICT(slug_name) DO NOTHING`,
    );
  }

  // every text is rendered once up front, so the loop below stays synchronous
  const rendered = new Map<string, string>();
  for (const template of SEED_QUESTIONS)
    for (const markdown of [template.body, ...template.answers, ...(template.comments ?? [])])
      if (!rendered.has(markdown)) rendered.set(markdown, await renderMarkdown(markdown));
  const html = (markdown: string) => rendered.get(markdown)!;

  let answerId = firstIds.answer;
  for (let i = 0; i < questions; i++) {
    const questionId = firstIds.question + i;
    const template = SEED_QUESTIONS[i % SEED_QUESTIONS.length]!;
    const round = Math.floor(i / SEED_QUESTIONS.length);
    const title = round === 0 ? template.title : `${template.title}（案例 ${round + 1}）`;
    const created = now - Math.floor(next() * 60 * 86400) - 3600;
    const author = i % SEED_USERS.length;
    const votes = Math.floor(next() * 30) - 3;
    const views = 20 + Math.floor(next() * 3000);
    const answerCount = template.answers.length;
    let acceptedId = 0;
    statements.push(
      `INSERT INTO questions (id, user_id, title, original_text, parsed_text, vote_count, answer_count, view_count, created_at, updated_at, active_at)
       VALUES (${questionId}, ${userId(author)}, ${sqlText(title)}, ${sqlText(template.body)}, ${sqlText(html(template.body))}, ${votes}, ${answerCount},
       ${views}, ${created}, ${created}, ${created + answerCount * 7200})`,
    );
    // the first revision and the timeline entry, as asking through the site writes them
    statements.push(
      `INSERT INTO revisions (object_type, object_id, user_id, title, content, created_at)
       VALUES ('question', ${questionId}, ${userId(author)}, ${sqlText(title)},
       ${sqlText(JSON.stringify({ title, content: template.body, tags: template.tags }))}, ${created})`,
      `INSERT INTO activities (object_type, object_id, question_id, user_id, activity_type, revision_id, created_at)
       VALUES ('question', ${questionId}, ${questionId}, ${userId(author)}, 'created', last_insert_rowid(), ${created})`,
    );
    for (const slug of template.tags) {
      statements.push(
        `INSERT INTO question_tags (question_id, tag_id, created_at) SELECT ${questionId}, id, ${created} FROM tags WHERE slug_name = ${sqlText(slug)}`,
      );
    }
    template.answers.forEach((answer, index) => {
      const answered = created + (index + 1) * 7200;
      const accepted = index === 0 && next() < 0.6 ? 2 : 1;
      if (accepted === 2) acceptedId = answerId;
      statements.push(
        `INSERT INTO answers (id, question_id, user_id, original_text, parsed_text, accepted, vote_count, created_at, updated_at)
         VALUES (${answerId++}, ${questionId}, ${userId(author + index + 1)}, ${sqlText(answer)}, ${sqlText(html(answer))}, ${accepted},
         ${Math.floor(next() * 40)}, ${answered}, ${answered})`,
        `INSERT INTO revisions (object_type, object_id, user_id, content, created_at)
         VALUES ('answer', ${answerId - 1}, ${userId(author + index + 1)}, ${sqlText(JSON.stringify({ content: answer }))}, ${answered})`,
        `INSERT INTO activities (object_type, object_id, question_id, user_id, activity_type, revision_id, created_at)
         VALUES ('answer', ${answerId - 1}, ${questionId}, ${userId(author + index + 1)}, 'created', last_insert_rowid(), ${answered})`,
      );
    });
    statements.push(
      `UPDATE questions SET accepted_answer_id = ${acceptedId}, last_answer_id = ${answerId - 1} WHERE id = ${questionId}`,
    );
    (template.comments ?? []).forEach((comment, index) => {
      const at = created + 1800 + index * 600;
      statements.push(
        `INSERT INTO comments (object_type, object_id, question_id, user_id, original_text, parsed_text, created_at, updated_at)
         VALUES ('question', ${questionId}, ${questionId}, ${userId(author + 3 + index)}, ${sqlText(comment)}, ${sqlText(html(comment))}, ${at}, ${at})`,
      );
    });
  }

  // counters equal the rows they summarise
  statements.push(
    `UPDATE tags SET question_count = (SELECT COUNT(*) FROM question_tags qt JOIN questions q ON q.id = qt.question_id
       WHERE qt.tag_id = tags.id AND q.status IN (1, 2))`,
    `UPDATE users SET question_count = (SELECT COUNT(*) FROM questions WHERE user_id = users.id AND status IN (1, 2)),
       answer_count = (SELECT COUNT(*) FROM answers WHERE user_id = users.id AND status = 1)`,
  );
  return statements.map((statement) => `${statement};`).join("\n");
}
