// A member's email notification settings (SPEC §2 users/settings/notify, §3, §7 user/notification/config) and the
// one-click unsubscribe of notification mails (app/server/unsubscribe.server.ts).
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import { disableNotifyKind, updateUser } from "../models/users.server";
import { readUnsubscribeCode } from "../unsubscribe.server";
import { requireActiveUser } from "./guards.server";
import { parseNotifySettings, type NotifyKind, type NotifySettings } from "~/lib/notify-settings";

export function notifySettingsOf(ctx: AppContext): NotifySettings {
  return parseNotifySettings(requireActiveUser(ctx).notifyConfig);
}

/** Changes the kinds given; the others stay as they are. */
export async function updateNotifySettings(ctx: AppContext, changes: Partial<NotifySettings>): Promise<NotifySettings> {
  const user = requireActiveUser(ctx);
  const settings = { ...parseNotifySettings(user.notifyConfig), ...changes };
  await updateUser(ctx.db, user.id, { notifyConfig: JSON.stringify(settings) });
  return settings;
}

/** What an unsubscribe link is for, if it is genuine; the page asks before it acts. */
export async function unsubscribeTarget(ctx: AppContext, code: string | null) {
  const target = await readUnsubscribeCode(ctx.env.PASSWORD_PEPPER, code);
  if (!target) throw new AppError(400, "unsubscribe.invalid");
  return target;
}

/** Turns off the kind of mail a genuine unsubscribe link names, for its member (no login needed). */
export async function unsubscribe(ctx: AppContext, code: string | null): Promise<NotifyKind> {
  const { userId, kind } = await unsubscribeTarget(ctx, code);
  // one statement, so that it cannot undo a change made meanwhile to another kind
  await disableNotifyKind(ctx.db, userId, kind);
  return kind;
}
