// Calling the Worker as its clients do: the JSON API, pages and forms as a browser sends them, queue batches as the
// platform delivers them.
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../workers/app";
import type { DomainEvent } from "~/server/events.server";
import { MENU_BASE } from "~/lib/paths";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import type { AnswerItem, FieldErrors, QuestionDetail, QuestionList, UserPage } from "./api-types";

export const BASE = "http://localhost";

export type Envelope<T = unknown> = { code: number; reason: string; msg: string; data: T };

/** Calls the JSON API. `token` goes in the Authorization header as API clients send it. */
export async function api<T = unknown>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    lang?: string;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = options.token;
  if (options.lang) headers["Accept-Language"] = options.lang;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const prefix = path.startsWith("/") ? "" : "/answer/api/v1/";
  const response = await SELF.fetch(`${BASE}${prefix}${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** What `api` returns when the test does not read the data. */
export type ApiResult = { status: number; body: Envelope<unknown> };

/** Asserts a call succeeded (with the body in the message when it did not). */
export function expectOk(result: ApiResult) {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.code).toBe(200);
}

/** Asserts a call was refused with a 400 whose data names `field` with `message` (among other fields at fault). */
export function expectFieldError(result: ApiResult, field: string, message: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body.code).toBe(400);
  expect(result.body.data, JSON.stringify(result.body)).toContainEqual({ error_field: field, error_msg: message });
}

/** Whether a session token is still logged in: user/info answers its user, or null once the session is gone. */
export async function loggedIn(token: string): Promise<boolean> {
  const info = await api("user/info", { token });
  return info.body.data !== null;
}

export const adminApi = <T = unknown>(path: string, options: Parameters<typeof api>[1] = {}) =>
  api<T>(`/answer/admin/api/${path}`, options);

/**
 * The back office settings groups as one administrator calls them. `token` is read at each call, so a test file can
 * bind these before its beforeAll creates the administrator.
 */
export function settingsApi(token: () => string) {
  const getGroup = <T = Record<string, unknown>>(path: string) => adminApi<T>(path, { token: token() });
  const putGroup = <T = Record<string, unknown>>(path: string, body: unknown) =>
    adminApi<T>(path, { method: "PUT", token: token(), body });
  /** Saves a group that must be refused with a 400 naming `field` with `message`. */
  async function expectFieldError(path: string, body: unknown, field: string, message: string) {
    const result = await putGroup<FieldErrors>(path, body);
    expect(result.status, JSON.stringify(body)).toBe(400);
    expect(result.body.code).toBe(400);
    expect(result.body.data, JSON.stringify(body)).toContainEqual({ error_field: field, error_msg: message });
    return result;
  }
  /** Saves the write group: the defaults with `change` applied, which must be accepted (`{}` puts the defaults back). */
  async function putWrite(change: Partial<typeof DEFAULT_SETTINGS.write>) {
    const result = await adminApi("siteinfo/write", {
      method: "PUT",
      token: token(),
      body: { ...DEFAULT_SETTINGS.write, ...change },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  }
  return { getGroup, putGroup, expectFieldError, putWrite };
}

/** The back office user list (users/page) as one administrator calls it; `token` is read at each call. */
export function usersPageAs(token: () => string) {
  return (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return adminApi<UserPage>(`users/page${search ? `?${search}` : ""}`, { token: token() });
  };
}

/** Submits a page form like a browser without JavaScript: a same-origin document POST. */
export async function postForm(path: string, fields: Record<string, string>, options: { cookie?: string } = {}) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    // browsers always send Host; Remix compares it with Origin before running an action
    Host: new URL(BASE).host,
    Origin: BASE,
    "Sec-Fetch-Site": "same-origin",
  };
  if (options.cookie) headers.Cookie = options.cookie;
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export async function getPage(path: string, options: { cookie?: string } = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    headers: options.cookie ? { Cookie: options.cookie } : {},
    redirect: "manual",
  });
}

/** A page's HTML, which must answer 200, as the member with `token` (or a visitor) sees it. */
export async function pageHtml(path: string, token?: string) {
  const response = await getPage(path, token ? { cookie: `lw_session=${token}` } : {});
  expect(response.status, path).toBe(200);
  return response.text();
}

export function sessionCookieFrom(response: Response): string | null {
  const header = response.headers.get("Set-Cookie") ?? "";
  const match = /lw_session=([^;]*)/.exec(header);
  return match ? `lw_session=${match[1]}` : null;
}

/** Logs in through the JSON API with an email and a password. */
export function login(email: string, pass: string) {
  return api<{ access_token: string }>("user/login/email", { body: { e_mail: email, pass } });
}

/** The session cookie a browser sends for a token. */
export const cookieFor = (token: string) => `lw_session=${token}`;

/** A question's page by its id, as the site links it without a title. */
export const questionPage = (id: string) => `${MENU_BASE}/questions/${id}`;

// ---- operations on questions and answers, one API call each ----------------------------------------------------

/** A question as question/info shows it to the member with `token`. */
export const info = (id: string, token?: string) => api<QuestionDetail>(`question/info?id=${id}`, { token });
export const answerPage = (questionId: string, token?: string) =>
  api<{ count: number; list: AnswerItem[] }>(`answer/page?question_id=${questionId}`, { token });
/** The newest questions of one tag, as question/page lists them. */
export const listByTag = (tag: string, token?: string) =>
  api<QuestionList>(`question/page?order=newest&tag=${encodeURIComponent(tag)}`, { token });

export const close = (
  token: string | undefined,
  id: string,
  closeType: number | string | undefined,
  closeMsg?: string,
) => api("question/status", { method: "PUT", token, body: { id, close_type: closeType, close_msg: closeMsg } });
export const reopen = (token: string | undefined, id: string) =>
  api("question/reopen", { method: "PUT", token, body: { question_id: id } });
export const deleteQuestion = (token: string | undefined, id: string) =>
  api("question", { method: "DELETE", token, body: { id } });
export const recoverQuestion = (token: string | undefined, id: string) =>
  api("question/recover", { token, body: { question_id: id } });
export const operate = (token: string | undefined, id: string, operation: "pin" | "unpin" | "hide" | "show") =>
  api("question/operation", { method: "PUT", token, body: { id, operation } });
export const accept = (token: string | undefined, questionId: string, answerId: string) =>
  api("answer/acceptance", { token, body: { question_id: questionId, answer_id: answerId } });
export const editQuestion = (token: string | undefined, body: Record<string, unknown>) =>
  api<{ wait_for_review: boolean }>("question", { method: "PUT", token, body });
export const editAnswer = (token: string | undefined, body: Record<string, unknown>) =>
  api<{ wait_for_review: boolean }>("answer", { method: "PUT", token, body });

/** What the test harness reports about a batch: whether all were acked, which one by one, and which were retried. */
export type QueueResult = {
  ackAll: boolean;
  explicitAcks: string[];
  retryMessages: { msgId: string; delaySeconds?: number }[];
};

/** Runs one batch of events through the Worker's queue handler, as the platform would. */
export async function deliver(
  messages: { id: string; body: DomainEvent; attempts?: number }[],
  queue = "lvwen-events",
): Promise<QueueResult> {
  const batch = createMessageBatch<DomainEvent>(
    queue,
    messages.map((message) => ({
      id: message.id,
      timestamp: new Date(),
      attempts: message.attempts ?? 1,
      body: message.body,
    })),
  );
  const ctx = createExecutionContext();
  await (worker.queue as (batch: MessageBatch<DomainEvent>, env: unknown, ctx: ExecutionContext) => Promise<void>)(
    batch,
    env,
    ctx,
  );
  return (await getQueueResult(batch, ctx)) as QueueResult;
}
