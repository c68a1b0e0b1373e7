CREATE TABLE `index_pings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`engine` text NOT NULL,
	`url` text NOT NULL,
	`event_id` text NOT NULL,
	`state` integer DEFAULT 1 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `index_pings_event` ON `index_pings` (`event_id`,`engine`);--> statement-breakpoint
CREATE INDEX `index_pings_state` ON `index_pings` (`state`,`id`);--> statement-breakpoint
ALTER TABLE `questions` ADD `url_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `questions_listed_id` ON `questions` (`listed`,`id`);