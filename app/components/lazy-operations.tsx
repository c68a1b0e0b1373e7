// The operation menus of a question and its answers, loaded only for members who have operations: readers never
// download them. On the server the module is at hand, so the menus are rendered whole; in the browser React keeps
// their markup (plain forms that already submit) until the chunk arrives, then hydrates them.
import { lazy, Suspense, type ComponentProps } from "react";

const QuestionOperationsMenu = lazy(() =>
  import("./post-operations").then((module) => ({ default: module.QuestionOperations })),
);
const AnswerOperationsMenu = lazy(() =>
  import("./post-operations").then((module) => ({ default: module.AnswerOperations })),
);

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
