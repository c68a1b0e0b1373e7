// The one place that answers "may this member do this?" (REFERENCE.md privileges). Check order: role power, then
// ownership, then rank.
import type { AppContext, CurrentUser } from "../context.server";
import { AppError } from "../errors.server";
import { isStaff, requireMember } from "./guards.server";
import { requiredRank, type PrivilegeKey } from "~/lib/privileges";
import { MailStatus, UserStatus } from "~/lib/status";

/** Whether a member holds a privilege: staff hold every one, others need the rank the site's level sets. */
export function hasPrivilege(ctx: AppContext, user: CurrentUser | null, key: PrivilegeKey): boolean {
  if (!user) return false;
  if (isStaff(user)) return true;
  return user.rank >= requiredRank(key, ctx.settings.privileges);
}

/** An active member holding the privilege, or the 403 that says which rank is needed. */
export function requirePrivilege(ctx: AppContext, key: PrivilegeKey): CurrentUser {
  const user = requireMember(ctx);
  if (!hasPrivilege(ctx, user, key)) {
    throw new AppError(403, "error.privilege.rank", { params: { rank: requiredRank(key, ctx.settings.privileges) } });
  }
  return user;
}

/** Owner or staff only, never by rank (REFERENCE.md): delete, accept, close, pin, hide and the rest. */
export function isOwnerOrStaff(user: CurrentUser | null, ownerId: number): boolean {
  return Boolean(user && (user.id === ownerId || isStaff(user)));
}

/**
 * GET permission?action=: whether the member asking may do each action now, and the rank it needs (REFERENCE.md);
 * guests may do nothing. Pages ask this to hide or disable what a member may not do, and to say why.
 */
export function permissionsOf(ctx: AppContext, keys: PrivilegeKey[]) {
  const user =
    ctx.user && ctx.user.status === UserStatus.normal && ctx.user.mailStatus === MailStatus.activated ? ctx.user : null;
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { allowed: hasPrivilege(ctx, user, key), rank: requiredRank(key, ctx.settings.privileges) },
    ]),
  );
}
