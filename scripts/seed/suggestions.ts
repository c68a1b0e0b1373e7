// Suggested edits waiting for review in the seeded community (REFERENCE.md review flow 1), so that the review page and
// its count in the side navigation have something to show: members below the edit-without-review rank suggesting
// improvements to two other members' questions.
import { SEED_QUESTIONS } from "./content";
import { sqlText } from "../lib/local";

type Suggestion = { question: number; editor: number; title: string; addition: string; summary: string };

const SUGGESTIONS: Suggestion[] = [
  {
    question: 0,
    editor: 3,
    title: "没有借条的口头借款，出借人还能要回来吗？",
    addition: "3. 对方主张是赠与的，应当由谁举证？",
    summary: "补充第三个问题，标题更简洁",
  },
  {
    question: 1,
    editor: 7,
    title: SEED_QUESTIONS[1]!.title,
    addition: "**补充**：相关的聊天记录、转账凭证和书面材料我都已保留。",
    summary: "补充已保留的证据",
  },
];

/** Pending revisions of the first seeded questions; `userId` maps a demo member's index to their id. */
export function suggestionStatements(
  firstQuestion: number,
  questions: number,
  userId: (member: number) => number,
  now: number,
): string[] {
  return SUGGESTIONS.filter((suggestion) => suggestion.question < questions).map((suggestion) => {
    const template = SEED_QUESTIONS[suggestion.question]!;
    const snapshot = {
      title: suggestion.title,
      content: `${template.body}\n\n${suggestion.addition}`,
      tags: template.tags,
    };
    return `INSERT INTO revisions (object_type, object_id, user_id, title, content, reason, status, created_at)
VALUES ('question', ${firstQuestion + suggestion.question}, ${userId(suggestion.editor)}, ${sqlText(suggestion.title)},
  ${sqlText(JSON.stringify(snapshot))}, ${sqlText(suggestion.summary)}, 1, ${now - 3600})`;
  });
}
