// Status codes of REFERENCE.md; part of the public JSON API.

export const UserStatus = { normal: 1, suspended: 9, deleted: 10 } as const;
export const MailStatus = { activated: 1, inactive: 2 } as const;
export const RoleId = { user: 1, admin: 2, moderator: 3 } as const;
export type RoleIdValue = (typeof RoleId)[keyof typeof RoleId];

export const QuestionStatus = { normal: 1, closed: 2, deleted: 10, pending: 11 } as const;
export const PostStatus = { normal: 1, deleted: 10, pending: 11 } as const;
/** Questions readers see: open or closed (not deleted, not pending review). */
export const READABLE_QUESTION_STATUSES = [QuestionStatus.normal, QuestionStatus.closed] as const;
export const TagStatus = { normal: 1, deleted: 10 } as const;
/** A revision: applied at once, a suggested edit awaiting review, or one approved or rejected by a reviewer. */
export const RevisionStatus = { applied: 0, pending: 1, approved: 2, rejected: 3 } as const;
/** answers.accepted: whether the answer is the question's accepted one. */
export const Accepted = { no: 1, yes: 2 } as const;
export const ReportStatus = { pending: 1, handled: 2, ignored: 3 } as const;
/** A post held for review: waiting, approved or rejected (REFERENCE.md review flow 2). */
export const ReviewItemStatus = { pending: 1, approved: 2, rejected: 3 } as const;
/** An upload: its URL signed, or the file stored. */
export const UploadStatus = { signed: 1, stored: 2 } as const;
export const Pin = { no: 1, pinned: 2 } as const;
export const Show = { listed: 1, unlisted: 2 } as const;

export type UserStatusName = "normal" | "suspended" | "deleted";

/** A member's status by the name the API and the back office use. */
export function userStatusName(status: number): UserStatusName {
  if (status === UserStatus.suspended) return "suspended";
  if (status === UserStatus.deleted) return "deleted";
  return "normal";
}

export function roleName(roleId: number): "User" | "Admin" | "Moderator" {
  if (roleId === RoleId.admin) return "Admin";
  if (roleId === RoleId.moderator) return "Moderator";
  return "User";
}

export function isStaffRole(roleId: number): boolean {
  return roleId === RoleId.admin || roleId === RoleId.moderator;
}

/** A post's or tag's state by the names Apache Answer's API gives it (the numbers are the same for all three). */
export function statusName(status: number): "available" | "closed" | "deleted" | "pending" {
  if (status === QuestionStatus.closed) return "closed";
  if (status === QuestionStatus.pending) return "pending";
  if (status === QuestionStatus.deleted) return "deleted";
  return "available";
}

/**
 * What a member's email and username become when the bin is emptied: an address no mail reaches and no one can
 * register (no dot in its domain), and a name no one can take (usernames have no colon).
 */
export const PURGED_EMAIL = { prefix: "purged-", suffix: "@invalid" } as const;
export const PURGED_USERNAME_PREFIX = "purged:";

export function isPurgedEmail(email: string): boolean {
  return email.startsWith(PURGED_EMAIL.prefix) && email.endsWith(PURGED_EMAIL.suffix);
}
