// Settings in the words of Apache Answer v2's clients. Answer names groups that ours hold in other groups (its
// "question", "tag" and "advanced" are fields of our "write"; "security" spans our "login" and "general"), keys a
// theme's config by the theme's name, names no SMTP encryption "" and lists privilege levels as options.
import type { TFunction } from "i18next";
import type { AppContext } from "../context.server";
import type { SiteSettings } from "~/schemas/settings";
import { ADVANCED_FIELDS, FIXED_SETTINGS } from "~/lib/answer-settings";
import { apiLocaleName, normalizeLocale, DEFAULT_LOCALE } from "~/lib/locale";
import { PRIVILEGE_KEYS, PRIVILEGE_LEVEL_CUSTOM, requiredRank } from "~/lib/privileges";
import { APP_VERSION } from "~/lib/version";
import { toSlugTags } from "./posts.server";

type Body = Record<string, unknown>;
type Read = (settings: SiteSettings, t: TFunction) => Body;

/** The interface with the language as Answer names it (zh_CN). */
function answerInterface(s: SiteSettings) {
  return { ...s.interface, language: apiLocaleName(normalizeLocale(s.interface.language) ?? DEFAULT_LOCALE) };
}

/** The theme as Answer's clients read it: its config under the theme's name. */
function answerTheme(s: SiteSettings) {
  return {
    theme: s.theme.theme,
    theme_config: { [s.theme.theme]: s.theme.theme_config },
    color_scheme: s.theme.color_scheme,
    layout: FIXED_SETTINGS.layout,
  };
}

/** GET siteinfo/{group} for the groups Answer's clients read in their own words (the others are ours as they are). */
export const ANSWER_SITEINFO_READS: Record<string, Read> = {
  "users-settings": (s) => ({ default_avatar: s.users.default_avatar, gravatar_base_url: s.users.gravatar_base_url }),
  question: (s) => ({
    min_tags: s.write.required_tag ? 1 : 0,
    min_content: FIXED_SETTINGS.min_content,
    restrict_answer: s.write.restrict_answer,
  }),
  tag: (s) => ({
    reserved_tags: toSlugTags(s.write.reserved_tags),
    recommend_tags: toSlugTags(s.write.recommend_tags),
    required_tag: s.write.required_tag,
  }),
  advanced: (s) => Object.fromEntries(ADVANCED_FIELDS.map((key) => [key, s.write[key]])),
  polices: (s) => ({ ...s.legal }),
  login: (s) => ({ ...s.login, require_email_verification: FIXED_SETTINGS.require_email_verification }),
  interface: answerInterface,
  theme: (s, t) => ({
    theme_options: [{ label: t("admin.settings.option.default"), value: "default" }],
    ...answerTheme(s),
  }),
  security: (s) => ({
    login_required: s.login.login_required,
    external_content_display: FIXED_SETTINGS.external_content_display,
    check_update: s.general.check_update,
  }),
};

/** Answer's clients pick a level among options that list each privilege's rank. */
function privilegeOptions(s: SiteSettings, t: TFunction) {
  const option = (level: number) => ({
    level,
    level_desc: t(`admin.privileges.level.${level}`),
    privileges: PRIVILEGE_KEYS.map((key) => ({
      key,
      label: t(`admin.privileges.label.${key}`),
      value: requiredRank(key, { level, custom_privileges: s.privileges.custom_privileges }),
    })),
  });
  return [1, 2, 3, PRIVILEGE_LEVEL_CUSTOM].map(option);
}

/** GET setting/{group}. The SMTP password is never sent out. */
export const ANSWER_SETTING_READS: Record<string, Read> = {
  privileges: (s, t) => ({ ...s.privileges, selected_level: s.privileges.level, options: privilegeOptions(s, t) }),
  smtp: (s) => ({ ...s.smtp, smtp_password: "", encryption: s.smtp.encryption === "none" ? "" : s.smtp.encryption }),
};

/** GET siteinfo: what the browser and API clients need on start (SPEC §1); no secrets. */
export function toSiteInfo(ctx: AppContext) {
  const s = ctx.settings;
  const read = (name: string) => ANSWER_SITEINFO_READS[name]!(s, ctx.t);
  return {
    general: { ...s.general, site_url: ctx.siteUrl, permalink: s.seo.permalink },
    interface: answerInterface(s),
    branding: s.branding,
    login: read("login"),
    theme: answerTheme(s),
    custom_css_html: s["custom-css-html"],
    site_seo: { permalink: s.seo.permalink, robots: s.seo.robots },
    site_users: s.users,
    site_write: s.write,
    users_settings: read("users-settings"),
    site_questions: read("question"),
    site_tags: read("tag"),
    site_advanced: read("advanced"),
    site_security: read("security"),
    site_legal: { external_content_display: FIXED_SETTINGS.external_content_display },
    privileges: { level: s.privileges.level },
    version: APP_VERSION,
    revision: APP_VERSION,
    ai_enabled: false,
    mcp_enabled: false,
  };
}
