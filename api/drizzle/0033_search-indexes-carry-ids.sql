DROP INDEX `sales_customer_sold_at_idx`;--> statement-breakpoint
CREATE INDEX `sales_customer_sold_at_idx` ON `sales` (`customer_id`,`sold_at`,`type`,`amount_cents`,`id`);--> statement-breakpoint
DROP INDEX `subscriptions_customer_idx`;--> statement-breakpoint
CREATE INDEX `subscriptions_customer_idx` ON `subscriptions` (`customer_id`,`id`);