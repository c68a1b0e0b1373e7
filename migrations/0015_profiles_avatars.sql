ALTER TABLE `users` ADD `email_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `avatar_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `reputation_created` ON `reputation_ledger` (`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `votes_created` ON `votes` (`created_at`,`user_id`);--> statement-breakpoint
-- A profile page is cached for readers under `user:{username}` (workers/edge-cache.ts): what it shows of the member,
-- their posts, comments, badges and reputation bumps it (the row made at random first, as in 0003). A renamed member's
-- old and new names are both bumped; a login (last seen) or a change of settings the profile does not show is not a
-- change of the profile.
CREATE TRIGGER `users_profile_version` AFTER UPDATE ON users WHEN OLD.username IS NOT NEW.username OR OLD.display_name IS NOT NEW.display_name OR OLD.avatar_url IS NOT NEW.avatar_url OR OLD.rank IS NOT NEW.rank OR OLD.status IS NOT NEW.status OR OLD.mail_status IS NOT NEW.mail_status OR OLD.role_id IS NOT NEW.role_id OR OLD.bio_html IS NOT NEW.bio_html OR OLD.website IS NOT NEW.website OR OLD.location IS NOT NEW.location OR OLD.question_count IS NOT NEW.question_count OR OLD.answer_count IS NOT NEW.answer_count OR OLD.suspended_at IS NOT NEW.suspended_at
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || NEW.username, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || NEW.username);
  UPDATE content_versions SET version = version + 1 WHERE key IN ('user:' || NEW.username, 'user:' || OLD.username);
END;--> statement-breakpoint
CREATE TRIGGER `questions_profile_version_insert` AFTER INSERT ON questions
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `questions_profile_version_update` AFTER UPDATE ON questions WHEN OLD.view_count = NEW.view_count
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `answers_profile_version_insert` AFTER INSERT ON answers
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `answers_profile_version_update` AFTER UPDATE ON answers
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `comments_profile_version_insert` AFTER INSERT ON comments
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `comments_profile_version_update` AFTER UPDATE ON comments
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `badge_awards_profile_version_insert` AFTER INSERT ON badge_awards
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `reputation_profile_version_insert` AFTER INSERT ON reputation_ledger
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `reputation_profile_version_update` AFTER UPDATE ON reputation_ledger
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;
