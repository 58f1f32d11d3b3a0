CREATE TABLE `pass_cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`reason` text NOT NULL,
	`reason_text` text,
	`last_day` text NOT NULL,
	`requested_at` text NOT NULL,
	`requested_by` text NOT NULL,
	`undone_at` text,
	`ended_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pass_cancellations_reason_check" CHECK(reason IN ('moving', 'price', 'other_parking', 'temporary_absence', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_cancellations_waiting_idx` ON `pass_cancellations` (`subscription_id`) WHERE undone_at IS NULL AND ended_at IS NULL;--> statement-breakpoint
CREATE INDEX `pass_cancellations_requested_idx` ON `pass_cancellations` (`requested_at`);