CREATE TABLE `invoices_hourly` (
	`hour` text NOT NULL,
	`status_key` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `status_key`)
);
--> statement-breakpoint
CREATE TABLE `sales_hourly` (
	`hour` text NOT NULL,
	`type` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `type`)
);
--> statement-breakpoint
CREATE INDEX `customers_full_name_idx` ON `customers` (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX `customers_last_name_idx` ON `customers` (lower("last_name"));--> statement-breakpoint
CREATE INDEX `events_completed_at_idx` ON `events` (`completed`,`completed_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `sales_type_sold_at_idx` ON `sales` (`type`,`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_customer_sold_at_idx` ON `sales` (`customer_id`,`sold_at`);