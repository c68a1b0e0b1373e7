// What the search index holds for a question and its answers (migrations/0012_search_index.sql): a question is row
// 2 × id and an answer 2 × id + 1, each with its title (an answer's is its question's) and its body's plain text,
// both segmented (app/lib/search-text.ts).
import { plainText } from "./format";
import { segmentForIndex } from "./search-text";

export type SearchDoc = { rowid: number; title: string; body: string };

export const questionDoc = (id: number) => id * 2;
export const answerDoc = (id: number) => id * 2 + 1;

/** The index rows of a question and its answers, as their texts read now. */
export function familyDocs(
  question: { id: number; title: string; text: string },
  answers: { id: number; text: string }[],
): SearchDoc[] {
  const title = segmentForIndex(question.title);
  return [
    { rowid: questionDoc(question.id), title, body: segmentForIndex(plainText(question.text)) },
    ...answers.map((answer) => ({ rowid: answerDoc(answer.id), title, body: segmentForIndex(plainText(answer.text)) })),
  ];
}
