CREATE TABLE `search_rebuilds` (
	`id` integer PRIMARY KEY NOT NULL,
	`cursor` integer NOT NULL,
	`last_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	CONSTRAINT "search_rebuilds_one" CHECK(id = 1)
);
