// The back office of Answer's client outside the settings forms (/answer/admin/api/*): dashboard, users, posts,
// flags, badges, and the plugin, AI, API key and MCP pages, which here show their empty or disabled state.
import * as v from "valibot";
import { Count, IdString, Int, OptionalNumericId, PageOf, UnixSeconds, UserBasicInfo } from "./common";
import type { ContractEntry } from "./index";
import { PluginConfig } from "./integrations";

/** semver's gt/gte throw on anything that is not a version, and the dashboard compares these two when both are set. */
const SEMVER = /^[v=]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

const VersionInfo = v.pipe(
  v.object({ version: v.string(), remote_version: v.string() }),
  v.check(
    ({ version, remote_version }) =>
      !version || !remote_version || (SEMVER.test(version) && SEMVER.test(remote_version)),
    "version and remote_version must both be semantic versions when both are set",
  ),
);

/** The dashboard (Admin/Dashboard: Statistics, HealthStatus, SystemInfo), everything under `info`. */
const Dashboard = v.object({
  info: v.object({
    question_count: Count,
    resolved_count: Count,
    resolved_rate: v.string(),
    unanswered_count: Count,
    unanswered_rate: v.string(),
    answer_count: Count,
    comment_count: Count,
    vote_count: Count,
    user_count: Count,
    report_count: Count,
    uploading_files: v.boolean(),
    smtp: v.picklist(["enabled", "disabled", "not_configured"]),
    https: v.boolean(),
    login_required: v.boolean(),
    // split('/') without a guard.
    time_zone: v.string(),
    occupying_storage_space: v.string(),
    // Despite the name, seconds of uptime, put through parseInt (Answer sends them as a string).
    app_start_time: v.union([v.pipe(v.string(), v.regex(/^\d+$/)), Count]),
    version_info: VersionInfo,
    go_version: v.string(),
    database_version: v.string(),
    database_size: v.string(),
  }),
});

/** A row of Admin/Users: the badge colour comes from bgMap[status], and role_id goes to the role dialog. */
const AdminUser = v.object({
  user_id: IdString,
  username: v.string(),
  display_name: v.string(),
  avatar: v.string(),
  rank: Int,
  e_mail: v.string(),
  status: v.picklist(["normal", "suspended", "deleted", "inactive"]),
  role_id: Int,
  role_name: v.string(),
  created_at: UnixSeconds,
  suspended_at: UnixSeconds,
  // Compared with <= 0 and formatted from * 1000.
  suspended_until: UnixSeconds,
  deleted_at: UnixSeconds,
});

const AdminQuestion = v.object({
  id: IdString,
  title: v.string(),
  url_title: v.optional(v.string()),
  accepted_answer_id: OptionalNumericId,
  vote_count: Int,
  answer_count: Count,
  user_info: UserBasicInfo,
  create_time: UnixSeconds,
  // show === 2 marks an unlisted question; both go to the row's action menu.
  show: Int,
  pin: Int,
});

const AdminAnswer = v.object({
  id: IdString,
  question_id: IdString,
  // url_title is read for the link but Answer v2.0.2 sends only the title.
  question_info: v.object({ title: v.string(), url_title: v.optional(v.string()) }),
  accepted: Int,
  description: v.string(),
  vote_count: Int,
  user_info: UserBasicInfo,
  create_time: UnixSeconds,
});

const AdminBadge = v.object({
  id: IdString,
  name: v.string(),
  icon: v.string(),
  level: v.optional(Int),
  award_count: Count,
  description: v.string(),
  group_name: v.string(),
  status: v.picklist(["active", "inactive"]),
});

const Reason = v.object({
  reason_type: Int,
  name: v.string(),
  description: v.optional(v.string()),
  content_type: v.optional(v.string()),
  placeholder: v.optional(v.string()),
});

const ignored = (method: ContractEntry["method"], path: string, note: string): ContractEntry => ({
  method,
  path,
  reads: v.unknown(),
  note,
});

export const ADMIN: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/admin/api/dashboard",
    reads: Dashboard,
    note: "pages/Admin/Dashboard: rates are shown as '({rate}%)' when the count is above 0",
  },
  {
    method: "GET",
    path: "/answer/admin/api/users/page",
    reads: PageOf(AdminUser),
    note: "pages/Admin/Users: ?page=&page_size=10&query=&staff=|status=",
  },
  ignored("PUT", "/answer/admin/api/user/status", "Admin/Users suspend, activate, delete"),
  {
    method: "GET",
    path: "/answer/admin/api/roles",
    reads: v.array(v.object({ id: Int, name: v.string(), description: v.string() })),
    note: "hooks/useChangeUserRoleModal: id is compared with === to the user's numeric role_id",
  },
  ignored("PUT", "/answer/admin/api/user/role", "hooks/useChangeUserRoleModal"),
  ignored("POST", "/answer/admin/api/user", "declared in services/admin/users.ts, called by no page"),
  ignored("POST", "/answer/admin/api/users", "Admin/Users 'add users' (one per line)"),
  ignored("PUT", "/answer/admin/api/user/password", "Admin/Users/components/Action"),
  ignored("PUT", "/answer/admin/api/user/profile", "Admin/Users/components/Action"),
  {
    method: "GET",
    path: "/answer/admin/api/user/activation",
    reads: v.object({ activation_url: v.string() }),
    note: "hooks/useActivationEmailModal: ?user_id=; the link is shown for copying when present",
  },
  ignored("POST", "/answer/admin/api/user/activation", "hooks/useActivationEmailModal: send the mail"),
  {
    method: "GET",
    path: "/answer/admin/api/user-center/agent",
    reads: v.object({
      allow_create_user: v.boolean(),
      allow_update_user_status: v.boolean(),
      allow_update_user_password: v.boolean(),
      allow_update_user_role: v.boolean(),
    }),
    note: "Admin/Users, only when user-center/agent is enabled; agent absent here",
  },
  {
    method: "GET",
    path: "/answer/admin/api/question/page",
    reads: PageOf(AdminQuestion),
    note: "pages/Admin/Questions: ?page=&page_size=&status=normal|closed|deleted|pending&query=",
  },
  ignored("PUT", "/answer/admin/api/question/status", "Admin/Questions/components/Action"),
  {
    method: "GET",
    path: "/answer/admin/api/answer/page",
    reads: PageOf(AdminAnswer),
    note: "pages/Admin/Answers: ?page=&page_size=&status=&query=[&question_id=]; description is escaped text",
  },
  ignored("PUT", "/answer/admin/api/answer/status", "Admin/Answers/components/Action"),
  ignored("PUT", "/answer/admin/api/report", "hooks/useReportModal in the back office: settle a flag"),
  ignored("GET", "/answer/admin/api/reports/page", "declared in services/admin/flag.ts, called by no page"),
  {
    method: "GET",
    path: "/answer/admin/api/reasons",
    reads: v.array(Reason),
    note: "hooks/useReportModal with isBackend: ?object_type=&action=",
  },
  ignored("DELETE", "/answer/admin/api/delete/permanently", "Admin/Users, Questions, Answers: empty the bin"),
  {
    method: "GET",
    path: "/answer/admin/api/badges",
    reads: PageOf(AdminBadge),
    note: "pages/Admin/Badges: ?page=&page_size=&status=&q=; status picks bgMap and the toggle",
  },
  ignored("PUT", "/answer/admin/api/badge/status", "pages/Admin/Badges"),
  {
    method: "GET",
    path: "/answer/admin/api/plugins",
    reads: v.array(
      v.object({
        name: v.string(),
        slug_name: v.string(),
        description: v.string(),
        version: v.string(),
        enabled: v.boolean(),
        have_config: v.boolean(),
        link: v.optional(v.string()),
      }),
    ),
    note: "components/AdminSideNav (every back office page), Plugins/Installed: no plugins here, so []",
  },
  ignored("PUT", "/answer/admin/api/plugin/status", "Plugins/Installed; no plugins"),
  {
    method: "GET",
    path: "/answer/admin/api/plugin/config",
    reads: PluginConfig,
    note: "Plugins/Config: ?plugin_slug_name=; no plugins, so no menu leads here",
  },
  ignored("PUT", "/answer/admin/api/plugin/config", "Plugins/Config; no plugins"),
  {
    method: "GET",
    path: "/answer/admin/api/ai-config",
    reads: v.object({
      enabled: v.boolean(),
      chosen_provider: v.string(),
      ai_providers: v.array(
        v.object({ provider: v.string(), api_host: v.string(), api_key: v.string(), model: v.string() }),
      ),
    }),
    note: "Admin/AiSettings: ai_providers.find() without a guard; no AI here, so enabled false and ai_providers []",
  },
  ignored("PUT", "/answer/admin/api/ai-config", "Admin/AiSettings; AI absent"),
  {
    method: "GET",
    path: "/answer/admin/api/ai-provider",
    reads: v.array(v.object({ name: v.string(), display_name: v.string(), default_api_host: v.string() })),
    note: "Admin/AiSettings provider select; AI absent, so []",
  },
  {
    method: "POST",
    path: "/answer/admin/api/ai-models",
    reads: v.array(v.object({ id: v.string() })),
    note: "Admin/AiSettings 'check' lists the models; AI absent",
  },
  {
    method: "GET",
    path: "/answer/admin/api/ai/conversation/page",
    reads: PageOf(
      v.object({
        id: v.string(),
        topic: v.string(),
        helpful_count: Count,
        unhelpful_count: Count,
        created_at: UnixSeconds,
        user_info: UserBasicInfo,
      }),
    ),
    note: "pages/Admin/AiAssistant: no AI here, so {count: 0, list: []}",
  },
  {
    method: "GET",
    path: "/answer/admin/api/ai/conversation",
    reads: v.object({
      topic: v.string(),
      records: v.array(v.object({ chat_completion_id: v.string(), role: v.string(), content: v.string() })),
    }),
    note: "Admin/AiAssistant DetailModal: ?conversation_id=; unreachable with an empty list",
  },
  ignored("DELETE", "/answer/admin/api/ai/conversation", "Admin/AiAssistant; AI absent"),
  {
    method: "GET",
    path: "/answer/admin/api/api-key/all",
    reads: v.array(
      v.object({
        id: Int,
        access_key: v.string(),
        description: v.string(),
        scope: v.string(),
        created_at: UnixSeconds,
        last_used_at: UnixSeconds,
      }),
    ),
    note: "pages/Admin/Apikeys: no API keys here, so []",
  },
  ignored("POST", "/answer/admin/api/api-key", "Apikeys/AddOrEditModal; API keys absent"),
  ignored("PUT", "/answer/admin/api/api-key", "Apikeys/AddOrEditModal; API keys absent"),
  ignored("DELETE", "/answer/admin/api/api-key", "Apikeys/components/Action; API keys absent"),
  {
    method: "GET",
    path: "/answer/admin/api/mcp-config",
    reads: v.object({
      enabled: v.boolean(),
      type: v.optional(v.string()),
      url: v.optional(v.string()),
      http_header: v.optional(v.string()),
    }),
    note: "pages/Admin/Mcp: the form is the object itself; no MCP here: {enabled: false}",
  },
  ignored("PUT", "/answer/admin/api/mcp-config", "pages/Admin/Mcp; MCP absent"),
];
