// The question page holds many forms — the answer, close, report and comment forms and the operation buttons — and a
// failed post comes back to the whole page: its intent says which form shows the errors.
import type { CommentsState } from "~/components/comments";
import { splitFormResult } from "~/lib/form-result";
import { postKey } from "~/lib/comments";
import { parseObjectId } from "~/lib/object-ids";

const COMMENT_INTENTS = ["comment", "edit_comment"];
// the forms that show their own errors; the operation buttons' errors go above the question
const OWN_ERRORS = ["close", "report", "answer", ...COMMENT_INTENTS];

/** The errors of each of the page's forms after a failed post (none when the page was not posted to). */
export function questionFormErrors<R extends object>(actionData: R | undefined) {
  const { lastResult, formErrors, fieldErrors, intent, values } = splitFormResult(actionData);
  return {
    closeErrors: intent === "close" ? fieldErrors : undefined,
    commentErrors: intent && COMMENT_INTENTS.includes(intent) ? commentErrors(values, fieldErrors, formErrors) : null,
    answerResult: intent === "answer" ? lastResult : undefined,
    answerErrors: intent === "answer" ? formErrors : undefined,
    operationErrors: intent && !OWN_ERRORS.includes(intent) ? formErrors : undefined,
  };
}

/** The errors of the comment form that was sent, with the post (or the edited comment) they belong to. */
function commentErrors(
  values: Record<string, unknown>,
  fieldErrors: Record<string, string[] | null>,
  formErrors: string[] | undefined,
): CommentsState["errors"] {
  const named = (name: string) => parseObjectId(String(values[name] ?? ""));
  const comment = named("comment_id");
  const post = named("object_id");
  const key =
    values.intent === "edit_comment"
      ? `comment-${comment?.id ?? 0}`
      : postKey(post?.kind === "answer" ? "answer" : "question", post?.id ?? 0);
  return { key, messages: [...(fieldErrors.original_text ?? []), ...(formErrors ?? [])] };
}
