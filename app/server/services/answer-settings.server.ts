// Saving settings sent in the words of Apache Answer v2's clients: each of its groups becomes changes of fields of
// ours (presenters/answer-settings.server.ts reads them back). A value this site keeps fixed may be sent back as it
// reads, and no other.
import type { AppContext } from "../context.server";
import { AppError, notFound } from "../errors.server";
import { updateSettingsGroup, updateSettingsGroups } from "./settings.server";
import { ADVANCED_FIELDS, FIXED_SETTINGS } from "~/lib/answer-settings";
import type { SettingsGroup, SiteSettings } from "~/schemas/settings";

type Body = Record<string, unknown>;
type Changes = Partial<Record<SettingsGroup, Body>>;
type Write = (settings: SiteSettings, body: Body) => Changes;

/** Answer sends tags as objects; a bare name is taken too. */
function slugNames(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((tag: unknown) =>
    typeof tag === "object" && tag !== null && "slug_name" in tag ? (tag as { slug_name: unknown }).slug_name : tag,
  );
}

/** Only the fields of `keys` that the body carries. */
function given(body: Body, keys: readonly string[]): Body {
  return Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]));
}

/** A value this site keeps fixed: sent as it reads, it is accepted; any other is a field error. */
function keep(body: Body, field: keyof typeof FIXED_SETTINGS) {
  if (field in body && body[field] !== FIXED_SETTINGS[field]) {
    throw new AppError(400, "admin.fixed_setting", {
      fields: [{ error_field: field, error_msg: "admin.fixed_setting" }],
    });
  }
}

/** PUT siteinfo/{group} of the groups Answer's clients send in their words: patches of our groups. */
const SITEINFO_WRITES: Record<string, Write> = {
  "users-settings": (_, body) => ({ users: given(body, ["default_avatar", "gravatar_base_url"]) }),
  question: (_, body) => {
    keep(body, "min_content");
    // one required tag or none: our required_tag
    if ("min_tags" in body && body.min_tags !== 0 && body.min_tags !== 1) {
      throw new AppError(400, "admin.fixed_setting", {
        fields: [{ error_field: "min_tags", error_msg: "admin.fixed_setting" }],
      });
    }
    const requiredTag = "min_tags" in body ? { required_tag: body.min_tags === 1 } : {};
    return { write: { ...requiredTag, ...given(body, ["restrict_answer"]) } };
  },
  tag: (_, body) => {
    const tags: Body = given(body, ["required_tag"]);
    if ("reserved_tags" in body) tags.reserved_tags = slugNames(body.reserved_tags);
    if ("recommend_tags" in body) tags.recommend_tags = slugNames(body.recommend_tags);
    return { write: tags };
  },
  advanced: (_, body) => ({ write: given(body, ADVANCED_FIELDS) }),
  polices: (s, body) => ({
    legal: {
      terms_of_service_original_text: s.legal.terms_of_service_original_text,
      privacy_policy_original_text: s.legal.privacy_policy_original_text,
      ...given(body, ["terms_of_service_original_text", "privacy_policy_original_text"]),
    },
  }),
  login: (s, body) => {
    keep(body, "require_email_verification");
    // Answer's clients set login_required on the security page: a login form without it keeps it
    return { login: { login_required: s.login.login_required, ...body } };
  },
  interface: (_, body) => ({ interface: { language: body.language, time_zone: body.time_zone } }),
  theme: (s, body) => {
    keep(body, "layout");
    // Answer keys the config by theme name; the config may also come as it is
    const configs = body.theme_config;
    const name = typeof body.theme === "string" ? body.theme : s.theme.theme;
    const keyed = typeof configs === "object" && configs !== null && name in configs;
    return { theme: { ...body, theme_config: keyed ? (configs as Body)[name] : configs } };
  },
  security: (_, body) => {
    keep(body, "external_content_display");
    return { login: given(body, ["login_required"]), general: given(body, ["check_update"]) };
  },
};

/** Whether Answer's clients send this siteinfo group in their own words. */
export const isAnswerSiteinfoGroup = (name: string) => name in SITEINFO_WRITES;

/** The patches that really change a group: an untouched group is not validated or written again. */
function changedGroups(settings: SiteSettings, changes: Changes): Changes {
  return Object.fromEntries(
    Object.entries(changes).filter(([name, patch]) => {
      const group = settings[name as SettingsGroup] as Body;
      return Object.entries(patch).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(group[key]));
    }),
  );
}

/** PUT siteinfo/{group} of one of Answer's v2 groups: only the fields it names change, in one write. */
export async function saveAnswerSiteinfoGroup(ctx: AppContext, name: string, body: Body) {
  const write = SITEINFO_WRITES[name];
  if (!write) throw notFound();
  await updateSettingsGroups(ctx, changedGroups(ctx.settings, write(ctx.settings, body)), "patch");
}

/** PUT siteinfo/{group} of a group both name alike: the whole group, but for a field Answer's v2 forms moved away. */
export async function saveSiteinfoGroup(ctx: AppContext, group: SettingsGroup, body: Body) {
  // Answer's clients set check_update on the security page: a general form without it keeps it
  const kept = group === "general" ? { check_update: ctx.settings.general.check_update } : {};
  return updateSettingsGroup(ctx, group, { ...kept, ...body });
}

/** PUT setting/{smtp,privileges} as Answer's clients send them: the whole group. */
export async function saveAnswerSettingGroup(ctx: AppContext, name: string, body: Body) {
  if (name === "privileges") {
    await updateSettingsGroups(ctx, { privileges: given(body, ["level", "custom_privileges"]) });
  } else if (name === "smtp") {
    // no encryption is "" in Answer's words
    const smtp = { ...body, encryption: body.encryption === "" ? "none" : body.encryption };
    await updateSettingsGroups(ctx, { smtp });
  } else {
    throw notFound();
  }
}
