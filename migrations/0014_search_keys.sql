CREATE INDEX `answers_not_normal` ON `answers` (`id`) WHERE status <> 1;--> statement-breakpoint
CREATE INDEX `questions_search_keys` ON `questions` (`id`,`user_id`,`created_at`);