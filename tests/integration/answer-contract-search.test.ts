// Search answers what Answer's result page reads: hits of questions and answers (and the tag header of a query that
// names a tag alone), and the "search by" credit, empty without a search plugin.
import { DEFAULT_TAG, answer, api, ask, tagsOf } from "../helpers";
import { describeContract, EVERYONE, type ContractCall, type NotServed } from "../support/answer-contract/check";
import { SEARCH } from "../support/answer-contract/index";
import { createCast, createPosts, waitUntil } from "../support/answer-contract/world";

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  // a word nobody else wrote, in a question and its answer, so that both kinds of hit come back
  const marker = `kw${Date.now().toString(36)}`;
  const questionId = await ask(posts.author.token, {
    title: `竞业限制协议没有约定补偿是否有效 ${marker}`,
    content: `入职时签了竞业限制协议，但没有约定经济补偿。${marker}`,
    tags: tagsOf([DEFAULT_TAG, posts.tag]),
  });
  await answer(posts.answerer.token, questionId, `未约定经济补偿的，劳动者可以要求按月支付补偿。${marker}`);
  await waitUntil(
    async () => (await api<{ count: number }>(`search?q=${marker}`)).body.data.count,
    (count) => count >= 2,
    "the index to hold the question and its answer",
  );
  return { ...cast, ...posts, marker };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

const CALLS: ContractCall<World>[] = [
  {
    method: "GET",
    path: "/answer/api/v1/search",
    label: "words",
    as: EVERYONE,
    request: (world) => ({ query: { q: world.marker, order: "relevance", page: 1, size: 20 } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/search",
    label: "a tag alone",
    as: EVERYONE,
    request: (world) => ({ query: { q: `[${world.tag}]`, order: "newest", page: 1, size: 20 } }),
  },
  { method: "GET", path: "/answer/api/v1/search/desc", as: EVERYONE },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("search as Answer's client reads it", {
  area: SEARCH,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
