CREATE TABLE `content_versions` (
	`key` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Every write that changes what a page shows bumps the versions the edge cache keys pages by (schema.ts). The row
-- is created without INSERT OR IGNORE: an outer upsert's conflict policy would override the trigger's own. A version
-- starts at random, so a recreated or restored database never reuses a version that named other content.
CREATE TRIGGER `questions_version_insert` AFTER INSERT ON questions
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'questions', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'questions');
  UPDATE content_versions SET version = version + 1 WHERE key = 'questions';
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER `questions_version_update` AFTER UPDATE ON questions WHEN OLD.view_count = NEW.view_count
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'questions', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'questions');
  UPDATE content_versions SET version = version + 1 WHERE key = 'questions';
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER `answers_version_insert` AFTER INSERT ON answers
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.question_id;
END;--> statement-breakpoint
CREATE TRIGGER `answers_version_update` AFTER UPDATE ON answers
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.question_id;
END;--> statement-breakpoint
CREATE TRIGGER `comments_version_insert` AFTER INSERT ON comments
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.question_id;
END;--> statement-breakpoint
CREATE TRIGGER `comments_version_update` AFTER UPDATE ON comments
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || NEW.question_id, abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || NEW.question_id);
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || NEW.question_id;
END;--> statement-breakpoint
CREATE TRIGGER `tags_version_update` AFTER UPDATE ON tags WHEN OLD.display_name IS NOT NEW.display_name OR OLD.slug_name IS NOT NEW.slug_name OR OLD.status IS NOT NEW.status OR OLD.main_tag_id IS NOT NEW.main_tag_id
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'tags', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'tags');
  UPDATE content_versions SET version = version + 1 WHERE key = 'tags';
END;--> statement-breakpoint
CREATE TRIGGER `site_settings_version_insert` AFTER INSERT ON site_settings
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'site', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'site');
  UPDATE content_versions SET version = version + 1 WHERE key = 'site';
END;--> statement-breakpoint
CREATE TRIGGER `site_settings_version_update` AFTER UPDATE ON site_settings
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'site', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'site');
  UPDATE content_versions SET version = version + 1 WHERE key = 'site';
END;
