// Work for the moderators of the seeded community (issue #28), so that the review page's other queues have something
// to show: two members' reports of a question and of an answer, and the last seeded question held for review as a
// new member's first post.
import { sqlText } from "../lib/local";

/** Reports and a held question; `userId` maps a demo member's index to their id. */
export function moderationStatements(
  first: { question: number; answer: number },
  questions: number,
  userId: (member: number) => number,
  now: number,
): string[] {
  if (questions < 2) return [];
  const held = first.question + questions - 1;
  const reason = JSON.stringify({ key: "review.queued.reason.first_posts", params: { count: 1 } });
  return [
    `INSERT INTO reports (user_id, object_type, object_id, reason_type, content, created_at) VALUES
  (${userId(4)}, 'question', ${first.question + 1}, 59, ${sqlText("标题与正文描述的不是同一件事，请核实。")}, ${now - 7200}),
  (${userId(5)}, 'question', ${first.question + 1}, 57, '', ${now - 5400}),
  (${userId(6)}, 'answer', ${first.answer}, 61, '', ${now - 3600})`,
    // a held question waits unseen: its counters were counted without it (status 11 is not listed)
    `UPDATE questions SET status = 11 WHERE id = ${held}`,
    `INSERT INTO review_items (object_type, object_id, user_id, reason, created_at)
SELECT 'question', id, user_id, ${sqlText(reason)}, ${now - 1800} FROM questions WHERE id = ${held}`,
  ];
}
