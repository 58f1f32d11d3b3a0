CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`plate` text NOT NULL,
	`customer_id` integer,
	`checkout_id` integer,
	`subscription_id` integer,
	`text` text NOT NULL,
	`language` text NOT NULL,
	`client_ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`accepted_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`checkout_id`) REFERENCES `checkouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "consents_kind_check" CHECK(kind IN ('terms', 'autopay')),
	CONSTRAINT "consents_language_check" CHECK(language IN ('en', 'es'))
);
--> statement-breakpoint
CREATE INDEX `consents_checkout_idx` ON `consents` (`checkout_id`);--> statement-breakpoint
CREATE INDEX `consents_subscription_idx` ON `consents` (`subscription_id`);--> statement-breakpoint
ALTER TABLE `customers` ADD `invite_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `autopay_consent_id` integer REFERENCES consents(id);