CREATE TABLE `portal_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`device_hash` text NOT NULL,
	`kept` integer NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`last_seen_at` text NOT NULL,
	`client_ip` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portal_sessions_token_hash_unique` ON `portal_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `portal_sessions_email_idx` ON `portal_sessions` (`email`,`revoked_at`);--> statement-breakpoint
CREATE INDEX `portal_sessions_device_idx` ON `portal_sessions` (`email`,`device_hash`);--> statement-breakpoint
CREATE TABLE `public_mail_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `public_mail_sends_recipient_idx` ON `public_mail_sends` (`recipient`,`sent_at`);