// npm run seed [-- --questions N] [-- --bench-question]: fills local D1 with demo content (replacing earlier demo
// content). --bench-question adds the 20-answer thread that npm run bench measures.
import { parseArgs } from "node:util";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from "./seed/build";
import { seedLocal } from "./seed/run";

const { values } = parseArgs({
  options: { questions: { type: "string", default: "48" }, "bench-question": { type: "boolean", default: false } },
});
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 1) throw new Error("--questions must be a positive integer");
const persistTo = process.env.PERSIST_TO || undefined;

const { benchQuestionId } = await seedLocal({ questions, persistTo, benchQuestion: values["bench-question"] });
console.log(`Seeded ${questions} questions with answers and comments across the demo tags.
Demo members: demo1@${DEMO_EMAIL_DOMAIN} ... demo8@${DEMO_EMAIL_DOMAIN}, password ${DEMO_PASSWORD}`);
if (benchQuestionId !== undefined) console.log(`The 20-answer question: /answer/menu/questions/${benchQuestionId}`);
