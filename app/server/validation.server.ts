// Valibot issues as field errors: one per field, the first message of each (messages are locale keys).
import * as v from "valibot";
import { AppError, type FieldError } from "./errors.server";

export function fieldErrorsFromIssues(issues: v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "";
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ error_field: field, error_msg: issue.message });
  }
  return fields;
}

export function validationError(issues: v.BaseIssue<unknown>[]): AppError {
  const fields = fieldErrorsFromIssues(issues);
  return new AppError(400, fields[0]?.error_msg ?? "validation.invalid", { fields });
}

/** Parses input with a shared schema or throws the 400 with field errors. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
