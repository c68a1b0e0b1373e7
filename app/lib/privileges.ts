// Rank needed for each privilege at levels 1, 2 and 3 (REFERENCE.md). Level 2 is the default.

export const PRIVILEGE_KEYS = [
  "question.add",
  "answer.add",
  "comment.add",
  "report.add",
  "comment.vote_up",
  "link.url_limit",
  "question.vote_up",
  "answer.vote_up",
  "question.vote_down",
  "answer.vote_down",
  "answer.invite_someone_to_answer",
  "tag.add",
  "tag.edit",
  "question.edit",
  "answer.edit",
  "question.edit_without_review",
  "answer.edit_without_review",
  "question.audit",
  "answer.audit",
  "tag.audit",
  "tag.edit_without_review",
  "tag.synonym",
] as const;

export type PrivilegeKey = (typeof PRIVILEGE_KEYS)[number];

/** The level whose ranks the administrator sets one by one. */
export const PRIVILEGE_LEVEL_CUSTOM = 99;

type Levels = readonly [number, number, number];

const LEVELS: Record<PrivilegeKey, Levels> = {
  "question.add": [1, 1, 1],
  "answer.add": [1, 1, 1],
  "comment.add": [1, 1, 1],
  "report.add": [1, 1, 1],
  "comment.vote_up": [1, 1, 1],
  "link.url_limit": [1, 10, 10],
  "question.vote_up": [1, 8, 15],
  "answer.vote_up": [1, 8, 15],
  "question.vote_down": [125, 125, 125],
  "answer.vote_down": [125, 125, 125],
  "answer.invite_someone_to_answer": [1, 500, 1000],
  "tag.add": [1, 750, 1500],
  "tag.edit": [1, 50, 100],
  "question.edit": [1, 100, 200],
  "answer.edit": [1, 100, 200],
  "question.edit_without_review": [1, 1000, 2000],
  "answer.edit_without_review": [1, 1000, 2000],
  "question.audit": [1, 1000, 2000],
  "answer.audit": [1, 1000, 2000],
  "tag.audit": [1, 2500, 5000],
  "tag.edit_without_review": [1, 10000, 20000],
  "tag.synonym": [1, 10000, 20000],
};

/** The rank a privilege needs: from the level's table, or the custom value (falling back to level 2). */
export function requiredRank(
  key: PrivilegeKey,
  settings: { level: number; custom_privileges: { key: string; value: number }[] },
): number {
  if (settings.level === 1 || settings.level === 2 || settings.level === 3) return LEVELS[key][settings.level - 1]!;
  return settings.custom_privileges.find((entry) => entry.key === key)?.value ?? LEVELS[key][1];
}
