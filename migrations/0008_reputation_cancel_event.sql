ALTER TABLE `reputation_ledger` ADD `cancel_event_id` text;--> statement-breakpoint
CREATE INDEX `reputation_cancel_event` ON `reputation_ledger` (`cancel_event_id`);