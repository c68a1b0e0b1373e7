// Calls of Answer's client for features this product does not have (AI assistant, OAuth connectors, user-center
// and WeCom plugins, member plugin settings, the installer): what the client reads in the disabled or empty state.
import * as v from "valibot";
import { Int, LabelValue, PageOf, UnixSeconds } from "./common";
import type { ContractEntry } from "./index";

/** A plugin's settings form (Admin/Plugins/Config, Users/Settings/Plugins): one field per config_fields entry. */
export const PluginConfig = v.object({
  name: v.string(),
  slug_name: v.string(),
  config_fields: v.nullish(
    v.array(
      v.object({
        name: v.string(),
        type: v.string(),
        title: v.string(),
        description: v.optional(v.string()),
        value: v.optional(v.unknown()),
        required: v.optional(v.boolean()),
        ui_options: v.optional(v.unknown()),
        options: v.optional(v.unknown()),
      }),
    ),
  ),
});

const ConnectorLink = v.object({ name: v.string(), icon: v.string(), link: v.string() });

export const INTEGRATIONS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/ai/conversation/page",
    reads: PageOf(v.object({ conversation_id: v.string(), topic: v.string(), created_at: v.optional(UnixSeconds) })),
    note: "pages/AiAssistant (shown only when siteinfo ai_enabled): no AI here, so {count: 0, list: []}",
  },
  {
    method: "GET",
    path: "/answer/api/v1/ai/conversation",
    reads: v.object({
      conversation_id: v.string(),
      topic: v.string(),
      records: v.array(
        v.object({
          chat_completion_id: v.string(),
          role: v.string(),
          content: v.string(),
          reasoning_content: v.optional(v.string()),
          helpful: Int,
          unhelpful: Int,
        }),
      ),
    }),
    note: "pages/AiAssistant: ?conversation_id=; unreachable with ai_enabled false (a 404 is what we answer)",
  },
  {
    method: "POST",
    path: "/answer/api/v1/ai/conversation/vote",
    reads: v.unknown(),
    note: "components/BubbleAi; AI absent. (The answers themselves stream from POST chat/completions as SSE.)",
  },
  {
    method: "GET",
    path: "/answer/api/v1/connector/info",
    reads: v.array(ConnectorLink),
    note: "plugins/builtin/ThirdPartyConnector on the login page: no connectors here, so []",
  },
  {
    method: "GET",
    path: "/answer/api/v1/connector/user/info",
    reads: v.array(v.object({ ...ConnectorLink.entries, binding: v.boolean(), external_id: v.string() })),
    note: "Settings/Account MyLogins: no connectors here, so []",
  },
  {
    method: "POST",
    path: "/answer/api/v1/connector/binding/email",
    reads: v.object({
      access_token: v.optional(v.string()),
      email_exist_and_must_be_confirmed: v.optional(v.boolean()),
    }),
    note: "pages/Users/OauthBindEmail, reached only from a connector's callback; connectors absent",
  },
  {
    method: "DELETE",
    path: "/answer/api/v1/connector/user/unbinding",
    reads: v.unknown(),
    note: "MyLogins; connectors absent",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user-center/user/settings",
    reads: v.object({
      profile_setting_agent: v.nullish(v.object({ enabled: v.boolean(), redirect_url: v.optional(v.string()) })),
      account_setting_agent: v.nullish(v.object({ enabled: v.boolean(), redirect_url: v.optional(v.string()) })),
    }),
    note: "Settings/Profile and Account, called only when user-center/agent says enabled; agent absent",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user-center/personal/branding",
    reads: v.object({
      enabled: v.boolean(),
      personal_branding: v.nullish(
        v.array(v.object({ name: v.string(), label: v.string(), icon: v.string(), url: v.string() })),
      ),
    }),
    note: "Personal/components/UserInfo, only with an enabled agent: {enabled: false, personal_branding: []}",
  },
  {
    method: "GET",
    path: "/answer/api/v1/wecom/login/url",
    reads: v.object({ key: v.string(), redirect_url: v.string() }),
    note: "pages/UserCenter/Auth WeCom, only with a WeCom user-center plugin; absent",
  },
  {
    method: "GET",
    path: "/answer/api/v1/wecom/login/check",
    reads: v.object({ is_login: v.boolean(), token: v.optional(v.string()) }),
    note: "WeCom login polling: ?key=; absent",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/plugin/configs",
    reads: v.array(v.object({ name: v.string(), slug_name: v.string() })),
    note: "Settings/components/Nav lists one menu item per plugin: none here, so []",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/plugin/config",
    reads: PluginConfig,
    note: "Settings/Plugins: ?plugin_slug_name=; no menu item leads here without plugins",
  },
  { method: "PUT", path: "/answer/api/v1/user/plugin/config", reads: v.unknown(), note: "Settings/Plugins; absent" },
  {
    method: "POST",
    path: "/installation/config-file/check",
    reads: v.object({
      config_file_exist: v.boolean(),
      db_connection_success: v.boolean(),
      db_table_exist: v.optional(v.boolean()),
    }),
    note: "pages/Install only: no installer here (the site is set up by deployment)",
  },
  { method: "POST", path: "/installation/db/check", reads: v.unknown(), note: "pages/Install only; no installer" },
  { method: "POST", path: "/installation/init", reads: v.unknown(), note: "pages/Install only; no installer" },
  { method: "POST", path: "/installation/base-info", reads: v.unknown(), note: "pages/Install only; no installer" },
  {
    method: "GET",
    path: "/installation/language/options",
    reads: v.pipe(v.array(LabelValue), v.minLength(1)),
    note: "Install/components/FirstStep reads res[0].value; no installer",
  },
  {
    method: "GET",
    path: "/installation/language/config",
    reads: v.object({ ui: v.record(v.string(), v.unknown()) }),
    note: "utils/localize.ts on /install only: ?lang=; no installer",
  },
];
