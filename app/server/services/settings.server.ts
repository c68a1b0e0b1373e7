// Site settings: what everyone may read, and the back office's reads and writes of every group (SPEC §3, §5).
import * as v from "valibot";
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import { renderMarkdown } from "../markdown.server";
import { insertMail } from "../models/mail-outbox.server";
import { upsertSettingsGroup } from "../models/settings.server";
import { refreshAvatarUrls } from "../models/avatars.server";
import { runStatements } from "../db/client.server";
import { composeMail, dispatchMail } from "./mail.server";
import { requireAdmin } from "./guards.server";
import { apiLocaleName, normalizeLocale, DEFAULT_LOCALE } from "~/lib/locale";
import { SETTINGS_SCHEMAS, type SettingsGroup } from "~/schemas/settings";
import { paths } from "~/lib/paths";
import { validationError } from "../validation.server";

/** GET siteinfo: what the browser and API clients need on start (SPEC §1); no secrets. */
export function publicSiteInfo(ctx: AppContext) {
  const s = ctx.settings;
  return {
    general: { ...s.general, site_url: ctx.siteUrl, permalink: s.seo.permalink },
    interface: { ...s.interface, language: apiLocaleName(normalizeLocale(s.interface.language) ?? DEFAULT_LOCALE) },
    branding: s.branding,
    login: { ...s.login, allow_email_domains: s.login.allow_email_domains },
    theme: s.theme,
    custom_css_html: s["custom-css-html"],
    site_seo: { permalink: s.seo.permalink, robots: s.seo.robots },
    site_users: s.users,
    site_write: s.write,
    privileges: { level: s.privileges.level },
    version: "0.1.0",
  };
}

/** GET siteinfo/legal?info_type=tos|privacy. */
export function legalText(ctx: AppContext, type: "tos" | "privacy") {
  const legal = ctx.settings.legal;
  return type === "tos"
    ? {
        terms_of_service_original_text: legal.terms_of_service_original_text,
        terms_of_service_parsed_text: legal.terms_of_service_parsed_text,
      }
    : {
        privacy_policy_original_text: legal.privacy_policy_original_text,
        privacy_policy_parsed_text: legal.privacy_policy_parsed_text,
      };
}

/** The back office's view of a group. The SMTP password is never sent back. */
export function getSettingsGroup(ctx: AppContext, group: SettingsGroup) {
  requireAdmin(ctx);
  const value = ctx.settings[group];
  if (group === "smtp") return { ...ctx.settings.smtp, smtp_password: "" };
  return value;
}

/** Validates and stores one group. Returns the stored value. */
export async function updateSettingsGroup(ctx: AppContext, group: SettingsGroup, input: unknown) {
  requireAdmin(ctx);
  if (typeof input !== "object" || input === null) throw new AppError(400, "error.request.malformed_json");
  const candidate: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  // an empty SMTP password in the form means "keep the stored one" (it is never sent to the browser)
  if (group === "smtp" && !candidate.smtp_password) candidate.smtp_password = ctx.settings.smtp.smtp_password;
  const result = v.safeParse(SETTINGS_SCHEMAS[group], candidate);
  if (!result.success) throw validationError(result.issues);
  let value: Record<string, unknown> = result.output as Record<string, unknown>;
  if (group === "legal") {
    const legal = result.output as v.InferOutput<(typeof SETTINGS_SCHEMAS)["legal"]>;
    value = {
      ...legal,
      terms_of_service_parsed_text: await renderMarkdown(legal.terms_of_service_original_text),
      privacy_policy_parsed_text: await renderMarkdown(legal.privacy_policy_original_text),
    };
  }
  // the rest of this request sees the saved values (the merged settings are shared between requests: never mutated)
  const saved = { ...ctx.settings, [group]: { ...ctx.settings[group], ...value } };
  // the users settings decide every member's avatar: resolved again in the same batch
  const avatars = group === "users" ? [refreshAvatarUrls(ctx.db, saved.users, null)] : [];
  await runStatements(ctx.db, [upsertSettingsGroup(ctx.db, group, value), ...avatars]);
  ctx.settings = saved;
  // the SMTP page's test button: saving with a test recipient sends a test mail through the new settings
  if (group === "smtp" && ctx.settings.smtp.test_email_recipient) {
    const [mail] = await insertMail(
      ctx.db,
      composeMail(ctx, "test", ctx.settings.smtp.test_email_recipient, ctx.siteUrl),
    );
    await dispatchMail(ctx, [mail!.id]);
  }
  return group === "smtp" ? { ...value, smtp_password: "" } : value;
}

/** The terms or privacy link: an external URL when the legal text is just a URL (SPEC §2), else our legal page. */
export function legalLink(ctx: AppContext, type: "tos" | "privacy"): string {
  const text = (
    type === "tos" ? ctx.settings.legal.terms_of_service_original_text : ctx.settings.legal.privacy_policy_original_text
  ).trim();
  return /^https?:\/\/\S+$/.test(text) ? text : paths.legal(type);
}
