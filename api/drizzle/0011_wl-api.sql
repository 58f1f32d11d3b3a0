CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`plate` text,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'unconfirmed' NOT NULL,
	`confirmed_at` text,
	`offered_at` text,
	`offer_expires_at` text,
	`closed_at` text,
	`offer_hold_id` integer,
	`token_hash` text,
	`joined_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`offer_hold_id`) REFERENCES `space_holds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "waitlist_entries_status_check" CHECK(status IN ('unconfirmed', 'waiting', 'offered', 'bought', 'expired', 'left', 'removed')),
	CONSTRAINT "waitlist_entries_language_check" CHECK(language IN ('en', 'es'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_open_email_idx` ON `waitlist_entries` (`email`) WHERE status in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_open_plate_idx` ON `waitlist_entries` (`plate`) WHERE plate is not null and status in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX `waitlist_entries_status_confirmed_idx` ON `waitlist_entries` (`status`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_offer_hold_idx` ON `waitlist_entries` (`offer_hold_id`);