ALTER TABLE `events` ADD `actor` text;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `token_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `previous_card_id` integer REFERENCES cards(id);