CREATE TABLE `checkouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`hold_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`plate` text NOT NULL,
	`wizard_data` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`intent_kind` text NOT NULL,
	`provider_customer_id` text,
	`provider_intent_id` text,
	`provider_subscription_id` text,
	`provider_payment_intent_id` text,
	`provider_invoice_id` text,
	`provider_refund_id` text,
	`refund_reason` text,
	`subscription_id` integer,
	`receipt_sent_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`hold_id`) REFERENCES `space_holds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "checkouts_status_check" CHECK(status IN ('open', 'fulfilled', 'refund_pending', 'refunded', 'superseded', 'failed')),
	CONSTRAINT "checkouts_intent_kind_check" CHECK(intent_kind IN ('payment', 'setup')),
	CONSTRAINT "checkouts_language_check" CHECK(language IN ('en', 'es'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_token_unique` ON `checkouts` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_provider_intent_id_unique` ON `checkouts` (`provider_intent_id`);--> statement-breakpoint
CREATE INDEX `checkouts_status_idx` ON `checkouts` (`status`);--> statement-breakpoint
CREATE INDEX `checkouts_plate_idx` ON `checkouts` (`plate`,`status`);--> statement-breakpoint
CREATE INDEX `checkouts_provider_customer_idx` ON `checkouts` (`provider_customer_id`);--> statement-breakpoint
CREATE INDEX `checkouts_provider_subscription_idx` ON `checkouts` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `checkouts_provider_payment_intent_idx` ON `checkouts` (`provider_payment_intent_id`);