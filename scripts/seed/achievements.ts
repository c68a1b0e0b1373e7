// Reputation and badges behind the seeded community (issue #6), derived in SQL from the votes and acceptances already
// written, as the queue's consumers would have written them one event at a time: a ledger row per change (REFERENCE.md:
// +10 and -2 for the author of an upvoted or downvoted post, -1 for downvoting an answer, +15 and +2 for an accepted
// answer and its asker), every member's rank equal to 1 plus their ledger (the floor of 1 and the daily cap are left
// out: this is history, not a replay), and the badges those rows earn, each counted. A few statements, whatever the
// number of questions.
import type { FirstIds } from "./build";

export function achievementStatements(firstIds: FirstIds, firstUser: number): string[] {
  const seeded = (table: string, alias: string) =>
    `${alias}.id >= ${table === "questions" ? firstIds.question : firstIds.answer}`;
  const ledger = (select: string) => `INSERT INTO reputation_ledger
  (user_id, trigger_user_id, object_type, object_id, reason, delta, event_id, created_at)
${select}`;
  const award = (slug: string, select: string) => `INSERT OR IGNORE INTO badge_awards
  (user_id, badge_id, object_type, object_id, created_at)
SELECT x.user_id, b.id, x.object_type, x.object_id, x.created_at FROM (${select}) x JOIN badges b ON b.slug = '${slug}'`;
  const scoreBadges = (table: "questions" | "answers", type: string, slugs: string[]) =>
    slugs.map((slug) =>
      award(
        slug,
        `SELECT p.user_id, '${type}' AS object_type, p.id AS object_id, p.created_at FROM ${table} p
         WHERE ${seeded(table, "p")} AND p.vote_count >= (SELECT threshold FROM badges WHERE slug = '${slug}')`,
      ),
    );
  return [
    // votes on seeded posts: the author's gain or loss, and the cost of downvoting an answer
    ledger(`SELECT v.object_user_id, v.user_id, v.object_type, v.object_id,
  CASE v.direction WHEN 1 THEN 'vote_up' ELSE 'vote_down' END, CASE v.direction WHEN 1 THEN 10 ELSE -2 END,
  'seed:vote:' || v.object_type || ':' || v.object_id || ':' || v.user_id, v.created_at
FROM votes v WHERE v.object_id >= CASE v.object_type WHEN 'question' THEN ${firstIds.question} ELSE ${firstIds.answer} END
  AND v.object_type IN ('question', 'answer')`),
    ledger(`SELECT v.user_id, v.user_id, 'answer', v.object_id, 'downvote_cast', -1,
  'seed:downvote:' || v.object_id || ':' || v.user_id, v.created_at
FROM votes v WHERE v.object_type = 'answer' AND v.direction = -1 AND v.object_id >= ${firstIds.answer}`),
    // acceptances of another member's answer
    ledger(`SELECT a.user_id, q.user_id, 'answer', a.id, 'answer_accepted', 15, 'seed:accepted:' || a.id, a.created_at
FROM questions q JOIN answers a ON a.id = q.accepted_answer_id
WHERE ${seeded("questions", "q")} AND a.user_id != q.user_id`),
    ledger(`SELECT q.user_id, q.user_id, 'answer', a.id, 'accept_answer', 2, 'seed:accept:' || a.id, a.created_at
FROM questions q JOIN answers a ON a.id = q.accepted_answer_id
WHERE ${seeded("questions", "q")} AND a.user_id != q.user_id`),
    // ranks equal the ledger
    `UPDATE users SET rank = MAX(1, 1 + (SELECT COALESCE(SUM(delta), 0) FROM reputation_ledger
  WHERE user_id = users.id AND cancelled = 0)) WHERE id >= ${firstUser}`,
    // badges the history earned
    award(
      "solved",
      `SELECT a.user_id, 'answer' AS object_type, a.id AS object_id, a.created_at FROM questions q
       JOIN answers a ON a.id = q.accepted_answer_id WHERE ${seeded("questions", "q")} AND a.user_id != q.user_id
       GROUP BY a.user_id`,
    ),
    award(
      "scholar",
      `SELECT q.user_id, 'question' AS object_type, q.id AS object_id, q.created_at FROM questions q
       JOIN answers a ON a.id = q.accepted_answer_id WHERE ${seeded("questions", "q")} AND a.user_id != q.user_id
       GROUP BY q.user_id`,
    ),
    award(
      "first_upvote",
      `SELECT v.user_id, v.object_type, MIN(v.object_id) AS object_id, MIN(v.created_at) AS created_at FROM votes v
       WHERE v.direction = 1 AND v.user_id >= ${firstUser} GROUP BY v.user_id`,
    ),
    award(
      "autobiographer",
      `SELECT id AS user_id, 'user' AS object_type, id AS object_id, created_at FROM users
       WHERE id >= ${firstUser} AND bio != ''`,
    ),
    ...scoreBadges("questions", "question", ["nice_question", "good_question", "great_question"]),
    ...scoreBadges("answers", "answer", ["nice_answer", "good_answer", "great_answer"]),
    `UPDATE badges SET award_count = (SELECT COUNT(*) FROM badge_awards WHERE badge_id = badges.id)`,
  ];
}
