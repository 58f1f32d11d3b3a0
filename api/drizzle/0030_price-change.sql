CREATE TABLE `plan_price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` integer NOT NULL,
	`old_price_cents` integer NOT NULL,
	`new_price_cents` integer NOT NULL,
	`effective_date` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`notices_sent` integer DEFAULT 0 NOT NULL,
	`applied_at` text,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plan_price_changes_plan_idx` ON `plan_price_changes` (`plan_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `plan_price_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`change_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`notified_at` text NOT NULL,
	`applied_at` text,
	FOREIGN KEY (`change_id`) REFERENCES `plan_price_changes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_price_notices_once_idx` ON `plan_price_notices` (`change_id`,`subscription_id`);