CREATE TABLE `invoices_daily` (
	`period` text NOT NULL,
	`status_key` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`period`, `status_key`)
);
--> statement-breakpoint
CREATE TABLE `invoices_hourly` (
	`period` text NOT NULL,
	`status_key` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`period`, `status_key`)
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`staff_user_id` integer NOT NULL,
	`client` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_attempts_pair_idx` ON `login_attempts` (`staff_user_id`,`client`);--> statement-breakpoint
CREATE INDEX `login_attempts_recent_idx` ON `login_attempts` (`staff_user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `sales_daily` (
	`period` text NOT NULL,
	`type` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`period`, `type`)
);
--> statement-breakpoint
CREATE TABLE `sales_hourly` (
	`period` text NOT NULL,
	`type` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`period`, `type`)
);
--> statement-breakpoint
DROP INDEX `invoices_customer_idx`;--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_customer_idx` ON `invoices` (`customer_id`,`created_at`,`status_key`);--> statement-breakpoint
CREATE INDEX `customers_full_name_idx` ON `customers` (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX `customers_last_name_idx` ON `customers` (lower("last_name"));--> statement-breakpoint
CREATE INDEX `events_completed_at_idx` ON `events` (`completed`,`completed_at`);--> statement-breakpoint
CREATE INDEX `sales_type_sold_at_idx` ON `sales` (`type`,`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_customer_sold_at_idx` ON `sales` (`customer_id`,`sold_at`,`type`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `subscriptions_created_idx` ON `subscriptions` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `staff_users` DROP COLUMN `failed_attempts`;--> statement-breakpoint
ALTER TABLE `staff_users` DROP COLUMN `locked_until`;