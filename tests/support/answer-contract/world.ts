// The small worlds the contract tests call the API in: a member and an administrator (the guest has no token), and
// a question with tags, an answer and a comment written by others, made through the API as clients make them.
import { expect } from "vitest";
import { api } from "../client";
import {
  DEFAULT_TAG,
  answer,
  ask,
  createAdmin,
  createTags,
  createUser,
  tagsOf,
  uniqueTag,
  type Member,
} from "../factories";
import { RoleId } from "~/lib/status";
import type { Actor, Cast } from "./check";

/**
 * The member's rank: every member privilege at every level (tag synonyms need 20,000 at level 3), so that each call
 * Answer's client makes for a signed-in member is allowed, the review queues and tag edits included.
 */
export const MEMBER_RANK = 20_000;

export async function createCast(): Promise<Cast> {
  return { member: await createUser({ name: "会员", rank: MEMBER_RANK }), admin: await createAdmin() };
}

/**
 * A new account like the caller's (a guest's is a member's), for calls that change or end the account's session or
 * credentials, which the world's own member and administrator must keep.
 */
export function twinOf(actor: Actor): Promise<Member> {
  if (actor.role === "admin") return createAdmin();
  return createUser({ name: "另一会员", rank: actor.role === "member" ? MEMBER_RANK : 1, role: RoleId.user });
}

/** Waits until `read` satisfies `done` (the queue's consumers run beside the test); expect.poll needs a test. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Comments on a post and answers the new comment's id. */
export async function comment(token: string, objectId: string, text = "请补充劳动合同的签订时间。"): Promise<string> {
  const result = await api<{ comment_id: string }>("comment", {
    token,
    body: { object_id: objectId, original_text: text },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.comment_id;
}

/** A question with two tags, asked by `author`, answered by `answerer`, with a comment of the answerer on it. */
export type Posts = {
  author: Member;
  answerer: Member;
  tag: string;
  questionId: string;
  answerId: string;
  commentId: string;
};

export async function createPosts(): Promise<Posts> {
  const author = await createUser({ name: "提问者" });
  const answerer = await createUser({ name: "回答者" });
  await createTags(DEFAULT_TAG);
  const tag = await uniqueTag();
  const questionId = await ask(author.token, { tags: tagsOf([DEFAULT_TAG, tag]) });
  const answerId = await answer(answerer.token, questionId);
  const commentId = await comment(answerer.token, questionId);
  return { author, answerer, tag, questionId, answerId, commentId };
}
