// Choices pages show and schemas check. They live outside app/schemas so that pages for readers can name them without
// loading valibot.

/** hot: the last days' questions by a score of views, answers and votes (REFERENCE.md), weighed down by age. */
export const QUESTION_ORDERS = ["newest", "active", "hot", "score", "unanswered", "frequent", "recommend"] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];

export const ANSWER_ORDERS = ["default", "newest", "oldest", "score"] as const;
export type AnswerOrder = (typeof ANSWER_ORDERS)[number];

/** Close reasons (REFERENCE.md): 60 duplicate (a same-origin question URL), 63 off-topic, 64 unclear, 59 other. */
export const CLOSE_REASONS = [60, 63, 64, 59] as const;

/** The tag list's orders (SPEC §2 tags). */
export const TAG_ORDERS = ["popular", "name", "newest"] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];
