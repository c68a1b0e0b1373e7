// Answers and comments answer what Answer's client reads on the question page: the answer list, posting, editing,
// deleting, accepting and undeleting an answer, and the comment threads with their replies.
import { expect } from "vitest";
import { DEFAULT_TAG, answer, api, ask, tagsOf } from "../helpers";
import {
  ADMIN_ONLY,
  describeContract,
  EVERYONE,
  SIGNED_IN,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { ANSWERS_COMMENTS } from "../support/answer-contract/index";
import { comment, createCast, createPosts, type Posts } from "../support/answer-contract/world";

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  // a reply, so that the thread carries the reply_* fields
  const reply = await api("comment", {
    token: posts.author.token,
    body: { object_id: posts.questionId, original_text: "合同是去年三月签的。", reply_comment_id: posts.commentId },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { ...cast, ...posts };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

/** A question of the world's author, for the writes that need one of their own. */
const freshQuestion = (posts: Posts) => ask(posts.author.token, { tags: tagsOf([DEFAULT_TAG]) });

const CALLS: ContractCall<World>[] = [
  {
    method: "GET",
    path: "/answer/api/v1/answer/page",
    as: EVERYONE,
    request: (world) => ({ query: { question_id: world.questionId, page: 1, page_size: 999, order: "default" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/answer/info",
    as: SIGNED_IN,
    request: (world) => ({ query: { id: world.answerId } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/answer",
    as: SIGNED_IN,
    request: async (world) => ({
      body: { question_id: await freshQuestion(world), content: "可以先和公司协商，协商不成再申请仲裁。" },
    }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/answer",
    as: SIGNED_IN,
    request: async (world, actor) => {
      const questionId = await freshQuestion(world);
      const answerId = await answer(actor.token!, questionId);
      return {
        body: {
          id: answerId,
          question_id: questionId,
          content: "可以先向劳动监察大队投诉，同时保留工资条和考勤记录。",
          edit_summary: "补充了证据",
        },
      };
    },
  },
  {
    method: "DELETE",
    path: "/answer/api/v1/answer",
    as: SIGNED_IN,
    request: async (world, actor) => ({ body: { id: await answer(actor.token!, await freshQuestion(world)) } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/answer/acceptance",
    as: SIGNED_IN,
    request: async (world, actor) => {
      // only the asker accepts: the caller asks, someone else answers
      const questionId = await ask(actor.token!, { tags: tagsOf([DEFAULT_TAG]) });
      return { body: { question_id: questionId, answer_id: await answer(world.answerer.token, questionId) } };
    },
  },
  {
    method: "POST",
    path: "/answer/api/v1/answer/recover",
    as: ADMIN_ONLY,
    request: async (world, actor) => {
      const answerId = await answer(world.answerer.token, await freshQuestion(world));
      const deleted = await api("answer", { method: "DELETE", token: actor.token, body: { id: answerId } });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      return { body: { answer_id: answerId } };
    },
  },
  {
    method: "GET",
    path: "/answer/api/v1/comment/page",
    as: EVERYONE,
    request: (world) => ({ query: { object_id: world.questionId, page: 1, page_size: 3, query_cond: "vote" } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/comment",
    as: SIGNED_IN,
    request: (world) => ({
      body: { object_id: world.answerId, original_text: "投诉需要带身份证原件吗？", mention_username_list: [] },
    }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/comment",
    as: SIGNED_IN,
    request: async (world, actor) => ({
      body: {
        comment_id: await comment(actor.token!, world.answerId),
        original_text: "请补充劳动合同的签订时间和期限。",
      },
    }),
  },
  {
    method: "DELETE",
    path: "/answer/api/v1/comment",
    as: SIGNED_IN,
    request: async (world, actor) => ({ body: { comment_id: await comment(actor.token!, world.answerId) } }),
  },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("answers and comments as Answer's client reads them", {
  area: ANSWERS_COMMENTS,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
