CREATE TABLE `domain_follows` (
	`user_id` integer NOT NULL,
	`domain` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `domain`)
);
--> statement-breakpoint
CREATE INDEX `domain_follows_domain` ON `domain_follows` (`domain`);--> statement-breakpoint
CREATE TABLE `lawyer_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`state` integer NOT NULL,
	`province` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`district` text DEFAULT '' NOT NULL,
	`career` text NOT NULL,
	`domains` text DEFAULT '[]' NOT NULL,
	`org_name` text DEFAULT '' NOT NULL,
	`licence_no` text,
	`licence_photo_key` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`reviewer_id` integer DEFAULT 0 NOT NULL,
	`verdict_event` text DEFAULT '' NOT NULL,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`verified_at` integer,
	`recheck_notified_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lawyer_profiles_licence` ON `lawyer_profiles` (`licence_no`) WHERE state IN (1, 2) AND licence_no IS NOT NULL;--> statement-breakpoint
CREATE INDEX `lawyer_profiles_state` ON `lawyer_profiles` (`state`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `lawyer_profiles_region` ON `lawyer_profiles` (`state`,`province`,`city`);--> statement-breakpoint
ALTER TABLE `questions` ADD `province` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `city` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `questions_listed_province` ON `questions` (`listed`,`province`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_city` ON `questions` (`listed`,`city`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `verified_lawyer` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A member's name carries the 认证律师 mark wherever it is shown: verifying or revoking them bumps every cached page
-- that names them (the lists, the pages of their questions and of the questions they answered or commented on) and
-- their profile, which also shows the profile's region and fields.
DROP TRIGGER IF EXISTS `users_profile_version`;--> statement-breakpoint
CREATE TRIGGER `users_profile_version` AFTER UPDATE ON users WHEN OLD.username IS NOT NEW.username OR OLD.display_name IS NOT NEW.display_name OR OLD.avatar_url IS NOT NEW.avatar_url OR OLD.rank IS NOT NEW.rank OR OLD.status IS NOT NEW.status OR OLD.mail_status IS NOT NEW.mail_status OR OLD.role_id IS NOT NEW.role_id OR OLD.bio_html IS NOT NEW.bio_html OR OLD.website IS NOT NEW.website OR OLD.location IS NOT NEW.location OR OLD.question_count IS NOT NEW.question_count OR OLD.answer_count IS NOT NEW.answer_count OR OLD.suspended_at IS NOT NEW.suspended_at OR OLD.verified_lawyer IS NOT NEW.verified_lawyer
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || NEW.username, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || NEW.username);
  UPDATE content_versions SET version = version + 1 WHERE key IN ('user:' || NEW.username, 'user:' || OLD.username);
END;--> statement-breakpoint
CREATE TRIGGER `users_lawyer_version` AFTER UPDATE ON users WHEN OLD.verified_lawyer IS NOT NEW.verified_lawyer
BEGIN
  UPDATE content_versions SET version = version + 1 WHERE key = 'questions' OR key IN (SELECT 'question:' || id FROM questions WHERE user_id = NEW.id UNION SELECT 'question:' || question_id FROM answers WHERE user_id = NEW.id UNION SELECT 'question:' || question_id FROM comments WHERE user_id = NEW.id);
END;--> statement-breakpoint
CREATE TRIGGER `lawyer_profiles_version_insert` AFTER INSERT ON lawyer_profiles
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `lawyer_profiles_version_update` AFTER UPDATE ON lawyer_profiles
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'user:' || u.username, abs(random() % 1000000000) FROM users u WHERE u.id = NEW.user_id AND NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'user:' || u.username);
  UPDATE content_versions SET version = version + 1 WHERE key = 'user:' || (SELECT username FROM users WHERE id = NEW.user_id);
END;
