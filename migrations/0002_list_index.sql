DROP INDEX `questions_newest`;--> statement-breakpoint
DROP INDEX `questions_active`;--> statement-breakpoint
DROP INDEX `questions_score`;--> statement-breakpoint
DROP INDEX `questions_unanswered`;--> statement-breakpoint
DROP INDEX `questions_frequent`;--> statement-breakpoint
ALTER TABLE `questions` ADD `listed` integer GENERATED ALWAYS AS (CASE WHEN status IN (1, 2) AND show = 1 THEN 1 ELSE 0 END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `questions_listed_newest` ON `questions` (`listed`,`pin`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_active` ON `questions` (`listed`,`pin`,`active_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_score` ON `questions` (`listed`,`pin`,`vote_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_unanswered` ON `questions` (`listed`,`answer_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_frequent` ON `questions` (`listed`,`linked_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_listed_created` ON `questions` (`listed`,`created_at`);