// The D1 schema: every entity of SPEC §3. Times are Unix seconds (the API's unit). Status codes follow
// REFERENCE.md. Unique indexes make duplicate effects impossible (SECURITY.md §2); list indexes follow SPEC §2 orders.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch())`;
const createdAt = () => integer("created_at").notNull().default(now);
const updatedAt = () => integer("updated_at").notNull().default(now);

export const roles = sqliteTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull().default(""),
    roleId: integer("role_id").notNull().default(1),
    status: integer("status").notNull().default(1), // 1 normal, 9 suspended, 10 deleted
    mailStatus: integer("mail_status").notNull().default(2), // 1 activated, 2 not activated
    rank: integer("rank").notNull().default(1),
    bio: text("bio").notNull().default(""),
    bioHtml: text("bio_html").notNull().default(""),
    avatar: text("avatar").notNull().default("{}"), // {type, gravatar, custom}: the member's choice
    // SHA-256 of the email, for Gravatar (SECURITY.md §10); "" until written
    emailHash: text("email_hash").notNull().default(""),
    // the avatar every page shows, resolved from the choice and the site's users settings ("" for the default image)
    avatarUrl: text("avatar_url").notNull().default(""),
    website: text("website").notNull().default(""),
    location: text("location").notNull().default(""),
    language: text("language").notNull().default(""), // "" follows the site's interface language
    colorScheme: text("color_scheme").notNull().default("default"),
    notifyConfig: text("notify_config").notNull().default("{}"),
    // the newest notification of each type the member has seen: the red dot counts unread ones after it
    inboxSeenId: integer("inbox_seen_id").notNull().default(0),
    achievementSeenId: integer("achievement_seen_id").notNull().default(0),
    communityOpenedAt: integer("community_opened_at"), // null until the member opts in to the community
    // 1 while the member's lawyer profile is verified: every name shown reads it with the member's other columns
    verifiedLawyer: integer("verified_lawyer").notNull().default(0),
    questionCount: integer("question_count").notNull().default(0),
    answerCount: integer("answer_count").notNull().default(0),
    followCount: integer("follow_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: integer("last_login_at"),
    suspendedAt: integer("suspended_at"),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    index("users_status_created").on(t.status, t.createdAt),
    index("users_rank").on(t.rank),
  ],
);

/**
 * A member's lawyer profile (SPEC §3, §7 user/ly/*): where and in what they practise, and the check of their licence.
 * The licence photo is an R2 key outside every public prefix: only the back office's licence route reads it.
 */
export const lawyerProfiles = sqliteTable(
  "lawyer_profiles",
  {
    userId: integer("user_id").primaryKey(),
    state: integer("state").notNull(), // 1 pending, 2 verified, 3 rejected, 4 revoked
    province: text("province").notNull(), // national division codes
    city: text("city").notNull().default(""),
    district: text("district").notNull().default(""),
    career: text("career").notNull(),
    domains: text("domains").notNull().default("[]"), // JSON array of practice fields
    orgName: text("org_name").notNull().default(""),
    licenceNo: text("licence_no"),
    licencePhotoKey: text("licence_photo_key").notNull().default(""),
    reason: text("reason").notNull().default(""), // why it was rejected or revoked
    reviewerId: integer("reviewer_id").notNull().default(0),
    // the event of the last verdict: what that verdict writes beside the profile is written only if it took
    verdictEvent: text("verdict_event").notNull().default(""),
    submittedAt: integer("submitted_at").notNull(),
    reviewedAt: integer("reviewed_at"),
    verifiedAt: integer("verified_at"),
    recheckNotifiedAt: integer("recheck_notified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a licence backs one account: among profiles waiting or verified, a number appears once
    uniqueIndex("lawyer_profiles_licence")
      .on(t.licenceNo)
      .where(sql`state IN (1, 2) AND licence_no IS NOT NULL`),
    index("lawyer_profiles_state").on(t.state, t.submittedAt),
    index("lawyer_profiles_region").on(t.state, t.province, t.city),
  ],
);

/** Practice fields a member follows, to hear of new questions in them. */
export const domainFollows = sqliteTable(
  "domain_follows",
  {
    userId: integer("user_id").notNull(),
    domain: text("domain").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.domain] }), index("domain_follows_domain").on(t.domain)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(), // SHA-256 of the 256-bit token; the token itself is never stored
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
  },
  // the scheduled cleanup finds expired rows by this index (workers/cleanup.ts)
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

/** Single-use tokens mailed to users: email activation, password reset, email change. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull(),
    purpose: text("purpose", { enum: ["activation", "password_reset", "email_change"] }).notNull(),
    newEmail: text("new_email"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("user_tokens_user_purpose").on(t.userId, t.purpose), index("user_tokens_expires").on(t.expiresAt)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    title: text("title").notNull(),
    originalText: text("original_text").notNull(),
    parsedText: text("parsed_text").notNull(),
    status: integer("status").notNull().default(1), // 1 normal, 2 closed, 10 deleted, 11 pending
    pin: integer("pin").notNull().default(1), // 1 no, 2 pinned
    show: integer("show").notNull().default(1), // 1 listed, 2 unlisted
    voteCount: integer("vote_count").notNull().default(0),
    answerCount: integer("answer_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    collectionCount: integer("collection_count").notNull().default(0),
    followCount: integer("follow_count").notNull().default(0),
    linkedCount: integer("linked_count").notNull().default(0),
    acceptedAnswerId: integer("accepted_answer_id").notNull().default(0),
    lastAnswerId: integer("last_answer_id").notNull().default(0),
    lastEditUserId: integer("last_edit_user_id").notNull().default(0),
    closeType: integer("close_type").notNull().default(0),
    closeMsg: text("close_msg").notNull().default(""),
    revisionId: integer("revision_id").notNull().default(0),
    // the jurisdiction the asker named, as national division codes ("" when none)
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    // the title as a URL segment (pinyin for Chinese), made when the title is written: permalinks 1 and 3 show it
    urlTitle: text("url_title").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: integer("edited_at"),
    activeAt: integer("active_at").notNull().default(now), // last activity, for the "active" order
    // 1 when the question appears in lists (open or closed, not unlisted). One column, so that every list order is
    // one ordered index walk that stops after a page; `status IN (1, 2)` would make SQLite sort every listed row.
    listed: integer("listed").generatedAlwaysAs(sql`CASE WHEN status IN (1, 2) AND show = 1 THEN 1 ELSE 0 END`, {
      mode: "virtual",
    }),
  },
  (t) => [
    index("questions_listed_newest").on(t.listed, t.pin, t.createdAt),
    index("questions_listed_active").on(t.listed, t.pin, t.activeAt),
    index("questions_listed_score").on(t.listed, t.pin, t.voteCount, t.createdAt),
    index("questions_listed_unanswered").on(t.listed, t.answerCount, t.createdAt),
    index("questions_listed_frequent").on(t.listed, t.linkedCount, t.createdAt),
    index("questions_listed_created").on(t.listed, t.createdAt),
    // a search's questions by id, with the author and time it filters and sorts on, without reading the wide rows
    index("questions_search_keys").on(t.id, t.userId, t.createdAt),
    index("questions_user").on(t.userId, t.createdAt),
    index("questions_listed_province").on(t.listed, t.province, t.createdAt),
    index("questions_listed_city").on(t.listed, t.city, t.createdAt),
    // the sitemap's pages: listed questions in the order of their ids
    index("questions_listed_id").on(t.listed, t.id),
    // the few questions still without a URL title, which the scheduled job fills (empty once it has)
    index("questions_without_url_title")
      .on(t.id)
      .where(sql`url_title = ''`),
  ],
);

export const answers = sqliteTable(
  "answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    questionId: integer("question_id").notNull(),
    userId: integer("user_id").notNull(),
    originalText: text("original_text").notNull(),
    parsedText: text("parsed_text").notNull(),
    status: integer("status").notNull().default(1), // 1 normal, 10 deleted, 11 pending
    accepted: integer("accepted").notNull().default(1), // 1 no, 2 yes
    voteCount: integer("vote_count").notNull().default(0),
    collectionCount: integer("collection_count").notNull().default(0),
    lastEditUserId: integer("last_edit_user_id").notNull().default(0),
    revisionId: integer("revision_id").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("answers_question_score").on(t.questionId, t.status, t.voteCount),
    index("answers_question_created").on(t.questionId, t.status, t.createdAt),
    index("answers_user").on(t.userId, t.status, t.createdAt),
    // the few answers a search leaves out for most readers (deleted, pending), found without reading the others
    index("answers_not_normal")
      .on(t.id)
      .where(sql`status <> 1`),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectType: text("object_type", { enum: ["question", "answer"] }).notNull(),
    objectId: integer("object_id").notNull(),
    questionId: integer("question_id").notNull(),
    userId: integer("user_id").notNull(),
    replyCommentId: integer("reply_comment_id").notNull().default(0),
    replyUserId: integer("reply_user_id").notNull().default(0),
    originalText: text("original_text").notNull(),
    parsedText: text("parsed_text").notNull(),
    status: integer("status").notNull().default(1),
    voteCount: integer("vote_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_object").on(t.objectType, t.objectId, t.status, t.createdAt),
    index("comments_user").on(t.userId, t.status, t.createdAt),
  ],
);

export const tags = sqliteTable(
  "tags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slugName: text("slug_name").notNull(),
    displayName: text("display_name").notNull(),
    originalText: text("original_text").notNull().default(""),
    parsedText: text("parsed_text").notNull().default(""),
    mainTagId: integer("main_tag_id").notNull().default(0), // a synonym points at its main tag
    status: integer("status").notNull().default(1), // 1 normal, 10 deleted
    reserved: integer("reserved", { mode: "boolean" }).notNull().default(false),
    recommend: integer("recommend", { mode: "boolean" }).notNull().default(false),
    questionCount: integer("question_count").notNull().default(0),
    followCount: integer("follow_count").notNull().default(0),
    userId: integer("user_id").notNull().default(0),
    revisionId: integer("revision_id").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tags_slug_unique").on(t.slugName),
    index("tags_popular").on(t.status, t.questionCount),
    index("tags_newest").on(t.status, t.createdAt),
    index("tags_name").on(t.status, t.displayName),
    index("tags_main").on(t.mainTagId),
  ],
);

export const questionTags = sqliteTable(
  "question_tags",
  {
    questionId: integer("question_id").notNull(),
    tagId: integer("tag_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] }), index("question_tags_tag").on(t.tagId, t.questionId)],
);

/** Members invited to answer a question (SPEC §2 invitees card), and who invited them. */
export const questionInvites = sqliteTable(
  "question_invites",
  {
    questionId: integer("question_id").notNull(),
    userId: integer("user_id").notNull(),
    inviterId: integer("inviter_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index("question_invites_user").on(t.userId, t.createdAt)],
);

/** Questions that reference other questions of the site (linked / frequent). */
export const questionLinks = sqliteTable(
  "question_links",
  {
    fromQuestionId: integer("from_question_id").notNull(),
    toQuestionId: integer("to_question_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fromQuestionId, t.toQuestionId] }),
    index("question_links_to").on(t.toQuestionId, t.createdAt),
  ],
);

export const revisions = sqliteTable(
  "revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectType: text("object_type", { enum: ["question", "answer", "tag"] }).notNull(),
    objectId: integer("object_id").notNull(),
    userId: integer("user_id").notNull(),
    title: text("title").notNull().default(""),
    content: text("content").notNull(), // JSON snapshot of the object as edited
    reason: text("reason").notNull().default(""), // the edit summary
    status: integer("status").notNull().default(0), // 0 normal, 1 awaiting review, 2 approved, 3 rejected
    reviewUserId: integer("review_user_id").notNull().default(0),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at"),
  },
  (t) => [
    index("revisions_object").on(t.objectType, t.objectId, t.createdAt),
    index("revisions_status").on(t.status, t.createdAt),
    // one suggested edit awaiting review per object
    uniqueIndex("revisions_one_pending")
      .on(t.objectType, t.objectId)
      .where(sql`status = 1`),
  ],
);

/** Timeline entries for posts and tags (asked, edited, closed, deleted, accepted, ...). */
export const activities = sqliteTable(
  "activities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    questionId: integer("question_id").notNull().default(0),
    userId: integer("user_id").notNull(),
    activityType: text("activity_type").notNull(),
    revisionId: integer("revision_id").notNull().default(0),
    comment: text("comment").notNull().default(""),
    cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
    cancelledAt: integer("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("activities_object").on(t.objectType, t.objectId, t.createdAt)],
);

export const votes = sqliteTable(
  "votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectType: text("object_type", { enum: ["question", "answer", "comment"] }).notNull(),
    objectId: integer("object_id").notNull(),
    userId: integer("user_id").notNull(),
    objectUserId: integer("object_user_id").notNull(),
    direction: integer("direction").notNull(), // 1 up, -1 down
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("votes_one_per_user").on(t.objectType, t.objectId, t.userId),
    index("votes_user").on(t.userId, t.createdAt),
    // the ranking's week of votes cast
    index("votes_created").on(t.createdAt, t.userId),
  ],
);

export const bookmarks = sqliteTable(
  "bookmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    objectType: text("object_type", { enum: ["question", "answer"] }).notNull(),
    objectId: integer("object_id").notNull(),
    groupId: integer("group_id").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookmarks_one_per_user").on(t.userId, t.objectType, t.objectId),
    index("bookmarks_user").on(t.userId, t.createdAt),
    // a post's collection_count is recounted from its bookmarks
    index("bookmarks_object").on(t.objectType, t.objectId),
  ],
);

export const follows = sqliteTable(
  "follows",
  {
    userId: integer("user_id").notNull(),
    objectType: text("object_type", { enum: ["question", "tag", "user"] }).notNull(),
    objectId: integer("object_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.objectType, t.objectId] }),
    index("follows_object").on(t.objectType, t.objectId),
  ],
);

export const reactions = sqliteTable(
  "reactions",
  {
    userId: integer("user_id").notNull(),
    objectType: text("object_type", { enum: ["question", "answer", "comment"] }).notNull(),
    objectId: integer("object_id").notNull(),
    emoji: text("emoji", { enum: ["heart", "smile", "frown"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.objectType, t.objectId, t.emoji] }),
    index("reactions_object").on(t.objectType, t.objectId, t.emoji),
  ],
);

/** Every reputation change is a row; users.rank is kept equal to the sum of a user's live rows (REFERENCE.md). */
export const reputationLedger = sqliteTable(
  "reputation_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    triggerUserId: integer("trigger_user_id").notNull().default(0),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    reason: text("reason").notNull(), // e.g. "vote_up", "accepted", "email_activated"
    delta: integer("delta").notNull(),
    eventId: text("event_id").notNull(),
    cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
    cancelledAt: integer("cancelled_at"),
    // the event that took the change back, so that it can tell the member
    cancelEventId: text("cancel_event_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reputation_user").on(t.userId, t.createdAt),
    // the ranking's week of reputation gained, read without the rest of the ledger
    index("reputation_created").on(t.createdAt, t.userId),
    index("reputation_cancel_event").on(t.cancelEventId),
    index("reputation_object").on(t.objectType, t.objectId, t.triggerUserId),
    uniqueIndex("reputation_once_per_event").on(t.eventId, t.userId),
  ],
);

export const badges = sqliteTable(
  "badges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(), // names and descriptions live in locales under badge.<slug>
    icon: text("icon").notNull(),
    level: integer("level").notNull(), // 1 bronze, 2 silver, 3 gold
    groupName: text("group_name").notNull(),
    isSingle: integer("is_single", { mode: "boolean" }).notNull(),
    rule: text("rule").notNull(), // the award rule's name, see the badge consumer
    threshold: integer("threshold").notNull().default(0),
    status: integer("status").notNull().default(1), // 1 active, 2 inactive
    awardCount: integer("award_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("badges_slug_unique").on(t.slug)],
);

export const badgeAwards = sqliteTable(
  "badge_awards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    badgeId: integer("badge_id").notNull(),
    objectType: text("object_type").notNull().default(""),
    objectId: integer("object_id").notNull().default(0), // 0 for single badges
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("badge_awards_once").on(t.userId, t.badgeId, t.objectId),
    index("badge_awards_badge").on(t.badgeId, t.createdAt),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    actorId: integer("actor_id").notNull().default(0),
    type: integer("type").notNull(), // 1 inbox, 2 achievement
    inboxType: text("inbox_type").notNull().default(""), // posts, votes, invites
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id").notNull(),
    questionId: integer("question_id").notNull().default(0),
    answerId: integer("answer_id").notNull().default(0),
    commentId: integer("comment_id").notNull().default(0),
    badgeId: integer("badge_id").notNull().default(0),
    rankDelta: integer("rank_delta").notNull().default(0),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    eventId: text("event_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user").on(t.userId, t.type, t.inboxType, t.createdAt),
    index("notifications_unread").on(t.userId, t.type, t.isRead),
    uniqueIndex("notifications_once_per_event").on(t.eventId, t.userId, t.type),
  ],
);

export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    objectType: text("object_type", { enum: ["question", "answer", "comment"] }).notNull(),
    objectId: integer("object_id").notNull(),
    reasonType: integer("reason_type").notNull(),
    content: text("content").notNull().default(""),
    status: integer("status").notNull().default(1), // 1 pending, 2 handled, 3 ignored
    handledBy: integer("handled_by").notNull().default(0),
    handledAt: integer("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status").on(t.status, t.createdAt),
    uniqueIndex("reports_one_pending_per_user")
      .on(t.userId, t.objectType, t.objectId)
      .where(sql`status = 1`),
  ],
);

/** Posts held for review (queued posts). */
export const reviewItems = sqliteTable(
  "review_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectType: text("object_type", { enum: ["question", "answer", "comment"] }).notNull(),
    objectId: integer("object_id").notNull(),
    userId: integer("user_id").notNull(),
    reason: text("reason").notNull().default(""),
    status: integer("status").notNull().default(1), // 1 pending, 2 approved, 3 rejected
    reviewUserId: integer("review_user_id").notNull().default(0),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at"),
  },
  (t) => [
    index("review_items_status").on(t.status, t.createdAt),
    uniqueIndex("review_items_one_pending")
      .on(t.objectType, t.objectId)
      .where(sql`status = 1`),
  ],
);

/** One row per settings group of SPEC §3 (general, interface, login, ...); value is JSON. */
export const siteSettings = sqliteTable("site_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const pluginConfigs = sqliteTable("plugin_configs", {
  slugName: text("slug_name").primaryKey(),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  config: text("config").notNull().default("{}"),
  updatedAt: updatedAt(),
});

export const uploads = sqliteTable(
  "uploads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    objectKey: text("object_key").notNull(), // generated by the server, never taken from the request
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: ["post", "post_attachment", "avatar", "branding"] }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name").notNull().default(""),
    status: integer("status").notNull().default(1), // 1 signed, 2 stored
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [uniqueIndex("uploads_key_unique").on(t.objectKey), index("uploads_user").on(t.userId, t.createdAt)],
);

/** Every mail passes through here; the email consumer sends it over SMTP or keeps it for administrators to read. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    status: integer("status").notNull().default(1), // 1 queued, 2 sent, 3 kept (no SMTP), 4 failed
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
    // a notification mail: the event that wrote it, and its one-click unsubscribe link (List-Unsubscribe)
    eventId: text("event_id"),
    unsubscribeUrl: text("unsubscribe_url").notNull().default(""),
  },
  (t) => [
    index("mail_outbox_created").on(t.createdAt),
    index("mail_outbox_to").on(t.toEmail, t.createdAt),
    index("mail_outbox_event").on(t.eventId),
  ],
);

/** Idempotency marks of queue consumers: the effect and this row are written in one batch. */
export const processedEvents = sqliteTable(
  "processed_events",
  {
    consumer: text("consumer").notNull(),
    eventId: text("event_id").notNull(),
    processedAt: integer("processed_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);

/** Fixed-window counters for throttling (login attempts, posting limits). Updated with one atomic upsert. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window").on(t.windowStart)],
);

/** Claims of write requests in progress, so an identical request sent again meanwhile is refused. */
export const inflightRequests = sqliteTable("inflight_requests", {
  key: text("key").primaryKey(),
  expiresAt: integer("expires_at").notNull(),
});

/** Events that failed every retry, parked by the dead-letter consumer for administrators to inspect. */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dead_letters_event").on(t.eventId)],
);

/**
 * A version per piece of shown content, for the edge cache of anonymous pages (issue #4): "site" (settings), "tags"
 * (names and states), "questions" (anything a list shows) and "question:{id}" (one question page). Triggers in the
 * migration bump them on every write, so no write path can forget to; a cached page's key holds the versions it was
 * rendered at, so a bump makes it unreachable.
 */
export const contentVersions = sqliteTable("content_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * The search index's rebuild (one row): questions up to `cursor` are written again; it ends past `lastId`, the newest
 * question when it began (newer ones are indexed by their own events).
 */
export const searchRebuilds = sqliteTable(
  "search_rebuilds",
  {
    id: integer("id").primaryKey(),
    cursor: integer("cursor").notNull(),
    lastId: integer("last_id").notNull(),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  () => [check("search_rebuilds_one", sql`id = 1`)],
);

/**
 * A search engine told of a changed public page (IndexNow, Baidu's link submission): one row per page and engine, so
 * the back office shows what was sent, what failed and how often it was tried.
 */
export const indexPings = sqliteTable(
  "index_pings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    engine: text("engine").notNull(), // indexnow | baidu
    url: text("url").notNull(),
    eventId: text("event_id").notNull(),
    state: integer("state").notNull().default(1), // 1 waiting, 2 sent, 3 failed (retried until the queue gives up)
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [uniqueIndex("index_pings_event").on(t.eventId, t.engine), index("index_pings_state").on(t.state, t.id)],
);
