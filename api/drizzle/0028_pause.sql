CREATE TABLE `pass_pauses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`months` integer NOT NULL,
	`first_day` text NOT NULL,
	`last_day` text NOT NULL,
	`requested_at` text NOT NULL,
	`reminded_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pass_pauses_subscription_idx` ON `pass_pauses` (`subscription_id`,`requested_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `paused_until` text;