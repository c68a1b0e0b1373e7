// Who may act (SPEC §6): guests are asked to log in, inactive members go to the inactive page, suspended members to
// the suspended page, members who have not opened the community are asked to. Check order: state, then role.
import type { AppContext, CurrentUser } from "../context.server";
import { AppError } from "../errors.server";
import { MailStatus, RoleId, UserStatus, isStaffRole } from "~/lib/status";

/** Any logged-in account, whatever its state (logout, the inactive and suspended pages). */
export function requireUser(ctx: AppContext): CurrentUser {
  if (!ctx.user) throw new AppError(401, "error.unauthorized");
  return ctx.user;
}

/** A logged-in account that is activated and not suspended. */
export function requireActiveUser(ctx: AppContext): CurrentUser {
  const user = requireUser(ctx);
  if (user.status === UserStatus.suspended)
    throw new AppError(403, "error.user.suspended", { forbiddenType: "suspended" });
  if (user.mailStatus !== MailStatus.activated)
    throw new AppError(403, "error.user.inactive", { forbiddenType: "inactive" });
  return user;
}

/** An active account that has opened the community: what every community action needs. */
export function requireMember(ctx: AppContext): CurrentUser {
  const user = requireActiveUser(ctx);
  if (!user.communityOpenedAt)
    throw new AppError(403, "error.user.community_not_opened", { forbiddenType: "not_opened" });
  return user;
}

/** Staff roles count only for normal (active) accounts (SPEC §4). */
export function isStaff(user: CurrentUser | null): boolean {
  return Boolean(
    user && user.status === UserStatus.normal && user.mailStatus === MailStatus.activated && isStaffRole(user.roleId),
  );
}

export function isAdmin(user: CurrentUser | null): boolean {
  return isStaff(user) && user!.roleId === RoleId.admin;
}

export function requireStaff(ctx: AppContext): CurrentUser {
  const user = requireActiveUser(ctx);
  if (!isStaff(user)) throw new AppError(403, "error.forbidden");
  return user;
}

/** The back office: administrators only (SPEC §6). */
export function requireAdmin(ctx: AppContext): CurrentUser {
  const user = requireActiveUser(ctx);
  if (!isAdmin(user)) throw new AppError(403, "error.forbidden");
  return user;
}

/** Administrators verify lawyers' profiles; moderators too when the site lets them. */
export function isLawyerVerifier(ctx: AppContext, user: CurrentUser | null): boolean {
  return isAdmin(user) || (isStaff(user) && ctx.settings.lawyer.moderators_verify);
}
