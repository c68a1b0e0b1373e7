// Building test data: users and sessions directly in D1, questions and answers through the API (or, for tests that
// only act on posts, directly with the statements the API runs).
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { runBatch } from "~/server/db/client.server";
import { answers, questions, users } from "~/server/db/schema";
import { createAnswerStatements } from "~/server/models/answers.server";
import { createQuestionStatements, newestId } from "~/server/models/question-writes.server";
import { hashPassword, randomToken, sha256Hex } from "~/server/crypto.server";
import { formatObjectId } from "~/lib/object-ids";
import { MailStatus, RoleId, UserStatus } from "~/lib/status";
import { SESSION_TTL_SECONDS } from "~/lib/limits";
import type { AnswerInfo, QuestionInfo } from "./api-types";
import { api, type Envelope } from "./client";
import { db, scalar } from "./records";

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

export type Member = Awaited<ReturnType<typeof createUser>>;
export type Staff = { moderator: Member; administrator: Member };

/** A moderator and an administrator. */
export async function createStaff(): Promise<Staff> {
  return {
    moderator: await createUser({ role: RoleId.moderator, name: "版主" }),
    administrator: await createAdmin(),
  };
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

let searchWordCounter = 0;

/**
 * A word no other test's users contain, to search the shared user table (users/page?query=) for one test's rows.
 * Unlike uniqueTag it creates nothing and answers at once.
 */
export function uniqueSearchWord(): string {
  searchWordCounter += 1;
  return `tag${Date.now().toString(36)}x${searchWordCounter}`;
}

/** An address that holds a search word (see uniqueSearchWord): `label.word@example.com`. */
export const emailFor = (word: string, label: string) => `${label}.${word}@example.com`;

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

let tagCounter = 0;

/** A tag no other test uses, so that question/page?tag= lists one test's questions only. */
export async function uniqueTag(): Promise<string> {
  tagCounter += 1;
  const slug = `po-${Date.now().toString(36)}-${tagCounter}`;
  await createTags(slug);
  return slug;
}

/** The tags field of a question for these slugs. */
export const tagsOf = (slugs: string[]) => slugs.map((slug_name) => ({ slug_name }));

const QUESTION_CONTENT = "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？";

let questionCounter = 0;

/** Asks a question through the API (POST question) with valid defaults that `overrides` replace. */
export async function askQuestion(token: string | undefined, overrides: Record<string, unknown> = {}) {
  if (!("tags" in overrides)) await createTags(DEFAULT_TAG);
  questionCounter += 1;
  return api<QuestionInfo>("question", {
    token,
    body: {
      title: `离职后公司拒发最后一个月工资怎么办 ${Date.now().toString(36)}${questionCounter}`,
      content: QUESTION_CONTENT,
      tags: [{ slug_name: DEFAULT_TAG }],
      ...overrides,
    },
  });
}

/** Answers a question through the API (POST answer); `data` is the new answer (the call's `info`), or null. */
export async function answerQuestion(
  token: string | undefined,
  questionId: string,
  content = "可以先向劳动监察大队投诉。",
) {
  const result = await api<{ info: AnswerInfo } | null>("answer", {
    token,
    body: { question_id: questionId, content },
  });
  if (result.status !== 200) return result as unknown as { status: number; body: Envelope<AnswerInfo> };
  return { status: result.status, body: { ...result.body, data: result.body.data!.info } };
}

/** A question asked by a new member (or by `asker`), and who asked it. */
export async function newQuestion(options: { asker?: Awaited<ReturnType<typeof createUser>>; name?: string } = {}) {
  const asker = options.asker ?? (await createUser(options.name ? { name: options.name } : {}));
  const asked = await askQuestion(asker.token);
  expect(asked.status).toBe(200);
  return { asker, id: asked.body.data.id };
}

/** Asks a question that must be accepted, and returns its id. */
export async function ask(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await askQuestion(token, overrides);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.id;
}

/** Answers a question with an answer that must be accepted, and returns its id. */
export async function answer(token: string, questionId: string, content?: string): Promise<string> {
  const result = await answerQuestion(token, questionId, content);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.id;
}

/**
 * A question with one answer, written with the statements the API runs but without the API: for tests that only act
 * on posts, not make them.
 */
export async function insertAnsweredQuestion(
  asker: Member,
  answerer: Member,
): Promise<{ questionId: string; answerId: string }> {
  const now = Math.floor(Date.now() / 1000);
  await createTags(DEFAULT_TAG);
  const tagId = await scalar("SELECT id AS n FROM tags WHERE slug_name = ?", DEFAULT_TAG);
  const lastIds = db()
    .select({ question: newestId(questions).mapWith(Number), answer: newestId(answers).mapWith(Number) })
    .from(users)
    .limit(1);
  const [question] = await runBatch<{ question: number }>(
    db(),
    createQuestionStatements(db(), {
      userId: asker.user.id,
      title: "离职后公司拒发最后一个月工资怎么办",
      urlTitle: "li-zhi-hou-gong-si-ju-fa-zui-hou-yi-ge-yue-gong-zi-zen-me-ban",
      originalText: QUESTION_CONTENT,
      parsedText: `<p>${QUESTION_CONTENT}</p>`,
      tagIds: [tagId],
      tagSlugs: [DEFAULT_TAG],
      newTags: [],
      linkedQuestionIds: [],
      province: "",
      city: "",
      editSummary: "",
      now,
    }),
    lastIds,
  );
  const questionId = question!.question;
  const [inserted] = await runBatch<{ answer: number }>(
    db(),
    createAnswerStatements(db(), {
      questionId,
      userId: answerer.user.id,
      originalText: "可以先向劳动监察大队投诉。",
      parsedText: "<p>可以先向劳动监察大队投诉。</p>",
      editSummary: "",
      now,
    }),
    lastIds,
  );
  return { questionId: formatObjectId("question", questionId), answerId: formatObjectId("answer", inserted!.answer) };
}
