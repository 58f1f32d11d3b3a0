CREATE INDEX `cards_number_idx` ON `cards` (`location_id`,length("code"),`code`);--> statement-breakpoint
CREATE INDEX `cards_status_number_idx` ON `cards` (`status_key`,`location_id`,length("code"),`code`);--> statement-breakpoint
CREATE INDEX `subscriptions_list_idx` ON `subscriptions` (`hidden_from_lists`,`status_key`,`next_renewal_date`,`created_at`);