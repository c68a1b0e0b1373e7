// The API's shapes of our rows (SPEC §3 field names; ids as strings, times as Unix seconds).
import type { CurrentUser } from "../context.server";
import { apiLocaleName, normalizeLocale } from "~/lib/locale";
import { RoleId, roleName, userStatusName } from "~/lib/status";
import type { AdminUser, OutboxMail } from "~/lib/views/admin";
import type { Invitee } from "~/lib/views/question-detail";
import type { RankedMember, Ranking } from "~/lib/views/rankings";
import { formatObjectId } from "~/lib/object-ids";
import { parseAvatarChoice } from "~/lib/avatars";

function parseJson<T>(value: string, fallback: T): T {
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** The member's avatar as Apache Answer's clients read it: their choice, with the URLs it resolves to. */
function toAvatarChoice(user: CurrentUser) {
  const choice = parseAvatarChoice(user.avatar);
  return {
    type: choice.type || "default",
    gravatar: user.avatarUrl && !user.avatarUrl.startsWith("/") ? user.avatarUrl : "",
    custom: choice.custom,
  };
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
    avatar: toAvatarChoice(user),
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
    // a suspension lasts until it is lifted: Answer's clients read 0 as "forever"
    suspended_until: 0,
    deleted_at: user.deletedAt ?? 0,
    status: user.status,
    role_id: user.roleId,
    role_name: roleName(user.roleId),
    avatar: user.avatar,
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

/** A card of the ranking (user/ranking): `rank` is the reputation gained (or held, for staff), `vote_count` the votes. */
export function toRankedUser(member: RankedMember, figure: "rank" | "vote_count") {
  return {
    username: member.username,
    display_name: member.displayName,
    avatar: member.avatar,
    rank: figure === "rank" ? member.figure : 0,
    vote_count: figure === "vote_count" ? member.figure : 0,
  };
}

/** GET user/ranking: the three card groups under Apache Answer's names. */
export function toUserRanking(ranking: Ranking) {
  return {
    users_with_the_most_reputation: ranking.reputation.map((member) => toRankedUser(member, "rank")),
    users_with_the_most_vote: ranking.votes.map((member) => toRankedUser(member, "vote_count")),
    staffs: ranking.staff.map((member) => toRankedUser(member, "rank")),
  };
}
