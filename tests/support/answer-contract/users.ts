// People as Answer's client reads them: the signed-in member (user/info, login, register, email steps), the
// profile page and its tabs (personal/*), the users and badges pages, notifications and member settings.
import * as v from "valibot";
import {
  AvatarInfo,
  Count,
  IdString,
  Int,
  OptionalNumericId,
  PageOf,
  TagRef,
  UnixSeconds,
  UserBasicInfo,
} from "./common";
import type { ContractEntry } from "./index";
import { InvitableUser } from "./questions";

/**
 * The member the client keeps in stores/loggedUserInfo.ts after login, register, activation or user/info. The
 * store writes access_token to local storage on every update (a missing one signs the member out on the next load);
 * guard.ts reads mail_status (1 active, 2 not yet) and role_id (2 admin, 3 moderator); the answer form compares
 * rank < 100; Share appends id to links; have_password and e_mail drive the account settings.
 */
const SessionUserEntries = {
  id: IdString,
  username: v.string(),
  display_name: v.string(),
  avatar: v.union([v.string(), AvatarInfo]),
  access_token: v.pipe(v.string(), v.minLength(1)),
  mail_status: Int,
  role_id: Int,
  rank: Int,
  status: v.string(),
  e_mail: v.string(),
  have_password: v.boolean(),
  language: v.optional(v.string()),
  color_scheme: v.optional(v.string()),
  bio: v.optional(v.string()),
  bio_html: v.optional(v.string()),
  website: v.optional(v.string()),
  location: v.optional(v.string()),
};
export const SessionUser = v.object(SessionUserEntries);

/** user/info to its owner: the profile settings fill the form from bio, website, location and avatar's parts. */
export const LoggedUser = v.object({
  ...SessionUserEntries,
  avatar: AvatarInfo,
  bio: v.string(),
  website: v.string(),
  location: v.string(),
});

/** Another member's profile (pages/Users/Personal and its UserInfo card). */
export const PersonalUser = v.object({
  id: v.optional(IdString),
  username: v.string(),
  display_name: v.string(),
  avatar: v.string(),
  status: v.string(),
  status_msg: v.optional(v.string()),
  bio_html: v.optional(v.string()),
  rank: Int,
  answer_count: Count,
  question_count: Count,
  location: v.string(),
  website: v.string(),
  created_at: UnixSeconds,
  last_login_date: UnixSeconds,
  role_id: v.optional(Int),
});

/** A badge card (components/CardBadge): icon is a URL when it starts with http, else an icon name coloured by level. */
const BadgeCard = v.object({
  id: IdString,
  name: v.string(),
  icon: v.string(),
  level: Int,
  earned_count: v.optional(Count),
  award_count: v.optional(Count),
});

const RankedUser = v.object({
  username: v.string(),
  display_name: v.string(),
  avatar: v.string(),
  rank: Int,
  vote_count: Int,
});

/** Where a personal-list row links: questionLanding or answerLanding from these. */
const PostLink = {
  object_type: v.string(),
  question_id: v.string(),
  answer_id: v.string(),
  url_title: v.optional(v.string()),
  title: v.string(),
};

/** A translated phrase; Answer sends the text, and a dotted key such as notification.action.x shows up raw. */
const TranslatedText = v.pipe(
  v.string(),
  v.check((text) => !/^[a-z_]+(\.[a-z_]+)+$/.test(text), "a translation key, not its text"),
);

const NotificationItem = v.object({
  id: IdString,
  is_read: v.boolean(),
  rank: v.optional(Int),
  update_time: UnixSeconds,
  notification_action: v.optional(TranslatedText),
  user_info: v.optional(v.object({ username: v.string(), display_name: v.string(), status: v.optional(v.string()) })),
  object_info: v.object({
    object_type: v.string(),
    object_id: v.string(),
    title: v.string(),
    object_map: v.nullish(v.record(v.string(), v.string())),
  }),
});

const NotificationChannel = v.object({ enable: v.boolean(), key: v.string() });

export const USERS: ContractEntry[] = [
  {
    method: "GET",
    path: "/answer/api/v1/user/info",
    reads: v.nullable(LoggedUser),
    note: "utils/guard.ts pullLoggedUser on every load, Settings/Profile, ModifyEmail: null for a guest",
  },
  { method: "PUT", path: "/answer/api/v1/user/info", reads: v.unknown(), note: "Settings/Profile" },
  {
    method: "POST",
    path: "/answer/api/v1/user/login/email",
    reads: SessionUser,
    note: "pages/Users/Login: the whole object becomes the signed-in member (avatar here is a URL string)",
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/register/email",
    reads: SessionUser,
    note: "Register/SignUpForm: stored as the signed-in member, mail_status 2 sends them to the inactive page",
  },
  { method: "GET", path: "/answer/api/v1/user/logout", reads: v.unknown(), note: "components/Header, Logout" },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/verification/send",
    reads: v.unknown(),
    note: "components/Unactivate resend",
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/verification",
    reads: SessionUser,
    note: "pages/Users/ActiveEmail: the activated member replaces the stored one",
  },
  { method: "PUT", path: "/answer/api/v1/user/password", reads: v.unknown(), note: "Settings/Account ModifyPass" },
  {
    method: "POST",
    path: "/answer/api/v1/user/password/reset",
    reads: v.unknown(),
    note: "AccountForgot: sends the mail",
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/password/replacement",
    reads: v.unknown(),
    note: "pages/Users/PasswordReset",
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/email/change/code",
    reads: v.unknown(),
    note: "ChangeEmail, Settings/Account ModifyEmail",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/email",
    reads: v.nullish(v.object({ access_token: v.optional(v.string()) })),
    note: "pages/Users/ConfirmNewEmail: if res?.access_token, the whole object replaces the stored member",
  },
  {
    method: "POST",
    path: "/answer/api/v1/user/notice/set",
    reads: v.unknown(),
    note: "declared in services/common.ts, called by no page",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/notification/unsubscribe",
    reads: v.unknown(),
    note: "pages/Users/Unsubscribe: ?code from the mail",
  },
  { method: "PUT", path: "/answer/api/v1/user/interface", reads: v.unknown(), note: "Settings/Interface" },
  {
    method: "GET",
    path: "/answer/api/v1/user/notification/config",
    reads: v.object({
      inbox: NotificationChannel,
      all_new_question: NotificationChannel,
      all_new_question_for_following_tags: NotificationChannel,
    }),
    note: "Settings/Notification: configData?.inbox.enable (and .key sent back) for each of the three",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/user/notification/config",
    reads: v.unknown(),
    note: "Settings/Notification",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/ranking",
    reads: v.strictObject({
      users_with_the_most_reputation: v.array(RankedUser),
      users_with_the_most_vote: v.array(RankedUser),
      staffs: v.array(RankedUser),
    }),
    note: "pages/Users renders one section per key of the object (t(key), .map): an extra key is an extra section",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/info/search",
    reads: v.array(InvitableUser),
    note: "InviteToAnswer/PeopleDropdown: ?username=",
  },
  {
    method: "GET",
    path: "/answer/api/v1/user/staff",
    reads: v.array(v.object({ username: v.string(), display_name: v.string() })),
    note: "components/Mentions: ?username=&page_size=10, offered after @",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/user/info",
    reads: PersonalUser,
    note: "pages/Users/Personal: ?username=; the user itself, not wrapped in {info}; 404 shows the 404 page",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/qa/top",
    reads: v.object({
      answer: v.array(
        v.object({
          answer_id: IdString,
          question_id: IdString,
          question_info: v.object({ title: v.string(), url_title: v.optional(v.string()) }),
          vote_count: Int,
          accepted: Int,
        }),
      ),
      question: v.array(
        v.object({
          question_id: IdString,
          title: v.string(),
          url_title: v.optional(v.string()),
          vote_count: Int,
          answer_count: Count,
          accepted_answer_id: OptionalNumericId,
        }),
      ),
    }),
    note: "Personal/components/Overview, TopList: ?username=; accepted 2 marks an accepted answer",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/answer/page",
    reads: PageOf(
      v.object({
        answer_id: IdString,
        question_id: IdString,
        question_info: v.object({
          title: v.string(),
          url_title: v.optional(v.string()),
          tags: v.optional(v.array(TagRef)),
        }),
        vote_count: Int,
        accepted: Int,
        create_time: UnixSeconds,
      }),
    ),
    note: "Personal/components/Answers: ?username=&order=&page=&page_size=",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/question/page",
    reads: PageOf(
      v.object({
        question_id: IdString,
        title: v.string(),
        url_title: v.optional(v.string()),
        status: v.string(),
        created_at: UnixSeconds,
        accepted_answer_id: OptionalNumericId,
        vote_count: Int,
        answer_count: Count,
        view_count: Count,
        tags: v.optional(v.array(TagRef)),
      }),
    ),
    note: "Personal/components/DefaultList: rows keyed by question_id; status is a word (=== 'closed')",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/collection/page",
    reads: PageOf(
      v.object({
        id: IdString,
        title: v.string(),
        url_title: v.optional(v.string()),
        user_info: UserBasicInfo,
        create_time: UnixSeconds,
        accepted_answer_id: OptionalNumericId,
        vote_count: Int,
        answer_count: Count,
        view_count: Count,
        tags: v.optional(v.array(TagRef)),
      }),
    ),
    note: "Personal/components/DefaultList (bookmarks): rows keyed by id, time from create_time, author card",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/comment/page",
    reads: PageOf(v.object({ comment_id: IdString, ...PostLink, content: v.string(), created_at: UnixSeconds })),
    note: "Personal/components/Comments: content is inserted as HTML",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/rank/page",
    reads: PageOf(
      v.object({ object_id: v.string(), ...PostLink, reputation: Int, rank_type: v.string(), created_at: UnixSeconds }),
    ),
    note: "Personal/components/Reputation: reputation > 0 is green with a +; the tab's count is the user's rank",
  },
  {
    method: "GET",
    path: "/answer/api/v1/personal/vote/page",
    reads: PageOf(v.object({ object_id: v.string(), ...PostLink, vote_type: v.string(), created_at: UnixSeconds })),
    note: "Personal/components/Votes: the signed-in member's own votes (no username sent)",
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge/user/awards",
    reads: PageOf(v.object({ ...BadgeCard.entries, earned_count: Count })),
    note: "Personal/components/Badges: ?username=; earned_count > 1 shows ×n",
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge/user/awards/recent",
    reads: PageOf(v.object({ ...BadgeCard.entries, earned_count: Count })),
    note: "Personal/components/Overview: ?username=; Number(count) > 0 shows the list",
  },
  {
    method: "GET",
    path: "/answer/api/v1/badges",
    reads: v.array(
      v.object({
        group_name: v.string(),
        badges: v.array(v.object({ ...BadgeCard.entries, award_count: Count, earned_count: Count })),
      }),
    ),
    note: "pages/Badges: groups of cards with the awarded count and the viewer's earned pill",
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge",
    reads: v.object({
      ...BadgeCard.entries,
      description: v.string(),
      award_count: Count,
      earned_count: Count,
      is_single: v.boolean(),
    }),
    note: "pages/Badges/Detail: ?id=; award_count and earned_count are compared with > 0 and === 1",
  },
  {
    method: "GET",
    path: "/answer/api/v1/badge/awards/page",
    reads: PageOf(
      v.object({
        created_at: UnixSeconds,
        author_user_info: UserBasicInfo,
        object_type: v.string(),
        object_id: v.string(),
        question_id: v.string(),
        answer_id: v.string(),
        comment_id: v.string(),
        url_title: v.optional(v.string()),
      }),
    ),
    note: "pages/Badges/Detail: ?badge_id=&page=&page_size=[&username=]; links built from the object ids",
  },
  {
    method: "GET",
    path: "/answer/api/v1/notification/page",
    reads: PageOf(NotificationItem),
    note: "Notifications Inbox/Achievements: ?type=inbox|achievement; notification_action is shown as is",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/read/state",
    reads: v.unknown(),
    note: "Notifications, components/Modal/BadgeModal",
  },
  {
    method: "GET",
    path: "/answer/api/v1/notification/status",
    reads: v.object({
      inbox: Count,
      achievement: Count,
      revision: Count,
      can_revision: v.boolean(),
      badge_award: v.nullish(
        v.object({ notification_id: v.string(), badge_id: v.string(), name: v.string(), icon: v.string(), level: Int }),
      ),
    }),
    note: "Header red dots and the review count (every 3 s, members only); Layout shows badge_award in a modal",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/status",
    reads: v.unknown(),
    note: "pages/Users/Notifications: {type} clears that red dot on opening the tab",
  },
  {
    method: "PUT",
    path: "/answer/api/v1/notification/read/state/all",
    reads: v.unknown(),
    note: "pages/Users/Notifications 'mark all read'",
  },
];
