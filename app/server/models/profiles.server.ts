// Reads of a member's profile (SPEC §2 users/{username}/{tab}, §7 personal/*): the member, their top posts, and one
// page of a tab with its count. Each statement finds the member by username itself, so a whole profile page is one
// batch. Others see a member's listed posts; the member and staff also see the pending and unlisted ones.
import { sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { BadgeStatus } from "~/lib/badges";
import { PostStatus, QuestionStatus, TagStatus } from "~/lib/status";
import { LawyerState } from "~/lib/lawyers";

/** Whether the reader sees the member's pending and unlisted posts (the member themself, and staff). */
export type ProfileReader = { seesHidden: boolean };
export type Window = { limit: number; offset: number };
export type PostOrder = "newest" | "score";

/** The member named `username`, as a subquery of their id. */
export const memberId = (username: string) => sql`(SELECT id FROM users WHERE username = ${username})`;

const DELETED = sqlConstant(PostStatus.deleted);
const NORMAL = sqlConstant(PostStatus.normal);

/** The questions (`q`) the reader may see listed on a profile. */
const questionShown = (reader: ProfileReader): SQL =>
  reader.seesHidden ? sql`q.status <> ${DELETED}` : sql`q.listed = 1`;

/** The answers (`a`, of question `q`) the reader may see listed on a profile. */
const answerShown = (reader: ProfileReader): SQL =>
  reader.seesHidden
    ? sql`a.status <> ${DELETED} AND q.status <> ${DELETED}`
    : sql`a.status = ${NORMAL} AND q.listed = 1`;

const TAGS_OF_Q = sql`(SELECT json_group_array(json_object('slug_name', t.slug_name, 'display_name', t.display_name))
  FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
  WHERE qt.question_id = q.id AND t.status = ${sqlConstant(TagStatus.normal)})`;

/** The member's row with the counts of their badges by level (deleted members too: the service decides). */
export function selectProfileMember(db: Db, username: string) {
  const level = (value: number) => sql`(SELECT COUNT(*) FROM badge_awards ba JOIN badges b ON b.id = ba.badge_id
    WHERE ba.user_id = u.id AND b.level = ${sqlConstant(value)} AND b.status = ${sqlConstant(BadgeStatus.active)})`;
  return db.all<ProfileMemberRow>(sql`SELECT u.id, u.username, u.display_name AS displayName, u.avatar_url AS avatar, u.rank,
      u.status, u.mail_status AS mailStatus, u.role_id AS roleId, u.bio, u.bio_html AS bioHtml, u.website, u.location,
      u.question_count AS questionCount, u.answer_count AS answerCount, u.follow_count AS followCount,
      u.created_at AS createdAt, u.last_login_at AS lastLoginAt, u.suspended_at AS suspendedAt,
      ${level(3)} AS gold, ${level(2)} AS silver, ${level(1)} AS bronze, u.verified_lawyer AS lawyer,
      lp.province AS practiceProvince, lp.city AS practiceCity, lp.career AS practiceCareer,
      lp.domains AS practiceDomains, lp.org_name AS practiceOrg
    FROM users u LEFT JOIN lawyer_profiles lp ON lp.user_id = u.id AND lp.state = ${sqlConstant(LawyerState.verified)}
    WHERE u.username = ${username} LIMIT 1`);
}

export type ProfileMemberRow = {
  id: number;
  username: string;
  displayName: string;
  avatar: string;
  rank: number;
  status: number;
  mailStatus: number;
  roleId: number;
  bio: string;
  bioHtml: string;
  website: string;
  location: string;
  questionCount: number;
  answerCount: number;
  followCount: number;
  createdAt: number;
  lastLoginAt: number | null;
  suspendedAt: number | null;
  gold: number;
  silver: number;
  bronze: number;
  lawyer: number;
  /** the member's verified lawyer profile (null columns when there is none) */
  practiceProvince: string | null;
  practiceCity: string | null;
  practiceCareer: string | null;
  practiceDomains: string | null;
  practiceOrg: string | null;
};

export type ProfileQuestionRow = {
  id: number;
  title: string;
  urlTitle: string;
  status: number;
  show: number;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  collectionCount: number;
  acceptedAnswerId: number;
  createdAt: number;
  tags: string;
};

const QUESTION_COLUMNS = sql`q.id, q.title, q.url_title AS urlTitle, q.status, q.show, q.vote_count AS voteCount, q.answer_count AS answerCount,
  q.view_count AS viewCount, q.collection_count AS collectionCount, q.accepted_answer_id AS acceptedAnswerId,
  q.created_at AS createdAt, ${TAGS_OF_Q} AS tags`;

const QUESTION_ORDERS: Record<PostOrder, SQL> = {
  newest: sql`q.created_at DESC, q.id DESC`,
  score: sql`q.vote_count DESC, q.view_count DESC, q.id DESC`,
};

/** A page of the member's questions the reader may see, and how many there are. */
export function selectProfileQuestions(
  db: Db,
  username: string,
  reader: ProfileReader,
  order: PostOrder,
  window: Window,
) {
  const where = sql`q.user_id = ${memberId(username)} AND ${questionShown(reader)}`;
  return {
    list: db.all<ProfileQuestionRow>(sql`SELECT ${QUESTION_COLUMNS} FROM questions q WHERE ${where}
      ORDER BY ${QUESTION_ORDERS[order]} LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM questions q WHERE ${where}`),
  };
}

export type ProfileAnswerRow = {
  id: number;
  questionId: number;
  title: string;
  urlTitle: string;
  status: number;
  accepted: number;
  voteCount: number;
  createdAt: number;
  updatedAt: number;
  tags: string;
};

const ANSWER_ORDERS: Record<PostOrder, SQL> = {
  newest: sql`a.created_at DESC, a.id DESC`,
  // an accepted answer first, as Stack Overflow's and Apache Answer's profiles sort by score
  score: sql`a.accepted DESC, a.vote_count DESC, a.id DESC`,
};

/** A page of the member's answers the reader may see, with their questions' titles, and how many there are. */
export function selectProfileAnswers(
  db: Db,
  username: string,
  reader: ProfileReader,
  order: PostOrder,
  window: Window,
) {
  const where = sql`a.user_id = ${memberId(username)} AND ${answerShown(reader)}`;
  const from = sql`answers a JOIN questions q ON q.id = a.question_id`;
  return {
    list: db.all<ProfileAnswerRow>(sql`SELECT a.id, a.question_id AS questionId, q.title, q.url_title AS urlTitle, a.status, a.accepted,
        a.vote_count AS voteCount, a.created_at AS createdAt, a.updated_at AS updatedAt, ${TAGS_OF_Q} AS tags
      FROM ${from} WHERE ${where} ORDER BY ${ANSWER_ORDERS[order]} LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`),
  };
}

export type ProfileCommentRow = {
  id: number;
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  parsedText: string;
  voteCount: number;
  createdAt: number;
};

/** A page of the member's comments on posts the reader may see, newest first, and how many there are. */
export function selectProfileComments(db: Db, username: string, reader: ProfileReader, window: Window) {
  const onAnswer = reader.seesHidden ? sql`a.status <> ${DELETED}` : sql`a.status = ${NORMAL}`;
  const where = sql`c.user_id = ${memberId(username)} AND c.status = ${NORMAL} AND ${questionShown(reader)}
    AND (c.object_type = 'question' OR ${onAnswer})`;
  const from = sql`comments c JOIN questions q ON q.id = c.question_id
    LEFT JOIN answers a ON c.object_type = 'answer' AND a.id = c.object_id`;
  return {
    list: db.all<ProfileCommentRow>(sql`SELECT c.id, c.object_type AS objectType, c.object_id AS objectId,
        c.question_id AS questionId, q.title, q.url_title AS urlTitle, c.parsed_text AS parsedText, c.vote_count AS voteCount,
        c.created_at AS createdAt
      FROM ${from} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`),
  };
}

export type ProfileVoteRow = {
  objectType: "question" | "answer";
  objectId: number;
  questionId: number;
  title: string;
  urlTitle: string;
  direction: number;
  createdAt: number;
};

/** A page of the votes the member cast on questions and answers that are still shown, newest first. */
export function selectProfileVotes(db: Db, userId: number, window: Window) {
  const from = sql`votes v LEFT JOIN answers a ON v.object_type = 'answer' AND a.id = v.object_id
    JOIN questions q ON q.id = CASE WHEN v.object_type = 'question' THEN v.object_id ELSE a.question_id END`;
  const where = sql`v.user_id = ${userId} AND v.object_type IN ('question', 'answer')
    AND q.status IN (${sqlConstant(QuestionStatus.normal)}, ${sqlConstant(QuestionStatus.closed)})
    AND (v.object_type = 'question' OR a.status = ${NORMAL})`;
  return {
    list: db.all<ProfileVoteRow>(sql`SELECT v.object_type AS objectType, v.object_id AS objectId, q.id AS questionId,
        q.title, q.url_title AS urlTitle, v.direction, v.updated_at AS createdAt
      FROM ${from} WHERE ${where} ORDER BY v.updated_at DESC, v.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    total: db.all<{ total: number }>(sql`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`),
  };
}

/** The member's best questions and answers by votes (the overview's top posts). */
export function selectTopPosts(db: Db, username: string, reader: ProfileReader, limit: number) {
  return {
    questions: db.all<ProfileQuestionRow>(sql`SELECT ${QUESTION_COLUMNS} FROM questions q
      WHERE q.user_id = ${memberId(username)} AND ${questionShown(reader)}
      ORDER BY ${QUESTION_ORDERS.score} LIMIT ${limit}`),
    answers:
      db.all<ProfileAnswerRow>(sql`SELECT a.id, a.question_id AS questionId, q.title, q.url_title AS urlTitle, a.status, a.accepted,
        a.vote_count AS voteCount, a.created_at AS createdAt, a.updated_at AS updatedAt, ${TAGS_OF_Q} AS tags
      FROM answers a JOIN questions q ON q.id = a.question_id
      WHERE a.user_id = ${memberId(username)} AND ${answerShown(reader)}
      ORDER BY a.vote_count DESC, a.accepted DESC, a.id DESC LIMIT ${limit}`),
  };
}

export type ProfileBadgeRow = {
  id: number;
  slug: string;
  icon: string;
  level: number;
  groupName: string;
  isSingle: number;
  status: number;
  awardCount: number;
  earnedCount: number;
  lastAwardedAt: number;
};

/** The active badges the member earned, with how often, the most recently earned first (all, or the first `limit`). */
export function selectProfileBadges(db: Db, username: string, limit: number | null) {
  return db.all<ProfileBadgeRow>(sql`SELECT b.id, b.slug, b.icon, b.level, b.group_name AS groupName,
      b.is_single AS isSingle, b.status, b.award_count AS awardCount, COUNT(*) AS earnedCount,
      MAX(ba.created_at) AS lastAwardedAt
    FROM badge_awards ba JOIN badges b ON b.id = ba.badge_id
    WHERE ba.user_id = ${memberId(username)} AND b.status = ${sqlConstant(BadgeStatus.active)}
    GROUP BY b.id ORDER BY lastAwardedAt DESC, b.id DESC${limit === null ? sql`` : sql` LIMIT ${limit}`}`);
}
