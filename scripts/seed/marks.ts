// Bookmarks, reactions and follows behind the seeded community, derived in SQL from the posts already written (a few
// statements, whatever the number of questions), spread over the voter members by post id; then the counts that
// summarise them. Like votes.ts, nobody can log in as a voter, so these rows are only there to be shown and counted.
import type { FirstIds } from "./build";
import { VOTERS } from "./votes";

export function markStatements(firstIds: FirstIds, firstVoter: number): string[] {
  const voters = `users voter ON voter.id BETWEEN ${firstVoter} AND ${firstVoter + VOTERS - 1}`;
  /** the voter's place among the voters, rotated by the post id so that different voters mark different posts */
  const turn = (post: string) => `((voter.id - ${firstVoter} + ${post}.id) % ${VOTERS})`;
  return [
    // every third question is bookmarked by 1-4 voters; every fifth answer by one
    `INSERT INTO bookmarks (user_id, object_type, object_id, created_at)
SELECT voter.id, 'question', q.id, q.created_at FROM questions q JOIN ${voters}
WHERE q.id >= ${firstIds.question} AND q.id % 3 = 0 AND ${turn("q")} < 1 + q.id % 4`,
    `INSERT INTO bookmarks (user_id, object_type, object_id, created_at)
SELECT voter.id, 'answer', a.id, a.created_at FROM answers a JOIN ${voters}
WHERE a.id >= ${firstIds.answer} AND a.id % 5 = 0 AND ${turn("a")} < 1`,
    // reactions: hearts on every fourth question, smiles on every third answer, a frown now and then
    `INSERT INTO reactions (user_id, object_type, object_id, emoji, created_at)
SELECT voter.id, 'question', q.id, CASE WHEN ${turn("q")} = 2 THEN 'frown' ELSE 'heart' END, q.created_at
FROM questions q JOIN ${voters} WHERE q.id >= ${firstIds.question} AND q.id % 4 = 0 AND ${turn("q")} < 3`,
    `INSERT INTO reactions (user_id, object_type, object_id, emoji, created_at)
SELECT voter.id, 'answer', a.id, 'smile', a.created_at FROM answers a JOIN ${voters}
WHERE a.id >= ${firstIds.answer} AND a.id % 3 = 0 AND ${turn("a")} < 2`,
    // askers follow their questions; each voter follows two tags
    `INSERT INTO follows (user_id, object_type, object_id, created_at)
SELECT q.user_id, 'question', q.id, q.created_at FROM questions q WHERE q.id >= ${firstIds.question}`,
    `INSERT INTO follows (user_id, object_type, object_id, created_at)
SELECT voter.id, 'tag', t.id, t.created_at FROM tags t JOIN ${voters}
WHERE (voter.id + t.id) % (SELECT COUNT(*) FROM tags) < 2 ON CONFLICT DO NOTHING`,
    `UPDATE questions SET collection_count = (SELECT COUNT(*) FROM bookmarks b
       WHERE b.object_type = 'question' AND b.object_id = questions.id),
     follow_count = (SELECT COUNT(*) FROM follows f WHERE f.object_type = 'question' AND f.object_id = questions.id)
     WHERE id >= ${firstIds.question}`,
    `UPDATE answers SET collection_count = (SELECT COUNT(*) FROM bookmarks b
       WHERE b.object_type = 'answer' AND b.object_id = answers.id) WHERE id >= ${firstIds.answer}`,
    `UPDATE tags SET follow_count = (SELECT COUNT(*) FROM follows f WHERE f.object_type = 'tag' AND f.object_id = tags.id)`,
  ];
}
