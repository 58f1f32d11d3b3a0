CREATE TABLE `pass_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`kind` text NOT NULL,
	`subscription_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`base_renewal_date` text,
	`provider_customer_id` text,
	`provider_intent_id` text,
	`provider_refund_id` text,
	`refund_reason` text,
	`invoice_id` integer,
	`receipt_sent_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pass_payments_kind_check" CHECK(kind IN ('renewal', 'loss_fee')),
	CONSTRAINT "pass_payments_status_check" CHECK(status IN ('open', 'paid', 'failed', 'refund_pending', 'refunded')),
	CONSTRAINT "pass_payments_language_check" CHECK(language IN ('en', 'es'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_payments_token_unique` ON `pass_payments` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `pass_payments_provider_intent_id_unique` ON `pass_payments` (`provider_intent_id`);--> statement-breakpoint
CREATE INDEX `pass_payments_subscription_idx` ON `pass_payments` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `pass_payments_status_idx` ON `pass_payments` (`status`);--> statement-breakpoint
CREATE TABLE `renewal_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`renewal_date` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` text NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "renewal_reminders_kind_check" CHECK(kind IN ('7d', '1d'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renewal_reminders_once_idx` ON `renewal_reminders` (`subscription_id`,`renewal_date`,`kind`);--> statement-breakpoint
ALTER TABLE `customers` ADD `invite_sent_at` text;