// How pages use the services: form submissions validated with the shared schema, expected failures turned into
// field errors, redirects (SPEC §8) or the error page.
import { parseWithValibot } from "@conform-to/valibot";
import { data, redirect } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type * as v from "valibot";
import type { SessionGrant } from "./services/accounts.server";
import { AppError } from "./errors.server";
import { clearedSessionCookie, sessionCookie } from "~/lib/cookies";
import { pageForDenial } from "~/lib/denials";
import { paths } from "~/lib/paths";
import { expandCommand } from "~/lib/post-commands";
import type { FormNotice } from "~/lib/notices";

/** Where SPEC §8 sends a member for a 401 or a typed 403; null when the error is shown in place. */
export function redirectFor(error: AppError, request: Request): string | null {
  return pageForDenial(error.status, error.options.forbiddenType, paths.here(new URL(request.url)));
}

/** For loaders: turns an expected failure into the redirect or error page it calls for. */
export function throwPageError(error: unknown, request: Request): never {
  if (error instanceof AppError) {
    const location = redirectFor(error, request);
    if (location) throw redirect(location);
    throw new Response(null, { status: error.status });
  }
  throw error;
}

/** Runs a loader body, mapping expected failures to redirects or the error page. */
export async function guardPage<T>(request: Request, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    return throwPageError(error, request);
  }
}

// passwords are never sent back to the browser in a form's last values
const HIDDEN = ["pass", "old_pass", "pass_confirm", "password"];

/** A successful submission that stays on the page and shows a message (a locale key). */

/**
 * Handles a form post: validates with the shared schema, runs the use-case, and answers with field errors (400),
 * a redirect (401/403 per SPEC §8), or what `run` returns.
 */
export async function handleForm<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  run: (input: v.InferOutput<S>) => Promise<Response | FormNotice>,
) {
  // a post's buttons send their command as one value (app/lib/post-commands.ts)
  const formData = expandCommand(await request.formData());
  const submission = parseWithValibot(formData, { schema });
  if (submission.status !== "success")
    return data<SubmissionResult<string[]> | FormNotice>(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  try {
    const result = await run(submission.value);
    // redirects are thrown so that the action's data type stays the form result
    if (result instanceof Response) throw result;
    return data<SubmissionResult<string[]> | FormNotice>(result);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const location = redirectFor(error, request);
    if (location) throw redirect(location);
    // a message with parameters travels as {key, params} so the page translates it whole (FieldErrors)
    const params = error.options.params;
    const message = (key: string) => (params ? JSON.stringify({ key, params }) : key);
    const fieldErrors: Record<string, string[]> = {};
    for (const field of error.options.fields ?? [])
      (fieldErrors[field.error_field] ??= []).push(message(field.error_msg));
    const formErrors = error.options.fields?.length ? [] : [message(error.reason)];
    return data<SubmissionResult<string[]> | FormNotice>(
      submission.reply({ fieldErrors, formErrors, hideFields: HIDDEN }),
      {
        status: error.status,
      },
    );
  }
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** A redirect that logs the browser in with a new session. */
export function redirectWithSession(request: Request, grant: SessionGrant, location: string): Response {
  const maxAge = Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000));
  return redirect(location, { headers: { "Set-Cookie": sessionCookie(grant.token, maxAge, isSecure(request)) } });
}

/** A redirect that logs the browser out. */
export function redirectWithoutSession(request: Request, location: string): Response {
  return redirect(location, { headers: { "Set-Cookie": clearedSessionCookie(isSecure(request)) } });
}
