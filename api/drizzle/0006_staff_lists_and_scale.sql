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
CREATE INDEX `subscriptions_created_idx` ON `subscriptions` (`created_at`,`id`);