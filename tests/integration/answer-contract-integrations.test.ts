// Features of Answer absent here (AI, OAuth connectors, user-center and WeCom, member plugins, the installer): what
// Answer's client asks anyway gets Answer's empty or disabled state; the rest is named with the status it gets.
import {
  EVERYONE,
  SIGNED_IN,
  describeContract,
  type ContractCall,
  type NotServed,
} from "../support/answer-contract/check";
import { INTEGRATIONS } from "../support/answer-contract/index";
import { createCast } from "../support/answer-contract/world";

type World = Awaited<ReturnType<typeof createCast>>;

const V1 = "/answer/api/v1";

const CALLS: ContractCall<World>[] = [
  // the login page asks, signed out
  { method: "GET", path: `${V1}/connector/info`, as: EVERYONE },
  { method: "GET", path: `${V1}/connector/user/info`, as: SIGNED_IN },
  { method: "GET", path: `${V1}/user-center/user/settings`, as: SIGNED_IN },
  {
    method: "GET",
    path: `${V1}/user-center/personal/branding`,
    as: EVERYONE,
    request: (world) => ({ query: { username: world.member.user.username } }),
  },
  { method: "GET", path: `${V1}/user/plugin/configs`, as: SIGNED_IN },
];

const NO_AI = "no AI assistant: siteinfo has no ai_enabled, so the client shows no AI page";
const NO_CONNECTORS = "no OAuth connectors: connector/info lists none, so no callback or login leads here";
const NO_WECOM = "no WeCom user-center plugin: user-center/agent is disabled";
const NO_PLUGINS = "no member plugins: user/plugin/configs lists none, so the settings menu has no plugin page";
/** /installation is a page path here: a JSON post to it is refused as not a form, a GET finds no page. */
const NO_INSTALLER = "no installer: D1 is bound by wrangler, migrations make the schema, npm start the first admin";

const NOT_SERVED: NotServed<World>[] = [
  {
    method: "GET",
    path: `${V1}/ai/conversation/page`,
    status: 404,
    reason: NO_AI,
    request: () => ({ query: { page: 1, page_size: 20 } }),
  },
  {
    method: "GET",
    path: `${V1}/ai/conversation`,
    status: 404,
    reason: NO_AI,
    request: () => ({ query: { conversation_id: "none" } }),
  },
  {
    method: "POST",
    path: `${V1}/ai/conversation/vote`,
    status: 404,
    reason: NO_AI,
    request: () => ({ body: { chat_completion_id: "none", vote_type: "helpful" } }),
  },
  {
    method: "POST",
    path: `${V1}/connector/binding/email`,
    status: 404,
    as: "guest",
    reason: NO_CONNECTORS,
    request: () => ({ body: { binding_key: "none", email: "nobody@example.com" } }),
  },
  {
    method: "DELETE",
    path: `${V1}/connector/user/unbinding`,
    status: 404,
    reason: NO_CONNECTORS,
    request: () => ({ body: { external_id: "none" } }),
  },
  { method: "GET", path: `${V1}/wecom/login/url`, status: 404, as: "guest", reason: NO_WECOM },
  {
    method: "GET",
    path: `${V1}/wecom/login/check`,
    status: 404,
    as: "guest",
    reason: NO_WECOM,
    request: () => ({ query: { key: "none" } }),
  },
  {
    method: "GET",
    path: `${V1}/user/plugin/config`,
    status: 404,
    reason: NO_PLUGINS,
    request: () => ({ query: { plugin_slug_name: "none" } }),
  },
  {
    method: "PUT",
    path: `${V1}/user/plugin/config`,
    status: 404,
    reason: NO_PLUGINS,
    request: () => ({ body: { plugin_slug_name: "none", config_fields: {} } }),
  },
  {
    method: "POST",
    path: "/installation/config-file/check",
    status: 415,
    as: "guest",
    reason: NO_INSTALLER,
    request: () => ({ body: {} }),
  },
  {
    method: "POST",
    path: "/installation/db/check",
    status: 415,
    as: "guest",
    reason: NO_INSTALLER,
    request: () => ({ body: {} }),
  },
  {
    method: "POST",
    path: "/installation/init",
    status: 415,
    as: "guest",
    reason: NO_INSTALLER,
    request: () => ({ body: {} }),
  },
  {
    method: "POST",
    path: "/installation/base-info",
    status: 415,
    as: "guest",
    reason: NO_INSTALLER,
    request: () => ({ body: {} }),
  },
  { method: "GET", path: "/installation/language/options", status: 404, as: "guest", reason: NO_INSTALLER },
  {
    method: "GET",
    path: "/installation/language/config",
    status: 404,
    as: "guest",
    reason: NO_INSTALLER,
    request: () => ({ query: { lang: "zh_CN" } }),
  },
];

describeContract("features absent here, as Answer's client asks for them", {
  area: INTEGRATIONS,
  world: createCast,
  calls: CALLS,
  notServed: NOT_SERVED,
});
