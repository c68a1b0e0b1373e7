// Fixtures for integration tests: call the Worker like a client would, and build users directly in D1.
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import worker from "../workers/app";
import type { DomainEvent } from "~/server/events.server";
import { desc, eq } from "drizzle-orm";
import { createDb } from "~/server/db/client.server";
import { mailOutbox, users } from "~/server/db/schema";
import { hashPassword, randomToken, sha256Hex } from "~/server/crypto.server";
import { MailStatus, RoleId, UserStatus } from "~/lib/status";
import { SESSION_TTL_SECONDS } from "~/lib/limits";

export const BASE = "http://localhost";
export const db = () => createDb(env.DB);

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

export const adminApi = <T = unknown>(path: string, options: Parameters<typeof api>[1] = {}) =>
  api<T>(`/answer/admin/api/${path}`, options);

let counter = 0;

/** Inserts a user directly, activated and opted in unless told otherwise, with a live session token. */
export async function createUser(
  options: {
    name?: string;
    email?: string;
    password?: string;
    role?: number;
    status?: number;
    activated?: boolean;
    communityOpened?: boolean;
    rank?: number;
  } = {},
) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const email = (options.email ?? `user${suffix}@example.com`).toLowerCase();
  const password = options.password ?? "Str0ng-pass-word";
  const [user] = await db()
    .insert(users)
    .values({
      username: `user-${suffix}`,
      displayName: options.name ?? `用户${counter}`,
      email,
      passwordHash: await hashPassword(password, env.PASSWORD_PEPPER),
      roleId: options.role ?? RoleId.user,
      status: options.status ?? UserStatus.normal,
      mailStatus: options.activated === false ? MailStatus.inactive : MailStatus.activated,
      communityOpenedAt: options.communityOpened === false ? null : Math.floor(Date.now() / 1000),
      rank: options.rank ?? 1,
    })
    .returning();
  const token = await createSession(user!.id);
  return { user: user!, email, password, token };
}

export async function createSession(userId: number): Promise<string> {
  const token = randomToken();
  await env.DB.prepare("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(token), userId, Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS)
    .run();
  return token;
}

export const createAdmin = () => createUser({ role: RoleId.admin, name: "管理员" });

/** The newest mail written to the outbox for an address. */
export async function lastMailTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id)).get();
}

/** The code of the link in the newest mail to an address, for a path such as account-activation. */
export async function codeFromLastMail(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const match = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no link in the last mail to ${email}`);
  return match[1]!;
}

export async function getUser(email: string) {
  return db().select().from(users).where(eq(users.email, email)).get();
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

/**
 * What a browser without JavaScript sends when a submit button of a page is pressed: the fields of the button's form
 * (named by its `form` attribute, or the form around it) and the button's own name and value. The button is the
 * first whose aria-label is `label` or whose text starts with it.
 */
export async function buttonSubmission(html: string, label: string): Promise<Record<string, string>> {
  type Button = { form: string | null; name: string | null; value: string; ariaLabel: string; text: string };
  const forms = new Map<string, Record<string, string>>();
  const buttons: Button[] = [];
  let openForms: string[] = [];
  let unnamed = 0;
  let current: Button | null = null;
  await new HTMLRewriter()
    .on("form", {
      element(form) {
        const id = form.getAttribute("id") ?? `unnamed-${unnamed++}`;
        forms.set(id, {});
        openForms = [...openForms, id];
        form.onEndTag(() => void (openForms = openForms.slice(0, -1)));
      },
    })
    .on("input", {
      element(input) {
        const form = input.getAttribute("form") ?? openForms.at(-1);
        const name = input.getAttribute("name");
        if (form && name) forms.get(form)![name] = input.getAttribute("value") ?? "";
      },
    })
    .on("button", {
      element(element) {
        const button: Button = {
          form: element.getAttribute("form") ?? openForms.at(-1) ?? null,
          name: element.getAttribute("name"),
          value: element.getAttribute("value") ?? "",
          ariaLabel: element.getAttribute("aria-label") ?? "",
          text: "",
        };
        buttons.push(button);
        current = button;
        element.onEndTag(() => void (current = null));
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  const button = buttons.find((candidate) => candidate.ariaLabel === label || candidate.text.trim().startsWith(label));
  if (!button) throw new Error(`no button "${label}" on the page`);
  const fields = button.form ? forms.get(button.form) : undefined;
  if (!fields) throw new Error(`the button "${label}" belongs to no form`);
  return { ...fields, ...(button.name ? { [button.name]: button.value } : {}) };
}

export async function getPage(path: string, options: { cookie?: string } = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    headers: options.cookie ? { Cookie: options.cookie } : {},
    redirect: "manual",
  });
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

let addressCounter = 0;

/**
 * A new lowercase address nobody uses yet. The random part keeps it unique across test files too, which run in
 * parallel and share the SMTP inbox.
 */
export function uniqueEmail(label: string): string {
  addressCounter += 1;
  return `${label}-${Date.now().toString(36)}-${addressCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`.toLowerCase();
}

/** How many mails the outbox holds for an address. */
export async function mailCount(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?")
    .bind(email)
    .first<{ n: number }>();
  return row!.n;
}

/** How many tokens of one purpose a user holds. */
export async function tokenCount(
  userId: number,
  purpose: "activation" | "password_reset" | "email_change",
): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_tokens WHERE user_id = ? AND purpose = ?")
    .bind(userId, purpose)
    .first<{ n: number }>();
  return row!.n;
}

/**
 * The markup without its scripts, for assertions on tags a reader sees. Scripts go even though pages no longer embed
 * translations: the route data is JSON in a script and may repeat any text of the page.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

/** The text a reader sees on a page: no scripts, no tags, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where the page's links reading exactly `text` lead, as a browser requests them (entities decoded, no fragment). */
export function linkTargets(html: string, text: string): string[] {
  return [...withoutScripts(html).matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2]!.trim() === text)
    .map((match) => match[1]!.replaceAll("&amp;", "&").split("#")[0]!);
}

/** The session cookie a browser sends for a token. */
export const cookieFor = (token: string) => `lw_session=${token}`;

export type TagInfo = { slug_name: string; display_name: string };
export type UserInfo = { id: string; username: string; display_name: string; rank: number; status: string };
export type MemberAction = { action: string; name: string; type: string };
export type QuestionInfo = {
  id: string;
  title: string;
  url_title: string;
  content: string;
  html: string;
  status: number;
  answer_count: number;
  tags: TagInfo[];
  user_info: UserInfo;
  answered: boolean;
  first_answer_id: string;
  member_actions: MemberAction[];
};
export type AnswerInfo = {
  id: string;
  question_id: string;
  content: string;
  html: string;
  status: number;
  user_info: UserInfo;
  member_actions: MemberAction[];
};

/** The tag questions get from askQuestion unless told otherwise; it exists, so any member may use it. */
export const DEFAULT_TAG = "民法";

/** Inserts tags directly (a tag that exists already is left alone). */
export async function createTags(...names: string[]) {
  for (const name of names) {
    await env.DB.prepare("INSERT INTO tags (slug_name, display_name) VALUES (?, ?) ON CONFLICT (slug_name) DO NOTHING")
      .bind(name, name)
      .run();
  }
}

let questionCounter = 0;

/** Asks a question through the API (POST question) with valid defaults that `overrides` replace. */
export async function askQuestion(token: string | undefined, overrides: Record<string, unknown> = {}) {
  if (!("tags" in overrides)) await createTags(DEFAULT_TAG);
  questionCounter += 1;
  return api<QuestionInfo>("question", {
    token,
    body: {
      title: `离职后公司拒发最后一个月工资怎么办 ${Date.now().toString(36)}${questionCounter}`,
      content: "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？",
      tags: [{ slug_name: DEFAULT_TAG }],
      ...overrides,
    },
  });
}

/** Answers a question through the API (POST answer). */
export function answerQuestion(token: string | undefined, questionId: string, content = "可以先向劳动监察大队投诉。") {
  return api<AnswerInfo>("answer", { token, body: { question_id: questionId, content } });
}

export type QueueResult = { explicitAcks: string[]; retryMessages: { msgId: string }[] };

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
