// Site settings groups of SPEC §3, with their SPEC §5 rules. Messages are locale keys.
import * as v from "valibot";
import { LOCALES, normalizeLocale } from "~/lib/locale";
import { PRIVILEGE_LEVEL_CUSTOM } from "~/lib/privileges";
import "./messages";
import { REVIEW_FIRST_POSTS_MAX, REVIEW_KEYWORDS_MAX } from "~/lib/limits";
import { domainFields, parseDomainTags, parseDomainTree, type DomainGroup } from "~/lib/lawyers";

const bool = v.boolean("validation.invalid");
const text = (max: number) => v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(max, "validation.too_long"));
/** One line of text: names that end up in mail headers and titles may not hold line breaks or control characters. */
const line = (max: number) => v.pipe(text(max), v.regex(/^[^\u0000-\u001f\u007f]*$/, "validation.invalid"));
/** A comma-separated list in the form becomes a trimmed, lowercased, de-duplicated array (SPEC §5). */
const extensionList = v.pipe(
  v.union([v.string(), v.array(v.string())], "validation.invalid"),
  v.transform((value) => {
    const items = Array.isArray(value) ? value : value.split(",");
    return [...new Set(items.map((item) => item.trim().toLowerCase().replace(/^\./, "")).filter(Boolean))];
  }),
);
const nameList = v.pipe(
  v.union([v.string(), v.array(v.string())], "validation.invalid"),
  v.transform((value) => {
    const items = Array.isArray(value) ? value : value.split(/[\n,]/);
    return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  }),
);
const httpUrlOrEmpty = v.pipe(
  text(512),
  // http(s) or a path on this site; "//host" (protocol-relative) would load from anywhere
  v.check(
    (value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])/.test(value),
    "validation.invalid",
  ),
);

export const GeneralSettingsSchema = v.object({
  name: v.pipe(line(128), v.nonEmpty("admin.general.name.empty")),
  site_url: v.pipe(
    text(512),
    v.nonEmpty("admin.general.site_url.empty"),
    v.check(isValidSiteUrl, "admin.general.site_url.invalid"),
    v.transform((value) => value.replace(/\/+$/, "")),
  ),
  short_description: v.optional(text(255), ""),
  description: v.optional(text(2000), ""),
  contact_email: v.pipe(
    text(254),
    v.nonEmpty("admin.general.contact_email.empty"),
    v.email("admin.general.contact_email.invalid"),
  ),
  check_update: v.optional(bool, true),
});

/** http or https, a root path only, no query or hash (SPEC §5). */
function isValidSiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      (url.pathname === "/" || url.pathname === "") &&
      !url.search &&
      !url.hash &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
}

export const InterfaceSettingsSchema = v.object({
  language: v.pipe(
    v.string("admin.interface.language.empty"),
    // API clients of Answer name languages zh_CN and en_US
    v.transform((value) => normalizeLocale(value) ?? value),
    v.picklist(LOCALES, "admin.interface.language.empty"),
  ),
  time_zone: v.pipe(text(64), v.check(isTimeZone, "validation.invalid")),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const BrandingSettingsSchema = v.object({
  logo: v.optional(httpUrlOrEmpty, ""),
  mobile_logo: v.optional(httpUrlOrEmpty, ""),
  square_icon: v.optional(httpUrlOrEmpty, ""),
  favicon: v.optional(httpUrlOrEmpty, ""),
});

export const LoginSettingsSchema = v.object({
  allow_new_registrations: bool,
  allow_email_registrations: bool,
  allow_password_login: bool,
  login_required: bool,
  allow_email_domains: v.pipe(
    v.union([v.string(), v.array(v.string())], "validation.invalid"),
    // one domain per line, blanks dropped (SPEC §5)
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split("\n")).map((d) => d.trim().toLowerCase()).filter(Boolean),
    ),
  ),
});

export const UsersSettingsSchema = v.object({
  allow_update_avatar: bool,
  allow_update_bio: bool,
  allow_update_display_name: bool,
  allow_update_location: bool,
  allow_update_username: bool,
  allow_update_website: bool,
  default_avatar: v.picklist(["system", "gravatar"], "validation.invalid"),
  gravatar_base_url: v.optional(httpUrlOrEmpty, ""),
});

export const SeoSettingsSchema = v.object({
  robots: v.optional(text(10000), ""),
  permalink: v.pipe(
    v.number("validation.invalid"),
    v.integer("validation.invalid"),
    v.minValue(1, "validation.invalid"),
    v.maxValue(4, "validation.invalid"),
  ),
});

/** Telling search engines of new and changed questions (off by default): IndexNow (Bing and others) and Baidu. */
export const IndexingSettingsSchema = v.object({
  indexnow_enabled: bool,
  // IndexNow's key: 8 to 128 letters, digits and dashes, served at /{key}.txt to prove the site is ours
  indexnow_key: v.pipe(text(128), v.regex(/^$|^[A-Za-z0-9-]{8,128}$/, "validation.invalid")),
  indexnow_endpoint: v.pipe(text(512), v.regex(/^https?:\/\/[^\s]+$/i, "validation.invalid")),
  baidu_enabled: bool,
  baidu_token: v.pipe(text(128), v.regex(/^[A-Za-z0-9]*$/, "validation.invalid")),
  baidu_endpoint: v.pipe(text(512), v.regex(/^https?:\/\/[^\s]+$/i, "validation.invalid")),
});

export const CustomCssHtmlSettingsSchema = v.object({
  custom_css: v.optional(text(50000), ""),
  custom_head: v.optional(text(50000), ""),
  custom_header: v.optional(text(50000), ""),
  custom_footer: v.optional(text(50000), ""),
  custom_sidebar: v.optional(text(50000), ""),
});

export const ThemeSettingsSchema = v.object({
  theme: v.optional(text(64), "default"),
  color_scheme: v.picklist(["default", "system", "light", "dark"], "validation.invalid"),
  theme_config: v.object({
    navbar_style: v.picklist(["colored", "light"], "validation.invalid"),
    primary_color: v.pipe(v.string("validation.invalid"), v.regex(/^#[0-9a-fA-F]{6}$/, "validation.invalid")),
  }),
});

const positiveInt = v.pipe(
  v.number("validation.invalid"),
  v.integer("validation.invalid"),
  v.minValue(1, "validation.invalid"),
);

export const WriteSettingsSchema = v.pipe(
  v.object({
    restrict_answer: bool,
    required_tag: bool,
    recommend_tags: nameList,
    reserved_tags: nameList,
    max_image_size: positiveInt,
    max_attachment_size: positiveInt,
    max_image_megapixel: positiveInt,
    authorized_image_extensions: extensionList,
    authorized_attachment_extensions: extensionList,
  }),
  v.forward(
    v.check(
      (input) => !input.recommend_tags.some((tag) => input.reserved_tags.includes(tag)),
      "admin.write.recommend_tags.reserved",
    ),
    ["recommend_tags"],
  ),
);

export const LegalSettingsSchema = v.object({
  terms_of_service_original_text: v.pipe(text(50000), v.nonEmpty("admin.legal.empty")),
  privacy_policy_original_text: v.pipe(text(50000), v.nonEmpty("admin.legal.empty")),
});

export const SmtpSettingsSchema = v.pipe(
  v.object({
    from_email: v.pipe(
      text(254),
      v.check((value) => value === "" || v.is(v.pipe(v.string(), v.email()), value), "validation.email.invalid"),
    ),
    from_name: v.optional(line(128), ""),
    smtp_host: v.optional(text(255), ""),
    encryption: v.picklist(["TLS", "SSL", "none"], "validation.invalid"),
    smtp_port: v.pipe(
      v.number("admin.smtp.port.invalid"),
      v.integer("admin.smtp.port.invalid"),
      v.minValue(1, "admin.smtp.port.invalid"),
      v.maxValue(65535, "admin.smtp.port.invalid"),
    ),
    smtp_authentication: bool,
    smtp_username: v.optional(text(255), ""),
    smtp_password: v.optional(v.string("validation.invalid"), ""),
    test_email_recipient: v.optional(
      v.pipe(
        text(254),
        v.check(
          (value) => value === "" || v.is(v.pipe(v.string(), v.email()), value),
          "admin.smtp.test_recipient.invalid",
        ),
      ),
      "",
    ),
  }),
  v.forward(
    v.check((input) => !input.smtp_authentication || input.smtp_username !== "", "validation.required"),
    ["smtp_username"],
  ),
  v.forward(
    v.check((input) => !input.smtp_authentication || input.smtp_password !== "", "validation.required"),
    ["smtp_password"],
  ),
);

export const PrivilegesSettingsSchema = v.object({
  level: v.picklist([1, 2, 3, PRIVILEGE_LEVEL_CUSTOM], "validation.invalid"),
  custom_privileges: v.optional(
    v.array(
      v.object({
        key: v.pipe(v.string("validation.invalid"), v.maxLength(64, "validation.invalid")),
        value: v.pipe(
          v.unknown(),
          v.transform((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value)),
          v.number("admin.privileges.number"),
          v.integer("admin.privileges.number"),
          v.minValue(1, "admin.privileges.min"),
        ),
      }),
    ),
    [],
  ),
});

/** What holds a new post for review (issue #28): a member's first posts, words from a list, links below a rank. */
export const ReviewSettingsSchema = v.object({
  /** a member's first this many questions and answers wait for a moderator (0: none) */
  first_posts: v.pipe(
    v.number("validation.invalid"),
    v.integer("validation.invalid"),
    v.minValue(0, "validation.invalid"),
    v.maxValue(REVIEW_FIRST_POSTS_MAX, "validation.invalid"),
  ),
  /** one word or phrase per line; a post holding any of them waits */
  keywords: v.pipe(
    v.union([v.string(), v.array(v.string())], "validation.invalid"),
    v.transform((value) => {
      const items = Array.isArray(value) ? value : value.split("\n");
      return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
    }),
    v.maxLength(REVIEW_KEYWORDS_MAX, "validation.too_long"),
    v.check((items) => items.every((item) => item.length <= 50), "validation.too_long"),
  ),
  /** a post with links to other sites waits when its author lacks the link.url_limit privilege */
  hold_links: bool,
});

/** Names administrators give careers and practice fields: short, one line, without the tree's separators. */
const optionName = (name: string) => name.length <= 20 && !/[:：,，、\u0000-\u001f]/.test(name);

/** The legal community: extra careers, the practice domain tree, which tags lead to which field. */
export const LawyerSettingsSchema = v.pipe(
  v.object({
    /** careers beside the built-in ones, one per line */
    extra_careers: v.pipe(
      nameList,
      v.maxLength(20, "validation.too_long"),
      v.check((items) => items.every(optionName), "admin.lawyer.name_invalid"),
    ),
    /** the practice domains, two levels: "group: field, field" per line in the form */
    domains: v.pipe(
      v.union(
        [v.string(), v.array(v.object({ name: v.string(), children: v.array(v.string()) }))],
        "validation.invalid",
      ),
      v.transform((value): DomainGroup[] => (typeof value === "string" ? parseDomainTree(value) : value)),
      v.check(
        (groups) => groups.length > 0 && groups.every((group) => group.children.length > 0),
        "admin.lawyer.domains_shape",
      ),
      v.check(
        (groups) => groups.every((group) => optionName(group.name) && group.children.every(optionName)),
        "admin.lawyer.name_invalid",
      ),
      v.check((groups) => domainFields(groups).length <= 100, "validation.too_long"),
      v.check(
        (groups) => new Set(domainFields(groups)).size === domainFields(groups).length,
        "admin.lawyer.domains_unique",
      ),
    ),
    /** the tags whose questions belong to a field, "field: tag-slug, tag-slug" per line in the form */
    domain_tags: v.pipe(
      v.union([v.string(), v.record(v.string(), v.array(v.string()))], "validation.invalid"),
      v.transform((value) => (typeof value === "string" ? parseDomainTags(value) : value)),
    ),
    /** moderators may verify lawyers too (administrators always may) */
    moderators_verify: bool,
    /** asking a question needs its province and city */
    jurisdiction_required: bool,
  }),
  v.forward(
    v.check(
      (input) => Object.keys(input.domain_tags).every((field) => domainFields(input.domains).includes(field)),
      "admin.lawyer.domain_tags_unknown",
    ),
    ["domain_tags"],
  ),
);

export const SETTINGS_SCHEMAS = {
  general: GeneralSettingsSchema,
  interface: InterfaceSettingsSchema,
  branding: BrandingSettingsSchema,
  login: LoginSettingsSchema,
  users: UsersSettingsSchema,
  seo: SeoSettingsSchema,
  "custom-css-html": CustomCssHtmlSettingsSchema,
  theme: ThemeSettingsSchema,
  write: WriteSettingsSchema,
  legal: LegalSettingsSchema,
  smtp: SmtpSettingsSchema,
  privileges: PrivilegesSettingsSchema,
  review: ReviewSettingsSchema,
  lawyer: LawyerSettingsSchema,
  indexing: IndexingSettingsSchema,
} as const;

export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export type SiteSettings = { [G in SettingsGroup]: v.InferOutput<(typeof SETTINGS_SCHEMAS)[G]> } & {
  legal: { terms_of_service_parsed_text: string; privacy_policy_parsed_text: string };
};
