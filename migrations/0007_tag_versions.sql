-- A tag's description and its reserved and recommended marks show on cached tag pages too: their changes bump the
-- tags' content version (see 0003_content_versions.sql).
DROP TRIGGER IF EXISTS `tags_version_update`;--> statement-breakpoint
CREATE TRIGGER `tags_version_update` AFTER UPDATE ON tags WHEN OLD.display_name IS NOT NEW.display_name OR OLD.slug_name IS NOT NEW.slug_name OR OLD.status IS NOT NEW.status OR OLD.main_tag_id IS NOT NEW.main_tag_id OR OLD.original_text IS NOT NEW.original_text OR OLD.reserved IS NOT NEW.reserved OR OLD.recommend IS NOT NEW.recommend
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'tags', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'tags');
  UPDATE content_versions SET version = version + 1 WHERE key = 'tags';
END;--> statement-breakpoint
CREATE TRIGGER `tags_version_insert` AFTER INSERT ON tags
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'tags', abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'tags');
  UPDATE content_versions SET version = version + 1 WHERE key = 'tags';
END;
