ALTER TABLE `mail_outbox` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `unsubscribe_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `mail_outbox_event` ON `mail_outbox` (`event_id`);