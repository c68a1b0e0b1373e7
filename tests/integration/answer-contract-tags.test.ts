// Tags answer what Answer's client reads: the tag list, a tag's page and wiki, synonyms, following, the tag picker,
// and creating, editing, merging, deleting and undeleting tags.
import { expect } from "vitest";
import { api, uniqueTag, type Member } from "../helpers";
import {
  ADMIN_ONLY,
  describeContract,
  EVERYONE,
  SIGNED_IN,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { TAGS } from "../support/answer-contract/index";
import { createCast, createPosts } from "../support/answer-contract/world";

async function succeed(member: Member, path: string, method: string, body: unknown) {
  const result = await api(path, { method, token: member.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(200);
}

/** A tag's public id, as tag?name= answers it. */
async function tagIdOf(slug: string): Promise<string> {
  const result = await api<{ tag_id: string }>(`tag?name=${encodeURIComponent(slug)}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.tag_id;
}

/** A new tag of no question, for the writes that act on one. */
async function freshTag() {
  const slug = await uniqueTag();
  return { slug, id: await tagIdOf(slug) };
}

let slugCounter = 0;
const newSlug = () => `ht-${Date.now().toString(36)}-${++slugCounter}`;

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  const tagId = await tagIdOf(posts.tag);
  const synonym = newSlug();
  await succeed(cast.admin, "tag/synonym", "PUT", { tag_id: tagId, synonym_tag_list: [{ slug_name: synonym }] });
  for (const member of [cast.member, cast.admin]) {
    await succeed(member, "follow/tags", "PUT", { slug_name_list: [posts.tag] });
  }
  return { ...cast, ...posts, tagId, synonym };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

const CALLS: ContractCall<World>[] = [
  {
    method: "GET",
    path: "/answer/api/v1/tags/page",
    as: EVERYONE,
    request: () => ({ query: { page: 1, page_size: 20, query_cond: "popular" } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/tag",
    label: "by name",
    as: EVERYONE,
    request: (world) => ({ query: { name: world.tag } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/tag",
    label: "by id, to edit",
    as: SIGNED_IN,
    request: (world) => ({ query: { id: world.tagId } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/tag/synonyms",
    as: EVERYONE,
    request: (world) => ({ query: { tag_id: world.tagId } }),
  },
  {
    method: "PUT",
    path: "/answer/api/v1/tag/synonym",
    as: SIGNED_IN,
    request: async () => ({ body: { tag_id: (await freshTag()).id, synonym_tag_list: [{ slug_name: newSlug() }] } }),
  },
  { method: "GET", path: "/answer/api/v1/tags/following", as: SIGNED_IN },
  {
    method: "PUT",
    path: "/answer/api/v1/follow/tags",
    as: SIGNED_IN,
    request: async (world) => ({ body: { slug_name_list: [world.tag, (await freshTag()).slug] } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/tags",
    as: SIGNED_IN,
    request: (world) => ({ query: { tags: `${world.tag},${world.synonym}` } }),
  },
  {
    method: "GET",
    path: "/answer/api/v1/question/tags",
    as: SIGNED_IN,
    request: (world) => ({ query: { tag: world.tag.slice(0, 4) } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/tag",
    as: SIGNED_IN,
    request: () => {
      const slug = newSlug();
      return { body: { slug_name: slug, display_name: slug, original_text: "劳动合同解除与经济补偿。" } };
    },
  },
  {
    method: "PUT",
    path: "/answer/api/v1/tag",
    as: SIGNED_IN,
    request: async () => {
      const tag = await freshTag();
      return {
        body: {
          tag_id: tag.id,
          slug_name: tag.slug,
          display_name: tag.slug,
          original_text: "劳动合同的订立、履行、变更、解除和终止。",
          edit_summary: "补充了说明",
        },
      };
    },
  },
  {
    method: "DELETE",
    path: "/answer/api/v1/tag",
    as: ADMIN_ONLY,
    request: async () => ({ body: { tag_id: (await freshTag()).id } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/tag/merge",
    as: ADMIN_ONLY,
    request: async () => ({ body: { source_tag_id: (await freshTag()).id, target_tag_id: (await freshTag()).id } }),
  },
  {
    method: "POST",
    path: "/answer/api/v1/tag/recover",
    as: ADMIN_ONLY,
    request: async (_world, actor) => {
      const { id } = await freshTag();
      await succeed(actor.user!, "tag", "DELETE", { tag_id: id });
      return { body: { tag_id: id } };
    },
  },
];

const NOT_SERVED: NotServed<World>[] = [];

describeContract("tags as Answer's client reads them", {
  area: TAGS,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
