-- Reactions show on question pages but change no counter column, so they bump the page's content version
-- themselves (see 0003_content_versions.sql).
CREATE TRIGGER `reactions_version_insert` AFTER INSERT ON reactions
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || (CASE NEW.object_type WHEN 'question' THEN NEW.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = NEW.object_id) ELSE (SELECT question_id FROM comments WHERE id = NEW.object_id) END), abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || (CASE NEW.object_type WHEN 'question' THEN NEW.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = NEW.object_id) ELSE (SELECT question_id FROM comments WHERE id = NEW.object_id) END));
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || (CASE NEW.object_type WHEN 'question' THEN NEW.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = NEW.object_id) ELSE (SELECT question_id FROM comments WHERE id = NEW.object_id) END);
END;--> statement-breakpoint
CREATE TRIGGER `reactions_version_delete` AFTER DELETE ON reactions
BEGIN
  INSERT INTO content_versions (key, version) SELECT 'question:' || (CASE OLD.object_type WHEN 'question' THEN OLD.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = OLD.object_id) ELSE (SELECT question_id FROM comments WHERE id = OLD.object_id) END), abs(random() % 1000000000) WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = 'question:' || (CASE OLD.object_type WHEN 'question' THEN OLD.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = OLD.object_id) ELSE (SELECT question_id FROM comments WHERE id = OLD.object_id) END));
  UPDATE content_versions SET version = version + 1 WHERE key = 'question:' || (CASE OLD.object_type WHEN 'question' THEN OLD.object_id WHEN 'answer' THEN (SELECT question_id FROM answers WHERE id = OLD.object_id) ELSE (SELECT question_id FROM comments WHERE id = OLD.object_id) END);
END;
