// Emptying the bin (the back office's delete/permanently): deleted questions and answers go with every row that
// names them, and deleted members lose what identifies them. One batch each, so nothing is left half purged.
import { sql, type SQL } from "drizzle-orm";
import { sqlConstant, type Db } from "../db/client.server";
import { PURGED_EMAIL, PURGED_USERNAME_PREFIX, PostStatus, QuestionStatus, UserStatus } from "~/lib/status";

/** Every row that names one of these posts (their ids as subqueries), then the posts: statements in order. */
function purgePosts(db: Db, posts: { questions: SQL; answers: SQL }) {
  const questionIds = posts.questions;
  const answerIds = sql`(SELECT id FROM answers WHERE question_id IN ${questionIds} OR id IN ${posts.answers})`;
  const commentIds = sql`(SELECT id FROM comments WHERE (object_type = 'question' AND object_id IN ${questionIds})
    OR (object_type = 'answer' AND object_id IN ${answerIds}))`;
  const named = (type: SQL, id: SQL) => sql`((${type} = 'question' AND ${id} IN ${questionIds})
    OR (${type} = 'answer' AND ${id} IN ${answerIds}) OR (${type} = 'comment' AND ${id} IN ${commentIds}))`;
  const objects = named(sql`object_type`, sql`object_id`);
  return [
    // the questions they link to count one link fewer
    db.run(sql`UPDATE questions SET linked_count = (SELECT COUNT(*) FROM question_links l
        WHERE l.to_question_id = questions.id AND l.from_question_id NOT IN ${questionIds})
      WHERE id IN (SELECT to_question_id FROM question_links WHERE from_question_id IN ${questionIds})`),
    db.run(
      sql`DELETE FROM question_links WHERE from_question_id IN ${questionIds} OR to_question_id IN ${questionIds}`,
    ),
    db.run(sql`DELETE FROM votes WHERE ${objects}`),
    db.run(sql`DELETE FROM reactions WHERE ${objects}`),
    db.run(sql`DELETE FROM reports WHERE ${objects}`),
    db.run(sql`DELETE FROM review_items WHERE ${objects}`),
    db.run(sql`DELETE FROM bookmarks WHERE ${objects}`),
    db.run(sql`DELETE FROM revisions WHERE ${objects}`),
    db.run(sql`DELETE FROM activities WHERE ${objects} OR question_id IN ${questionIds}`),
    db.run(sql`DELETE FROM notifications WHERE question_id IN ${questionIds} OR answer_id IN ${answerIds}
      OR comment_id IN ${commentIds}`),
    db.run(sql`DELETE FROM follows WHERE object_type = 'question' AND object_id IN ${questionIds}`),
    db.run(sql`DELETE FROM question_tags WHERE question_id IN ${questionIds}`),
    db.run(sql`DELETE FROM question_invites WHERE question_id IN ${questionIds}`),
    db.run(sql`DELETE FROM search_index WHERE rowid IN (SELECT id * 2 FROM questions WHERE id IN ${questionIds})
      OR rowid IN (SELECT id * 2 + 1 FROM answers WHERE id IN ${answerIds})`),
    db.run(sql`DELETE FROM comments WHERE id IN ${commentIds}`),
    db.run(sql`DELETE FROM answers WHERE id IN ${answerIds}`),
    db.run(sql`DELETE FROM questions WHERE id IN ${questionIds}`),
  ];
}

/** Deleted questions, with their answers and comments. */
export function purgeDeletedQuestions(db: Db) {
  return purgePosts(db, {
    questions: sql`(SELECT id FROM questions WHERE status = ${sqlConstant(QuestionStatus.deleted)})`,
    answers: sql`(SELECT 0)`,
  });
}

/** Deleted answers, with their comments. */
export function purgeDeletedAnswers(db: Db) {
  return purgePosts(db, {
    questions: sql`(SELECT 0)`,
    answers: sql`(SELECT id FROM answers WHERE status = ${sqlConstant(PostStatus.deleted)})`,
  });
}

/**
 * Deleted members: what identifies them is erased for good (they can no longer be brought back); the row stays, so
 * what they wrote keeps an author, shown as a deleted member.
 */
export function purgeDeletedUsers(db: Db) {
  const deleted = sql`(SELECT id FROM users WHERE status = ${sqlConstant(UserStatus.deleted)})`;
  return [
    db.run(sql`DELETE FROM sessions WHERE user_id IN ${deleted}`),
    db.run(sql`DELETE FROM user_tokens WHERE user_id IN ${deleted}`),
    db.run(sql`DELETE FROM mail_outbox WHERE to_email IN (SELECT email FROM users WHERE id IN ${deleted})`),
    db.run(sql`UPDATE users SET email = ${PURGED_EMAIL.prefix} || id || ${PURGED_EMAIL.suffix}, email_hash = '',
        password_hash = '', username = ${PURGED_USERNAME_PREFIX} || id, display_name = '', bio = '', bio_html = '',
        website = '', location = '', avatar = '', avatar_url = '', notify_config = '{}'
      WHERE id IN ${deleted}`),
  ];
}
