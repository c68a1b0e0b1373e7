CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`question_id` integer DEFAULT 0 NOT NULL,
	`user_id` integer NOT NULL,
	`activity_type` text NOT NULL,
	`revision_id` integer DEFAULT 0 NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activities_object` ON `activities` (`object_type`,`object_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`original_text` text NOT NULL,
	`parsed_text` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`accepted` integer DEFAULT 1 NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`collection_count` integer DEFAULT 0 NOT NULL,
	`last_edit_user_id` integer DEFAULT 0 NOT NULL,
	`revision_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `answers_question_score` ON `answers` (`question_id`,`status`,`vote_count`);--> statement-breakpoint
CREATE INDEX `answers_question_created` ON `answers` (`question_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `answers_user` ON `answers` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `badge_awards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`badge_id` integer NOT NULL,
	`object_type` text DEFAULT '' NOT NULL,
	`object_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `badge_awards_once` ON `badge_awards` (`user_id`,`badge_id`,`object_id`);--> statement-breakpoint
CREATE INDEX `badge_awards_badge` ON `badge_awards` (`badge_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `badges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`icon` text NOT NULL,
	`level` integer NOT NULL,
	`group_name` text NOT NULL,
	`is_single` integer NOT NULL,
	`rule` text NOT NULL,
	`threshold` integer DEFAULT 0 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`award_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `badges_slug_unique` ON `badges` (`slug`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`group_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookmarks_one_per_user` ON `bookmarks` (`user_id`,`object_type`,`object_id`);--> statement-breakpoint
CREATE INDEX `bookmarks_user` ON `bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reply_comment_id` integer DEFAULT 0 NOT NULL,
	`reply_user_id` integer DEFAULT 0 NOT NULL,
	`original_text` text NOT NULL,
	`parsed_text` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `comments_object` ON `comments` (`object_type`,`object_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user` ON `comments` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_event` ON `dead_letters` (`event_id`);--> statement-breakpoint
CREATE TABLE `follows` (
	`user_id` integer NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `object_type`, `object_id`)
);
--> statement-breakpoint
CREATE INDEX `follows_object` ON `follows` (`object_type`,`object_id`);--> statement-breakpoint
CREATE TABLE `inflight_requests` (
	`key` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`kind` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to` ON `mail_outbox` (`to_email`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`actor_id` integer DEFAULT 0 NOT NULL,
	`type` integer NOT NULL,
	`inbox_type` text DEFAULT '' NOT NULL,
	`action` text NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`question_id` integer DEFAULT 0 NOT NULL,
	`answer_id` integer DEFAULT 0 NOT NULL,
	`comment_id` integer DEFAULT 0 NOT NULL,
	`badge_id` integer DEFAULT 0 NOT NULL,
	`rank_delta` integer DEFAULT 0 NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`event_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`user_id`,`type`,`inbox_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread` ON `notifications` (`user_id`,`type`,`is_read`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_once_per_event` ON `notifications` (`event_id`,`user_id`,`type`);--> statement-breakpoint
CREATE TABLE `plugin_configs` (
	`slug_name` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`config` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `processed_events` (
	`consumer` text NOT NULL,
	`event_id` text NOT NULL,
	`processed_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`consumer`, `event_id`)
);
--> statement-breakpoint
CREATE TABLE `question_links` (
	`from_question_id` integer NOT NULL,
	`to_question_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`from_question_id`, `to_question_id`)
);
--> statement-breakpoint
CREATE INDEX `question_links_to` ON `question_links` (`to_question_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `question_tags` (
	`question_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`question_id`, `tag_id`)
);
--> statement-breakpoint
CREATE INDEX `question_tags_tag` ON `question_tags` (`tag_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`original_text` text NOT NULL,
	`parsed_text` text NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`pin` integer DEFAULT 1 NOT NULL,
	`show` integer DEFAULT 1 NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`answer_count` integer DEFAULT 0 NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`collection_count` integer DEFAULT 0 NOT NULL,
	`follow_count` integer DEFAULT 0 NOT NULL,
	`linked_count` integer DEFAULT 0 NOT NULL,
	`accepted_answer_id` integer DEFAULT 0 NOT NULL,
	`last_answer_id` integer DEFAULT 0 NOT NULL,
	`last_edit_user_id` integer DEFAULT 0 NOT NULL,
	`close_type` integer DEFAULT 0 NOT NULL,
	`close_msg` text DEFAULT '' NOT NULL,
	`revision_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	`edited_at` integer,
	`active_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `questions_newest` ON `questions` (`status`,`show`,`pin`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_active` ON `questions` (`status`,`show`,`pin`,`active_at`);--> statement-breakpoint
CREATE INDEX `questions_score` ON `questions` (`status`,`show`,`pin`,`vote_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_unanswered` ON `questions` (`status`,`show`,`answer_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_frequent` ON `questions` (`status`,`show`,`linked_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_user` ON `questions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reactions` (
	`user_id` integer NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`emoji` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `object_type`, `object_id`, `emoji`)
);
--> statement-breakpoint
CREATE INDEX `reactions_object` ON `reactions` (`object_type`,`object_id`,`emoji`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`reason_type` integer NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`handled_by` integer DEFAULT 0 NOT NULL,
	`handled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reports_status` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_one_pending_per_user` ON `reports` (`user_id`,`object_type`,`object_id`) WHERE status = 1;--> statement-breakpoint
CREATE TABLE `reputation_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`trigger_user_id` integer DEFAULT 0 NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`reason` text NOT NULL,
	`delta` integer NOT NULL,
	`event_id` text NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reputation_user` ON `reputation_ledger` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reputation_object` ON `reputation_ledger` (`object_type`,`object_id`,`trigger_user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reputation_once_per_event` ON `reputation_ledger` (`event_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `review_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`review_user_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`reviewed_at` integer
);
--> statement-breakpoint
CREATE INDEX `review_items_status` ON `review_items` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_items_one_pending` ON `review_items` (`object_type`,`object_id`) WHERE status = 1;--> statement-breakpoint
CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`review_user_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`reviewed_at` integer
);
--> statement-breakpoint
CREATE INDEX `revisions_object` ON `revisions` (`object_type`,`object_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `revisions_status` ON `revisions` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `revisions_one_pending` ON `revisions` (`object_type`,`object_id`) WHERE status = 1;--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug_name` text NOT NULL,
	`display_name` text NOT NULL,
	`original_text` text DEFAULT '' NOT NULL,
	`parsed_text` text DEFAULT '' NOT NULL,
	`main_tag_id` integer DEFAULT 0 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`reserved` integer DEFAULT false NOT NULL,
	`recommend` integer DEFAULT false NOT NULL,
	`question_count` integer DEFAULT 0 NOT NULL,
	`follow_count` integer DEFAULT 0 NOT NULL,
	`user_id` integer DEFAULT 0 NOT NULL,
	`revision_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_slug_unique` ON `tags` (`slug_name`);--> statement-breakpoint
CREATE INDEX `tags_popular` ON `tags` (`status`,`question_count`);--> statement-breakpoint
CREATE INDEX `tags_newest` ON `tags` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tags_name` ON `tags` (`status`,`display_name`);--> statement-breakpoint
CREATE INDEX `tags_main` ON `tags` (`main_tag_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_key` text NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_key_unique` ON `uploads` (`object_key`);--> statement-breakpoint
CREATE INDEX `uploads_user` ON `uploads` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_tokens_user_purpose` ON `user_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`display_name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text DEFAULT '' NOT NULL,
	`role_id` integer DEFAULT 1 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`mail_status` integer DEFAULT 2 NOT NULL,
	`rank` integer DEFAULT 1 NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`bio_html` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '{}' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`language` text DEFAULT '' NOT NULL,
	`color_scheme` text DEFAULT 'default' NOT NULL,
	`notify_config` text DEFAULT '{}' NOT NULL,
	`community_opened_at` integer,
	`question_count` integer DEFAULT 0 NOT NULL,
	`answer_count` integer DEFAULT 0 NOT NULL,
	`follow_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	`last_login_at` integer,
	`suspended_at` integer,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_status_created` ON `users` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_rank` ON `users` (`rank`);--> statement-breakpoint
CREATE TABLE `votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`object_user_id` integer NOT NULL,
	`direction` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `votes_one_per_user` ON `votes` (`object_type`,`object_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `votes_user` ON `votes` (`user_id`,`created_at`);