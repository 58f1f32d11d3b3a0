CREATE TABLE `sale_refunds` (
	`sale_id` integer PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`refunded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`invoice_id` integer,
	`type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`sold_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sales_type_check" CHECK(type IN ('autopay', 'manual', 'item'))
);
--> statement-breakpoint
INSERT INTO `__new_sales`("id", "subscription_id", "customer_id", "invoice_id", "type", "amount_cents", "sold_at") SELECT "id", "subscription_id", "customer_id", "invoice_id", "type", "amount_cents", "sold_at" FROM `sales`;--> statement-breakpoint
DROP TABLE `sales`;--> statement-breakpoint
ALTER TABLE `__new_sales` RENAME TO `sales`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `sales_sold_at_idx` ON `sales` (`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_subscription_idx` ON `sales` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `sales_type_sold_at_idx` ON `sales` (`type`,`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_customer_sold_at_idx` ON `sales` (`customer_id`,`sold_at`,`type`,`amount_cents`);--> statement-breakpoint
ALTER TABLE `sales_daily` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_daily` ADD `refunded_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_hourly` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_hourly` ADD `refunded_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `autopay_failed_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `autopay_failed_cents` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `autopay_failure_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `autopay_retry_at` text;