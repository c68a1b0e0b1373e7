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
import { SETTINGS_SCHEMAS, type SettingsGroup } from "~/schemas/settings";
import { paths } from "~/lib/paths";
import { validationError } from "../validation.server";

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
  const saved = await updateSettingsGroups(ctx, { [group]: input });
  return saved[group] as Record<string, unknown>;
}

/**
 * "replace": the input is the whole group (what it leaves out takes the schema's default). "patch": the input is
 * some of the group's fields; only those are checked and changed, the rest stay as stored.
 */
export type SettingsChange = "replace" | "patch";

/**
 * Validates every group given, then stores them all in one batch, or none: one form of an API client may change
 * fields of several groups. Returns the stored values (the SMTP password blanked).
 */
export async function updateSettingsGroups(
  ctx: AppContext,
  inputs: Partial<Record<SettingsGroup, unknown>>,
  mode: SettingsChange = "replace",
): Promise<Partial<Record<SettingsGroup, Record<string, unknown>>>> {
  requireAdmin(ctx);
  const values: Partial<Record<SettingsGroup, Record<string, unknown>>> = {};
  for (const [group, input] of Object.entries(inputs) as [SettingsGroup, unknown][]) {
    values[group] = await validGroup(ctx, group, input, mode);
  }
  // the rest of this request sees the saved values (the merged settings are shared between requests: never mutated)
  const saved = { ...ctx.settings };
  for (const [group, value] of Object.entries(values) as [SettingsGroup, Record<string, unknown>][]) {
    Object.assign(saved, { [group]: { ...ctx.settings[group], ...value } });
  }
  // the users settings decide every member's avatar: resolved again in the same batch
  const avatars = values.users ? [refreshAvatarUrls(ctx.db, saved.users, null)] : [];
  const writes = (Object.entries(values) as [SettingsGroup, Record<string, unknown>][]).map(([group, value]) =>
    upsertSettingsGroup(ctx.db, group, value),
  );
  await runStatements(ctx.db, [...writes, ...avatars]);
  ctx.settings = saved;
  // the SMTP page's test button: saving with a test recipient sends a test mail through the new settings
  if (values.smtp && ctx.settings.smtp.test_email_recipient) {
    const [mail] = await insertMail(
      ctx.db,
      composeMail(ctx, "test", ctx.settings.smtp.test_email_recipient, ctx.siteUrl),
    );
    await dispatchMail(ctx, [mail!.id]);
  }
  return values.smtp ? { ...values, smtp: { ...values.smtp, smtp_password: "" } } : values;
}

/** One group's input checked against its schema, as it is stored (legal texts rendered). */
async function validGroup(
  ctx: AppContext,
  group: SettingsGroup,
  input: unknown,
  mode: SettingsChange,
): Promise<Record<string, unknown>> {
  if (typeof input !== "object" || input === null) throw new AppError(400, "error.request.malformed_json");
  const stored = ctx.settings[group] as Record<string, unknown>;
  const schema: v.GenericSchema = SETTINGS_SCHEMAS[group];
  const patch = mode === "patch";
  // a patch of a plain object group checks its own fields only; a group checked as a whole is checked merged
  const plain = schema.type === "object" && !("pipe" in schema);
  const partial = patch && plain ? (schema as v.ObjectSchema<v.ObjectEntries, undefined>) : null;
  const candidate: Record<string, unknown> = patch && !partial ? { ...stored, ...input } : { ...input };
  // an empty SMTP password in the form means "keep the stored one" (it is never sent to the browser)
  if (group === "smtp" && !candidate.smtp_password) candidate.smtp_password = ctx.settings.smtp.smtp_password;
  const checked = partial
    ? v.object(
        Object.fromEntries(
          Object.keys(input).flatMap((key) => (key in partial.entries ? [[key, partial.entries[key]!]] : [])),
        ),
      )
    : schema;
  const result = v.safeParse(checked, candidate);
  if (!result.success) throw validationError(result.issues);
  const value = { ...(patch ? stored : {}), ...(result.output as Record<string, unknown>) };
  if (group !== "legal") return value;
  const legal = value as v.InferOutput<(typeof SETTINGS_SCHEMAS)["legal"]>;
  return {
    ...legal,
    terms_of_service_parsed_text: await renderMarkdown(legal.terms_of_service_original_text),
    privacy_policy_parsed_text: await renderMarkdown(legal.privacy_policy_original_text),
  };
}

/** The terms or privacy link: an external URL when the legal text is just a URL (SPEC §2), else our legal page. */
export function legalLink(ctx: AppContext, type: "tos" | "privacy"): string {
  const text = (
    type === "tos" ? ctx.settings.legal.terms_of_service_original_text : ctx.settings.legal.privacy_policy_original_text
  ).trim();
  return /^https?:\/\/\S+$/.test(text) ? text : paths.legal(type);
}
