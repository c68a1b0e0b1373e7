// The calls every page of Answer's client makes before it renders anything (siteinfo, language, plugins, user-center
// agent) and the small site-wide helpers (permission, captcha, upload, render, report reasons).
import * as v from "valibot";
import { Count, Int, LabelValue } from "./common";
import type { ContractEntry } from "./index";

const TagSetting = v.object({ slug_name: v.string(), display_name: v.string() });

/**
 * siteinfo as initAppSettingsStore (utils/guard.ts) hands it to the stores. Stores that merge into defaults
 * (general, interface, seo, custom_css_html, security, write) survive a missing key; stores that replace their
 * state wholesale (branding, login, theme) crash the first component that reads them.
 */
export const SiteInfo = v.object({
  general: v.object({
    // Missing, the store shows Apache Answer's own name.
    name: v.string(),
    short_description: v.optional(v.string()),
    description: v.optional(v.string()),
    site_url: v.optional(v.string()),
    contact_email: v.optional(v.string()),
  }),
  interface: v.object({
    // Used when the member's language is "Default"; missing, the client falls back to English.
    language: v.string(),
    time_zone: v.optional(v.string()),
  }),
  // Profile settings call gravatar_base_url.includes(...) when the object is there.
  site_users: v.optional(v.object({ gravatar_base_url: v.string(), default_avatar: v.optional(v.string()) })),
  // PageTags destructures favicon and square_icon from it; the header shows logo/mobile_logo when set.
  branding: v.object({
    logo: v.optional(v.string()),
    mobile_logo: v.optional(v.string()),
    square_icon: v.optional(v.string()),
    favicon: v.optional(v.string()),
  }),
  // Replaces the store: these flags decide the sign-up link, the login form and the register guard.
  login: v.object({
    allow_new_registrations: v.boolean(),
    allow_email_registrations: v.boolean(),
    allow_password_login: v.boolean(),
    allow_email_domains: v.optional(v.nullable(v.array(v.string()))),
    require_email_verification: v.optional(v.boolean()),
  }),
  // The store's update reads theme_config.default.navbar_style.startsWith("#") whatever the theme is called.
  theme: v.object({
    theme: v.string(),
    theme_config: v.object({
      default: v.object({ navbar_style: v.string(), primary_color: v.optional(v.string()) }),
    }),
    color_scheme: v.optional(v.string()),
    layout: v.optional(v.string()),
  }),
  custom_css_html: v.optional(
    v.object({
      custom_css: v.optional(v.string()),
      custom_head: v.optional(v.string()),
      custom_header: v.optional(v.string()),
      custom_footer: v.optional(v.string()),
      custom_sidebar: v.optional(v.string()),
    }),
  ),
  // pathFactory puts the title slug into question links only for permalink 1 or 3.
  site_seo: v.optional(v.object({ permalink: Int, robots: v.optional(v.string()) })),
  // Merged into the editor's write settings over Answer's defaults: a missing key enforces Answer's limits. The
  // extension lists are spread and .length-ed: undefined falls back to [], null crashes the editor.
  site_advanced: v.object({
    max_image_size: Int,
    max_attachment_size: Int,
    max_image_megapixel: v.optional(Int),
    authorized_image_extensions: v.array(v.string()),
    authorized_attachment_extensions: v.array(v.string()),
  }),
  site_questions: v.object({ min_tags: Count, min_content: Count, restrict_answer: v.boolean() }),
  site_tags: v.object({
    required_tag: v.boolean(),
    recommend_tags: v.nullish(v.array(TagSetting)),
    reserved_tags: v.nullish(v.array(TagSetting)),
  }),
  site_security: v.object({
    login_required: v.boolean(),
    external_content_display: v.picklist(["always_display", "ask_before_display"]),
    check_update: v.optional(v.boolean()),
  }),
  version: v.string(),
  revision: v.string(),
  ai_enabled: v.optional(v.boolean()),
});

export const SITE: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/siteinfo",
    reads: SiteInfo,
    note: "utils/guard.ts initAppSettingsStore, on every page load; stores/themeSetting.ts reads theme_config.default",
  },
  {
    method: "GET",
    path: "/answer/api/v1/language/config",
    reads: v.object({ ui: v.record(v.string(), v.unknown()) }),
    note: "utils/localize.ts: the client's translation bundle is `ui`; without it the UI stays in English",
  },
  {
    method: "GET",
    path: "/answer/api/v1/language/options",
    reads: v.array(LabelValue),
    note: "utils/localize.ts loadLanguageOptions: the language pickers",
  },
  {
    method: "GET",
    path: "/answer/api/v1/siteinfo/legal?info_type=tos",
    reads: v.object({
      terms_of_service_original_text: v.optional(v.string()),
      terms_of_service_parsed_text: v.optional(v.string()),
    }),
    note: "pages/Legal/Tos, behaviour/useLegalClick.tsx: both read with ?. and Answer omits empty fields",
  },
  {
    method: "GET",
    path: "/answer/api/v1/siteinfo/legal?info_type=privacy",
    reads: v.object({
      privacy_policy_original_text: v.optional(v.string()),
      privacy_policy_parsed_text: v.optional(v.string()),
    }),
    note: "pages/Legal/Privacy, behaviour/useLegalClick.tsx",
  },
  {
    method: "GET",
    path: "/answer/api/v1/permission",
    reads: v.record(v.string(), v.object({ has_permission: v.boolean(), no_permission_tip: v.string() })),
    note: "components/TagSelector: ?action=tag.add; keyed by the action names asked for, tip shown when refused",
  },
  {
    method: "GET",
    path: "/answer/api/v1/plugin/status",
    reads: v.array(v.object({ slug_name: v.string(), enabled: v.boolean() })),
    note: "utils/pluginKit: no plugins here, so [] (the client filters on enabled and finds by slug_name)",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user-center/agent",
    reads: v.object({
      enabled: v.boolean(),
      agent_info: v.nullish(
        v.object({
          login_redirect_url: v.optional(v.string()),
          sign_up_redirect_url: v.optional(v.string()),
          enabled_original_user_system: v.optional(v.boolean()),
        }),
      ),
    }),
    note: "utils/userCenter.ts on every load; no user-center plugin here: {enabled: false, agent_info: null}",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/action/record",
    reads: v.object({
      verify: v.boolean(),
      captcha_id: v.optional(v.string()),
      captcha_img: v.optional(v.string()),
    }),
    note: "hooks/useCaptchaModal: ?action=<captcha key>; verify true asks for the code shown in captcha_img",
  },
  {
    method: "POST",
    path: "/answer/api/v1/file",
    reads: v.pipe(v.string(), v.minLength(1)),
    note: "components/Editor, components/UploadImg: multipart upload; data is the file's URL, inserted as is",
  },
  {
    method: "POST",
    path: "/answer/api/v1/post/render",
    reads: v.string(),
    note: "components/Editor/Viewer.tsx preview: data is the HTML of the posted markdown",
  },
  {
    method: "GET",
    path: "/answer/api/v1/reasons",
    reads: v.array(
      v.object({
        reason_type: Int,
        name: v.string(),
        description: v.optional(v.string()),
        content_type: v.optional(v.string()),
        placeholder: v.optional(v.string()),
      }),
    ),
    note: "hooks/useReportModal: ?object_type=&action=; reason_type is matched against a number (report_type)",
  },
];
