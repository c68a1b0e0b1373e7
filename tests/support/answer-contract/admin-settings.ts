// The back office settings pages of Answer's client (/answer/admin/api/siteinfo/*, setting/*, language/options):
// each GET fills a form field by field, and each PUT saves the form.
import * as v from "valibot";
import { Count, Int, LabelValue } from "./common";
import type { ContractEntry } from "./index";

const General = v.object({
  name: v.string(),
  short_description: v.string(),
  description: v.string(),
  site_url: v.string(),
  contact_email: v.string(),
});

const TagSetting = v.object({ slug_name: v.string(), display_name: v.string() });

const PrivilegeLevel = v.object({
  level: Int,
  level_desc: v.string(),
  privileges: v.array(v.object({ key: v.string(), label: v.string(), value: Int })),
});

/** A settings GET and its PUT, whose answer the page ignores. */
const settings = (path: string, reads: v.GenericSchema, page: string, detail = ""): ContractEntry[] => [
  { method: "GET", path, reads, note: `pages/Admin/${page}${detail ? `: ${detail}` : ""}` },
  { method: "PUT", path, reads: v.unknown(), note: `pages/Admin/${page}` },
];

export const ADMIN_SETTINGS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/admin/api/siteinfo/general",
    reads: General,
    note: "pages/Admin/General: each form field takes setting[field]",
  },
  {
    method: "PUT",
    path: "/answer/admin/api/siteinfo/general",
    reads: General,
    note: "pages/Admin/General reads res.name (res must not be null) and puts the saved settings into the store",
  },
  ...settings(
    "/answer/admin/api/siteinfo/interface",
    v.object({ language: v.string(), time_zone: v.string() }),
    "Interface",
    "an empty time_zone shows UTC",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/branding",
    v.object({ logo: v.string(), mobile_logo: v.string(), square_icon: v.string(), favicon: v.string() }),
    "Branding",
    "image URLs, '' when unset",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/advanced",
    v.object({
      max_image_size: Int,
      max_attachment_size: Int,
      max_image_megapixel: Int,
      authorized_image_extensions: v.nullish(v.array(v.string())),
      authorized_attachment_extensions: v.nullish(v.array(v.string())),
    }),
    "Files",
    "sizes in MiB, megapixels in millions; the lists are joined with ?.",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/seo",
    v.object({ robots: v.string(), permalink: Int }),
    "Seo",
    "permalink 1-4",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/theme",
    v.object({
      theme: v.string(),
      theme_options: v.array(LabelValue),
      theme_config: v.record(v.string(), v.object({ navbar_style: v.string(), primary_color: v.string() })),
      color_scheme: v.optional(v.string()),
      layout: v.optional(v.string()),
    }),
    "Themes",
    "theme_config[theme].navbar_style.startsWith('#'); theme_options are the choices",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/custom-css-html",
    v.object({
      custom_css: v.string(),
      custom_head: v.string(),
      custom_header: v.string(),
      custom_footer: v.string(),
      custom_sidebar: v.string(),
    }),
    "CssAndHtml",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/login",
    v.object({
      allow_new_registrations: v.boolean(),
      allow_email_registrations: v.boolean(),
      allow_password_login: v.boolean(),
      require_email_verification: v.boolean(),
      allow_email_domains: v.nullish(v.array(v.string())),
    }),
    "Login",
    "allow_email_domains joined one per line when it is an array",
  ),
  {
    method: "GET",
    path: "/answer/admin/api/siteinfo/users",
    reads: v.unknown(),
    note: "declared in services/admin/settings.ts, called by no page (users-settings replaced it)",
  },
  {
    method: "PUT",
    path: "/answer/admin/api/siteinfo/users",
    reads: v.unknown(),
    note: "declared in services/admin/settings.ts, called by no page",
  },
  ...settings(
    "/answer/admin/api/siteinfo/users-settings",
    v.object({ default_avatar: v.optional(v.string()), gravatar_base_url: v.optional(v.string()) }),
    "UsersSettings",
    "both read with || defaults ('system', '')",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/polices",
    v.object({
      terms_of_service_original_text: v.string(),
      privacy_policy_original_text: v.string(),
      terms_of_service_parsed_text: v.optional(v.string()),
      privacy_policy_parsed_text: v.optional(v.string()),
    }),
    "Policies",
    "the markdown fills the editors (Answer's spelling 'polices')",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/security",
    v.object({
      login_required: v.boolean(),
      external_content_display: v.picklist(["always_display", "ask_before_display"]),
      check_update: v.boolean(),
    }),
    "Security",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/question",
    v.object({ min_tags: Count, min_content: Count, restrict_answer: v.boolean() }),
    "QaSettings",
  ),
  ...settings(
    "/answer/admin/api/siteinfo/tag",
    v.object({
      recommend_tags: v.nullish(v.array(TagSetting)),
      reserved_tags: v.nullish(v.array(TagSetting)),
      required_tag: v.boolean(),
    }),
    "TagsSettings",
    "the tag lists are used only when they are arrays",
  ),
  ...settings(
    "/answer/admin/api/setting/smtp",
    v.object({
      from_email: v.string(),
      from_name: v.string(),
      smtp_host: v.string(),
      smtp_port: Int,
      encryption: v.picklist(["", "SSL", "TLS"]),
      smtp_username: v.string(),
      smtp_password: v.string(),
      smtp_authentication: v.boolean(),
    }),
    "Smtp",
    "every key becomes a form value; encryption is a select of 'TLS' | 'SSL' | '' (None)",
  ),
  ...settings(
    "/answer/admin/api/setting/privileges",
    v.object({ selected_level: Int, options: v.array(PrivilegeLevel) }),
    "Privileges",
    "the level select lists options[].level_desc; the chosen level's privileges become number fields",
  ),
  {
    method: "GET",
    path: "/answer/admin/api/language/options",
    reads: v.array(LabelValue),
    note: "utils/localize.ts loadLanguageOptions(true): the interface language select",
  },
];
