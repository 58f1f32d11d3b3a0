CREATE TABLE `access_feed_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`pruned_through` integer DEFAULT 0 NOT NULL
);
