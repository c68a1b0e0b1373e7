// The API's shapes of our rows (SPEC §3 field names; ids as strings, times as Unix seconds).
import type { CurrentUser } from "../context.server";
import { apiLocaleName, normalizeLocale } from "~/lib/locale";
import { RoleId, roleName, userStatusName } from "~/lib/status";
import type { AdminUser, OutboxMail } from "~/lib/views/admin";
import type { Invitee } from "~/lib/views/question-detail";
import { formatObjectId } from "~/lib/object-ids";

function parseJson<T>(value: string, fallback: T): T {
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** GET user/info: the current member. */
export function toUserInfo(user: CurrentUser, accessToken?: string) {
  const language = normalizeLocale(user.language);
  return {
    id: formatObjectId("user", user.id),
    ...(accessToken ? { access_token: accessToken } : {}),
    username: user.username,
    display_name: user.displayName,
    e_mail: user.email,
    avatar: parseJson(user.avatar, {}),
    rank: user.rank,
    bio: user.bio,
    bio_html: user.bioHtml,
    location: user.location,
    website: user.website,
    status: userStatusName(user.status),
    mail_status: user.mailStatus,
    language: language ? apiLocaleName(language) : "",
    color_scheme: user.colorScheme,
    is_admin: user.roleId === RoleId.admin,
    have_password: user.hasPassword,
    role_id: user.roleId,
    community_opened: user.communityOpenedAt !== null,
    notice_config: parseJson(user.notifyConfig, {}),
    question_count: user.questionCount,
    answer_count: user.answerCount,
    created_at: user.createdAt,
    last_login_date: user.lastLoginAt ?? 0,
  };
}

/** A row of the back office user list (SPEC §3 admin user). */
export function toAdminUser(user: AdminUser) {
  return {
    user_id: formatObjectId("user", user.id),
    username: user.username,
    display_name: user.displayName,
    rank: user.rank,
    e_mail: user.email,
    created_at: user.createdAt,
    suspended_at: user.suspendedAt ?? 0,
    deleted_at: user.deletedAt ?? 0,
    status: user.status,
    role_id: user.roleId,
    role_name: roleName(user.roleId),
    avatar: parseJson(user.avatar, {}),
    mail_status: user.mailStatus,
    activated: user.activated,
  };
}

/** A mail of the outbox. */
export function toOutboxMail(mail: OutboxMail) {
  return {
    id: String(mail.id),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    kind: mail.kind,
    status: mail.status,
    created_at: mail.createdAt,
  };
}

/** A member invited to answer, or found to invite or mention (question/invite, user/info/search). */
export function toMemberInfo(member: Invitee) {
  return {
    id: formatObjectId("user", member.id),
    username: member.username,
    display_name: member.displayName,
    avatar: member.avatar,
    rank: member.rank,
  };
}
