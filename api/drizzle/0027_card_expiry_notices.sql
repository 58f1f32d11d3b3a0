CREATE TABLE `card_expiry_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`payment_method_id` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` text NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "card_expiry_notices_kind_check" CHECK(kind IN ('30d', '7d'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_expiry_notices_once_idx` ON `card_expiry_notices` (`subscription_id`,`payment_method_id`,`kind`);