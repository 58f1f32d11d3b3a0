CREATE TABLE `pass_plates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`plate` text NOT NULL,
	`plate_state` text,
	`ends_on` text,
	`added_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`added_by` text NOT NULL,
	`removed_at` text,
	`removed_by` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pass_plates_plate_idx` ON `pass_plates` (`plate`,`removed_at`);--> statement-breakpoint
CREATE INDEX `pass_plates_subscription_idx` ON `pass_plates` (`subscription_id`,`removed_at`);