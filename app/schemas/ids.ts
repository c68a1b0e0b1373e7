// The id of a post, comment, tag or member as API clients send it: a string of digits (public ids are strings) or a
// number; the use-cases get a number.
import * as v from "valibot";
import "./messages";

export const numericId = v.pipe(
  v.union([v.string(), v.number()], "validation.invalid"),
  v.transform(String),
  v.regex(/^\d{1,15}$/, "validation.invalid"),
  v.transform(Number),
);
