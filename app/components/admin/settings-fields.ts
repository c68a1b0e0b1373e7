// The back office settings pages: which fields each group shows and how. Values are validated on the server by the
// group's schema (app/schemas/settings.ts); this only describes the form.
import type { SettingsGroup } from "~/schemas/settings";
import type { DomainGroup } from "~/lib/lawyers";

export type SettingsField =
  | { name: string; type: "text" | "email" | "url" | "textarea" | "color" | "password" }
  /** structured JSON edited as text: how the stored value reads in the form (the schema parses it back) */
  | { name: string; type: "text-format"; format: (value: never) => string }
  | { name: string; type: "number"; min?: number; max?: number }
  | { name: string; type: "bool" }
  | { name: string; type: "select"; options: (string | number)[] }
  /** an array edited as text: "comma" (a, b) or "lines" (one per line) */
  | { name: string; type: "list"; separator: "comma" | "lines" };

export type SettingsSection = { path: string; group: SettingsGroup; fields: SettingsField[] };

export const ADMIN_SETTINGS_SECTIONS: SettingsSection[] = [
  {
    path: "general",
    group: "general",
    fields: [
      { name: "name", type: "text" },
      { name: "site_url", type: "url" },
      { name: "short_description", type: "text" },
      { name: "description", type: "textarea" },
      { name: "contact_email", type: "email" },
      { name: "check_update", type: "bool" },
    ],
  },
  {
    path: "interface",
    group: "interface",
    fields: [
      { name: "language", type: "select", options: ["zh-CN", "en-US"] },
      { name: "time_zone", type: "text" },
    ],
  },
  {
    path: "branding",
    group: "branding",
    fields: [
      { name: "logo", type: "url" },
      { name: "mobile_logo", type: "url" },
      { name: "square_icon", type: "url" },
      { name: "favicon", type: "url" },
    ],
  },
  {
    path: "login",
    group: "login",
    fields: [
      { name: "allow_new_registrations", type: "bool" },
      { name: "allow_email_registrations", type: "bool" },
      { name: "allow_password_login", type: "bool" },
      { name: "login_required", type: "bool" },
      { name: "allow_email_domains", type: "list", separator: "lines" },
    ],
  },
  {
    path: "settings-users",
    group: "users",
    fields: [
      { name: "allow_update_display_name", type: "bool" },
      { name: "allow_update_username", type: "bool" },
      { name: "allow_update_avatar", type: "bool" },
      { name: "allow_update_bio", type: "bool" },
      { name: "allow_update_website", type: "bool" },
      { name: "allow_update_location", type: "bool" },
      { name: "default_avatar", type: "select", options: ["system", "gravatar"] },
      { name: "gravatar_base_url", type: "url" },
    ],
  },
  {
    path: "write",
    group: "write",
    fields: [
      { name: "restrict_answer", type: "bool" },
      { name: "required_tag", type: "bool" },
      { name: "recommend_tags", type: "list", separator: "lines" },
      { name: "reserved_tags", type: "list", separator: "lines" },
      { name: "max_image_size", type: "number", min: 1 },
      { name: "max_attachment_size", type: "number", min: 1 },
      { name: "max_image_megapixel", type: "number", min: 1 },
      { name: "authorized_image_extensions", type: "list", separator: "comma" },
      { name: "authorized_attachment_extensions", type: "list", separator: "comma" },
    ],
  },
  {
    path: "seo",
    group: "seo",
    fields: [
      { name: "permalink", type: "select", options: [1, 2, 3, 4] },
      { name: "robots", type: "textarea" },
    ],
  },
  {
    path: "indexing",
    group: "indexing",
    fields: [
      { name: "indexnow_enabled", type: "bool" },
      { name: "indexnow_key", type: "text" },
      { name: "indexnow_endpoint", type: "url" },
      { name: "baidu_enabled", type: "bool" },
      { name: "baidu_token", type: "text" },
      { name: "baidu_endpoint", type: "url" },
    ],
  },
  {
    path: "themes",
    group: "theme",
    fields: [
      { name: "color_scheme", type: "select", options: ["default", "system", "light", "dark"] },
      { name: "theme_config.navbar_style", type: "select", options: ["colored", "light"] },
      { name: "theme_config.primary_color", type: "color" },
    ],
  },
  {
    path: "css-html",
    group: "custom-css-html",
    fields: [
      { name: "custom_css", type: "textarea" },
      { name: "custom_head", type: "textarea" },
      { name: "custom_header", type: "textarea" },
      { name: "custom_sidebar", type: "textarea" },
      { name: "custom_footer", type: "textarea" },
    ],
  },
  {
    path: "legal",
    group: "legal",
    fields: [
      { name: "terms_of_service_original_text", type: "textarea" },
      { name: "privacy_policy_original_text", type: "textarea" },
    ],
  },
  {
    path: "smtp",
    group: "smtp",
    fields: [
      { name: "from_email", type: "email" },
      { name: "from_name", type: "text" },
      { name: "smtp_host", type: "text" },
      { name: "encryption", type: "select", options: ["none", "TLS", "SSL"] },
      { name: "smtp_port", type: "number", min: 1, max: 65535 },
      { name: "smtp_authentication", type: "bool" },
      { name: "smtp_username", type: "text" },
      { name: "smtp_password", type: "password" },
      { name: "test_email_recipient", type: "email" },
    ],
  },
  {
    path: "moderation",
    group: "review",
    fields: [
      { name: "first_posts", type: "number", min: 0, max: 20 },
      { name: "keywords", type: "list", separator: "lines" },
      { name: "hold_links", type: "bool" },
    ],
  },
  {
    path: "lawyer",
    group: "lawyer",
    fields: [
      { name: "extra_careers", type: "list", separator: "lines" },
      { name: "domains", type: "text-format", format: (groups: DomainGroup[]) => formatDomainTree(groups) },
      {
        name: "domain_tags",
        type: "text-format",
        format: (map: Record<string, string[]>) => formatDomainTags(map),
      },
      { name: "moderators_verify", type: "bool" },
      { name: "jurisdiction_required", type: "bool" },
    ],
  },
  {
    path: "privileges",
    group: "privileges",
    fields: [{ name: "level", type: "select", options: [1, 2, 3, 99] }],
  },
];

export function findSettingsSection(path: string): SettingsSection | undefined {
  return ADMIN_SETTINGS_SECTIONS.find((section) => section.path === path);
}

function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/** The submitted form as the group's JSON shape (what the API's PUT takes). */
export function formToSettings(section: SettingsSection, form: FormData): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of section.fields) {
    const raw = form.get(field.name);
    const text = typeof raw === "string" ? raw : "";
    if (field.type === "bool") setPath(value, field.name, raw === "on");
    else if (field.type === "number") setPath(value, field.name, text.trim() === "" ? Number.NaN : Number(text));
    else if (field.type === "select" && typeof field.options[0] === "number") setPath(value, field.name, Number(text));
    else setPath(value, field.name, text);
  }
  if (section.group === "privileges") {
    value.custom_privileges = [...form.entries()]
      .filter(([key]) => key.startsWith("custom."))
      .map(([key, entry]) => ({ key: key.slice("custom.".length), value: String(entry) }));
  }
  return value;
}

export function readSetting(values: Record<string, unknown>, name: string): unknown {
  return name.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], values);
}

/** The domain tree as the form shows it: one group per line, "group: field, field". */
function formatDomainTree(groups: readonly DomainGroup[]): string {
  return groups.map((group) => `${group.name}: ${group.children.join(", ")}`).join("\n");
}

/** Which tags lead to which field, as the form shows it: "field: tag, tag" per line. */
function formatDomainTags(map: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(map)
    .map(([field, slugs]) => `${field}: ${slugs.join(", ")}`)
    .join("\n");
}
