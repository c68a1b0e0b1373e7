// The back office answers what Answer's client reads outside the settings forms: the dashboard, users and roles,
// questions and answers, flags, badges, and the plugin, AI, API key and MCP pages in their empty or disabled state.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { DEFAULT_TAG, answer, api, ask, createUser, tagsOf, uniqueEmail, type Member } from "../helpers";
import { ADMIN_ONLY, describeContract, type ContractCall, type NotServed } from "../support/answer-contract/check";
import { ADMIN } from "../support/answer-contract/index";
import { createCast, createPosts, type Posts } from "../support/answer-contract/world";
import { formatObjectId } from "~/lib/object-ids";

const A = "/answer/admin/api";

/** A user's id as the back office names it. */
const userIdOf = (member: Member) => formatObjectId("user", member.user.id);

const questionOf = (posts: Posts) => ask(posts.author.token, { tags: tagsOf([DEFAULT_TAG]) });

/** A question of the author's flagged by the answerer; answers the report's id. */
async function flaggedQuestion(posts: Posts, admin: Member): Promise<string> {
  const id = await questionOf(posts);
  const flagged = await api("report", {
    token: posts.answerer.token,
    body: { source: "question", object_id: id, report_type: 57, content: "" },
  });
  expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
  const queue = await api<{ list: { flag_id: string; object_id: string }[] }>(
    "report/unreviewed/post?page=1&page_size=10",
    { token: admin.token },
  );
  const flag = queue.body.data.list.find((item) => item.object_id === id);
  expect(flag, JSON.stringify(queue.body)).toBeDefined();
  return flag!.flag_id;
}

async function buildWorld() {
  const cast = await createCast();
  const posts = await createPosts();
  const badge = await env.DB.prepare("SELECT id FROM badges WHERE slug = 'first_upvote'").first<{ id: number }>();
  return { ...cast, ...posts, badgeId: formatObjectId("badge", badge!.id) };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

let nameCounter = 0;

const CALLS: ContractCall<World>[] = [
  { method: "GET", path: `${A}/dashboard`, as: ADMIN_ONLY },
  {
    method: "GET",
    path: `${A}/users/page`,
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1, page_size: 10, query: "", status: "" } }),
  },
  {
    method: "PUT",
    path: `${A}/user/status`,
    as: ADMIN_ONLY,
    request: async () => ({ body: { user_id: userIdOf(await createUser()), status: "suspended" } }),
  },
  { method: "GET", path: `${A}/roles`, as: ADMIN_ONLY },
  {
    method: "PUT",
    path: `${A}/user/role`,
    as: ADMIN_ONLY,
    request: async () => ({ body: { user_id: userIdOf(await createUser()), role_id: 3 } }),
  },
  {
    method: "POST",
    path: `${A}/users`,
    as: ADMIN_ONLY,
    request: () => ({ body: { users: `律师${++nameCounter}号, ${uniqueEmail("bulk")}, Str0ng-pass-word` } }),
  },
  {
    method: "PUT",
    path: `${A}/user/password`,
    as: ADMIN_ONLY,
    request: async () => ({ body: { user_id: userIdOf(await createUser()), password: "N3w-Str0ng-pass" } }),
  },
  {
    method: "PUT",
    path: `${A}/user/profile`,
    as: ADMIN_ONLY,
    request: async () => {
      const member = await createUser();
      return {
        body: {
          user_id: userIdOf(member),
          display_name: "改名的律师",
          username: `renamed-${member.user.id}`,
          email: uniqueEmail("renamed"),
        },
      };
    },
  },
  {
    method: "GET",
    path: `${A}/user/activation`,
    as: ADMIN_ONLY,
    request: async () => ({ query: { user_id: userIdOf(await createUser({ activated: false })) } }),
  },
  {
    method: "POST",
    path: `${A}/user/activation`,
    as: ADMIN_ONLY,
    request: async () => ({ body: { user_id: userIdOf(await createUser({ activated: false })) } }),
  },
  {
    method: "GET",
    path: `${A}/question/page`,
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1, page_size: 20, status: "normal", query: "" } }),
  },
  {
    method: "PUT",
    path: `${A}/question/status`,
    as: ADMIN_ONLY,
    request: async (world) => ({ body: { question_id: await questionOf(world), status: "deleted" } }),
  },
  {
    method: "GET",
    path: `${A}/answer/page`,
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1, page_size: 20, status: "normal", query: "" } }),
  },
  {
    method: "PUT",
    path: `${A}/answer/status`,
    as: ADMIN_ONLY,
    request: async (world) => ({
      body: { answer_id: await answer(world.answerer.token, await questionOf(world)), status: "deleted" },
    }),
  },
  {
    method: "PUT",
    path: `${A}/report`,
    as: ADMIN_ONLY,
    request: async (world, actor) => ({
      body: { id: await flaggedQuestion(world, actor.user!), flagged_type: 72, flagged_content: "" },
    }),
  },
  {
    method: "GET",
    path: `${A}/reasons`,
    as: ADMIN_ONLY,
    request: () => ({ query: { object_type: "question", action: "review" } }),
  },
  {
    method: "DELETE",
    path: `${A}/delete/permanently`,
    as: ADMIN_ONLY,
    request: () => ({ body: { type: "questions" } }),
  },
  {
    method: "GET",
    path: `${A}/badges`,
    as: ADMIN_ONLY,
    request: () => ({ query: { page: 1, page_size: 10, status: "", q: "" } }),
  },
  {
    method: "PUT",
    path: `${A}/badge/status`,
    as: ADMIN_ONLY,
    request: (world) => ({ body: { id: world.badgeId, status: "inactive" } }),
  },
  { method: "GET", path: `${A}/plugins`, as: ADMIN_ONLY },
];

const NOT_SERVED: NotServed<World>[] = [
  {
    method: "GET",
    path: `${A}/api-key/all`,
    status: 404,
    as: "admin",
    reason: "no API keys: members' tokens are the only credentials",
  },
  {
    method: "GET",
    path: `${A}/ai/conversation/page`,
    status: 404,
    as: "admin",
    reason: "no AI assistant, so no conversations",
    request: () => ({ query: { page: 1, page_size: 20 } }),
  },
  {
    method: "GET",
    path: `${A}/user-center/agent`,
    status: 404,
    as: "admin",
    reason: "no external user centre; Admin/Users asks only when user-center/agent is enabled, which it never is here",
  },
  {
    method: "PUT",
    path: `${A}/plugin/status`,
    status: 404,
    as: "admin",
    reason: "no plugins: the plugin list is empty, so no page toggles one",
    request: () => ({ body: { plugin_slug_name: "none", enabled: false } }),
  },
  {
    method: "GET",
    path: `${A}/plugin/config`,
    status: 404,
    as: "admin",
    reason: "no plugins: no menu leads to a plugin's settings",
    request: () => ({ query: { plugin_slug_name: "none" } }),
  },
  {
    method: "PUT",
    path: `${A}/plugin/config`,
    status: 404,
    as: "admin",
    reason: "no plugins: no menu leads to a plugin's settings",
    request: () => ({ body: { plugin_slug_name: "none", config_fields: {} } }),
  },
  {
    method: "GET",
    path: `${A}/ai-config`,
    status: 404,
    as: "admin",
    reason: "no AI assistant (siteinfo has no ai_enabled)",
  },
  {
    method: "PUT",
    path: `${A}/ai-config`,
    status: 404,
    as: "admin",
    reason: "no AI assistant (siteinfo has no ai_enabled)",
    request: () => ({ body: { enabled: false, chosen_provider: "", ai_providers: [] } }),
  },
  { method: "GET", path: `${A}/ai-provider`, status: 404, as: "admin", reason: "no AI assistant" },
  {
    method: "POST",
    path: `${A}/ai-models`,
    status: 404,
    as: "admin",
    reason: "no AI assistant",
    request: () => ({ body: { provider: "openai", api_host: "", api_key: "" } }),
  },
  {
    method: "GET",
    path: `${A}/ai/conversation`,
    status: 404,
    as: "admin",
    reason: "no AI assistant, so no conversations",
    request: () => ({ query: { conversation_id: "none" } }),
  },
  {
    method: "DELETE",
    path: `${A}/ai/conversation`,
    status: 404,
    as: "admin",
    reason: "no AI assistant, so no conversations",
    request: () => ({ body: { conversation_id: "none" } }),
  },
  {
    method: "POST",
    path: `${A}/api-key`,
    status: 404,
    as: "admin",
    reason: "no API keys: members' tokens are the only credentials",
    request: () => ({ body: { description: "contract", scope: "read-only" } }),
  },
  {
    method: "PUT",
    path: `${A}/api-key`,
    status: 404,
    as: "admin",
    reason: "no API keys: members' tokens are the only credentials",
    request: () => ({ body: { id: 1, description: "contract" } }),
  },
  {
    method: "DELETE",
    path: `${A}/api-key`,
    status: 404,
    as: "admin",
    reason: "no API keys: members' tokens are the only credentials",
    request: () => ({ body: { id: 1 } }),
  },
  { method: "GET", path: `${A}/mcp-config`, status: 404, as: "admin", reason: "no MCP server" },
  {
    method: "PUT",
    path: `${A}/mcp-config`,
    status: 404,
    as: "admin",
    reason: "no MCP server",
    request: () => ({ body: { enabled: false } }),
  },
  {
    method: "POST",
    path: `${A}/user`,
    status: 404,
    as: "admin",
    reason: "declared in Answer's services/admin/users.ts but called by no page (POST users adds them)",
    request: () => ({ body: { display_name: "新律师", email: uniqueEmail("one"), password: "Str0ng-pass-word" } }),
  },
  {
    method: "GET",
    path: `${A}/reports/page`,
    status: 404,
    as: "admin",
    reason: "declared in Answer's services/admin/flag.ts but called by no page (the review page lists flags)",
  },
];

describeContract("the back office as Answer's client reads it", {
  area: ADMIN,
  world: buildWorld,
  calls: CALLS,
  notServed: NOT_SERVED,
});
