// The operation menus of a question and its answers, loaded with their messages only for members who have
// operations: readers never download them. On the server the module is at hand, so the menus are rendered whole; in the browser React keeps
// their markup (plain forms that already submit) until the chunk arrives, then hydrates them.
import { lazy, Suspense, type ComponentProps } from "react";
import { loadMessagePart } from "~/client-messages";

/** The menus' module with their messages (the posting part: close, delete and undelete texts). */
const menus = () => Promise.all([import("./post-operations"), loadMessagePart("posting")]).then(([module]) => module);
const QuestionOperationsMenu = lazy(() => menus().then((module) => ({ default: module.QuestionOperations })));
const AnswerOperationsMenu = lazy(() => menus().then((module) => ({ default: module.AnswerOperations })));

export function QuestionOperations(props: ComponentProps<typeof QuestionOperationsMenu>) {
  if (props.actions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuestionOperationsMenu {...props} />
    </Suspense>
  );
}

export function AnswerOperations(props: ComponentProps<typeof AnswerOperationsMenu>) {
  if (props.actions.length === 0 && !props.canAccept) return null;
  return (
    <Suspense fallback={null}>
      <AnswerOperationsMenu {...props} />
    </Suspense>
  );
}
