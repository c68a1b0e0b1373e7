ALTER TABLE `users` ADD `inbox_seen_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `achievement_seen_id` integer DEFAULT 0 NOT NULL;