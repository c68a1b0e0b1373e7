// What a page's action answered, split for its forms: conform's last result and errors, or a success notice. A plain
// function (no React), so that a page can read its action's answer without loading the form components.
import type { FormNotice } from "./notices";

type SubmissionLike = {
  status?: string;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/**
 * Splits an action's answer into conform's last result and a success notice (a plain function, not a hook), and says
 * which of the page's forms was sent (its `intent`), with the values and the errors it came back with.
 */
export function splitFormResult<R extends object>(result: R | undefined) {
  const sentNotice = result && "notice" in result ? (result as FormNotice) : null;
  const lastResult = result && !sentNotice ? (result as SubmissionLike) : undefined;
  const values = lastResult?.initialValue ?? {};
  return {
    notice: sentNotice ? String(sentNotice.notice) : null,
    sentNotice,
    lastResult: lastResult as never,
    // errors of the whole form (not of one field), for forms that do not use conform's useForm
    formErrors: lastResult?.error?.[""] ?? undefined,
    fieldErrors: lastResult?.error ?? {},
    intent: typeof values.intent === "string" ? values.intent : undefined,
    values,
  };
}
