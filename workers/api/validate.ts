// Request parsing for the JSON API: size-capped bodies, malformed JSON and schema failures all become 400s.
import type { Context } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "./types";
import { MAX_JSON_BODY_BYTES } from "~/lib/limits";
import { AppError } from "~/server/errors.server";
import { validationError } from "~/server/validation.server";

/** The request body as text, refused with a 413 past the cap (read once; Hono caches it for later reads). */
export async function bodyText(c: Context<ApiEnv>): Promise<string> {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) throw new AppError(413, "error.request.too_large");
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES)
    throw new AppError(413, "error.request.too_large");
  return text;
}

async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  const text = await bodyText(c);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "error.request.malformed_json");
  }
}

/** The JSON body as an object (size-capped; malformed JSON or a non-object is a 400). */
export async function jsonObject(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new AppError(400, "error.request.malformed_json");
  return body as Record<string, unknown>;
}

/** The JSON body, validated by a shared schema. */
export async function jsonBody<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S): Promise<v.InferOutput<S>> {
  const body = await jsonObject(c);
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}

/** The query string, validated by a shared schema (all values arrive as strings). */
export function queryParams<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
