// Vote rows behind the seeded vote counts. A post's vote_count is the sum of its votes' directions (1 up, -1 down)
// and a member votes at most once per post, so a count of 39 needs 39 different voters: the eight demo authors are
// too few, hence a pool of voter members who hold votes and nothing else. The rows are derived in SQL from the
// counts already written (one statement per post kind), which keeps the seed file small even at 100,000 questions.
import type { FirstIds } from "./build";
import { tuple } from "./sql";
import { sqlText } from "../lib/local";

/** Seeded counts reach 39 (answers draw 0-39, questions -3-26), so 40 voters cover every count. */
export const VOTERS = 40;

/** Rows for the users columns of build.ts's member insert; no password, so nobody can log in as a voter. */
export function voterRows(firstVoter: number, emailDomain: string, joined: number): string[] {
  return Array.from({ length: VOTERS }, (_, index) =>
    tuple([
      firstVoter + index,
      sqlText(`voter${index + 1}`),
      sqlText(`读者${index + 1}`),
      sqlText(`voter${index + 1}@${emailDomain}`),
      "''",
      1,
      joined,
      "''",
      "''",
      1,
      joined,
    ]),
  );
}

/**
 * For each seeded post, |vote_count| consecutive voters (starting at an offset that rotates with the post id, so the
 * same few voters do not cast every vote) vote in the count's direction.
 */
export function voteStatements(firstIds: FirstIds, firstVoter: number): string[] {
  const lastVoter = firstVoter + VOTERS - 1;
  const kinds = [
    { type: "question", table: "questions", firstId: firstIds.question },
    { type: "answer", table: "answers", firstId: firstIds.answer },
  ];
  return kinds.map(
    ({
      type,
      table,
      firstId,
    }) => `INSERT INTO votes (object_type, object_id, user_id, object_user_id, direction, created_at, updated_at)
SELECT '${type}', p.id, voter.id, p.user_id, CASE WHEN p.vote_count < 0 THEN -1 ELSE 1 END, p.created_at, p.created_at
FROM ${table} p JOIN users voter ON voter.id BETWEEN ${firstVoter} AND ${lastVoter}
WHERE p.id >= ${firstId} AND (voter.id - ${firstVoter} - p.id % ${VOTERS} + ${VOTERS}) % ${VOTERS} < ABS(p.vote_count)`,
  );
}
