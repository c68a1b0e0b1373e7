CREATE TABLE `question_invites` (
	`question_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`inviter_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`question_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `question_invites_user` ON `question_invites` (`user_id`,`created_at`);--> statement-breakpoint
-- the invitees card shows on question pages: an invitation changes the page's content version
CREATE TRIGGER `question_invites_version_insert` AFTER INSERT ON question_invites
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.question_id;
END;--> statement-breakpoint
CREATE TRIGGER `question_invites_version_delete` AFTER DELETE ON question_invites
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || OLD.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || OLD.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || OLD.question_id;
END;
