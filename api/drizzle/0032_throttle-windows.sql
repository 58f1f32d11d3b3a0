CREATE TABLE `throttle_windows` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`ends_at` integer NOT NULL
);
