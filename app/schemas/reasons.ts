// What closing and reporting share (SPEC §5): a reason picked from radio buttons, and the link a "duplicate" reason
// carries.
import * as v from "valibot";
import "./messages";

/**
 * The number of the reason chosen. A form sends no field when no radio button is chosen, so a missing one is "" here
 * and fails the caller's check with "choose a reason" rather than the generic "cannot be empty".
 */
export const chosenReason = (message: string) =>
  v.pipe(v.optional(v.union([v.string(), v.number()], message), ""), v.transform(Number));

/** A "duplicate" reason's text must look like a web address (its origin is checked where the site's is known). */
export const looksLikeLink = (text: string | undefined) => /^https?:\/\/\S+$/i.test(text ?? "");
