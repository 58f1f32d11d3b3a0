CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor` text,
	`actor_role` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` integer,
	`customer_id` integer,
	`before` text,
	`after` text,
	`client_ip` text,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_customer_idx` ON `audit_log` (`customer_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `refund_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_by` text NOT NULL,
	`requested_at` text NOT NULL,
	`decided_by` text,
	`decided_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "refund_requests_status_check" CHECK(status IN ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_open_idx` ON `refund_requests` (`subscription_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `refund_requests_status_idx` ON `refund_requests` (`status`,`requested_at`);--> statement-breakpoint
CREATE TABLE `staff_link_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_link_tokens_purpose_check" CHECK(purpose IN ('invite', 'reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_link_tokens_token_hash_unique` ON `staff_link_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_link_tokens_user_idx` ON `staff_link_tokens` (`staff_user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `staff_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_user_idx` ON `staff_recovery_codes` (`staff_user_id`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`client_ip` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_sessions_token_hash_unique` ON `staff_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_sessions_user_idx` ON `staff_sessions` (`staff_user_id`);--> statement-breakpoint
CREATE TABLE `staff_sign_in_challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_sign_in_challenges_token_hash_unique` ON `staff_sign_in_challenges` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_sign_in_challenges_user_idx` ON `staff_sign_in_challenges` (`staff_user_id`);--> statement-breakpoint
CREATE TABLE `staff_trusted_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_trusted_devices_token_hash_unique` ON `staff_trusted_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_trusted_devices_user_idx` ON `staff_trusted_devices` (`staff_user_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_staff_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`email` text,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`must_change_password` integer DEFAULT false NOT NULL,
	`totp_secret` text,
	`totp_pending_secret` text,
	`totp_enabled_at` text,
	`totp_last_step` integer,
	`totp_failures` integer DEFAULT 0 NOT NULL,
	`totp_locked_until` text,
	`next_guarded_check_at` text,
	`password_changed_at` text,
	`last_sign_in_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "staff_users_role_check" CHECK(role IN ('admin', 'ambassador', 'manager')),
	CONSTRAINT "staff_users_status_check" CHECK(status IN ('invited', 'active', 'disabled'))
);
--> statement-breakpoint
INSERT INTO `__new_staff_users`("id", "username", "password_hash", "role", "next_guarded_check_at", "created_at", "updated_at") SELECT "id", "username", "password_hash", "role", "next_guarded_check_at", "created_at", "updated_at" FROM `staff_users`;--> statement-breakpoint
DROP TABLE `staff_users`;--> statement-breakpoint
ALTER TABLE `__new_staff_users` RENAME TO `staff_users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_users_username_unique` ON `staff_users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_users_email_idx` ON `staff_users` (`email`);--> statement-breakpoint
ALTER TABLE `customers` ADD `erased_at` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `refund_approval_cents` integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
-- The record is append-only (docs/decisions/audit-record.md): the app can add rows, never edit or drop
-- one. The one edit allowed is an erasure's redaction of the fields before/after, which keeps their digest.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NEW.id IS NOT OLD.id OR NEW.at IS NOT OLD.at OR NEW.actor IS NOT OLD.actor
  OR NEW.actor_role IS NOT OLD.actor_role OR NEW.action IS NOT OLD.action
  OR NEW.target_type IS NOT OLD.target_type OR NEW.target_id IS NOT OLD.target_id
  OR NEW.customer_id IS NOT OLD.customer_id OR NEW.client_ip IS NOT OLD.client_ip
  OR NEW.prev_hash IS NOT OLD.prev_hash OR NEW.hash IS NOT OLD.hash
  OR (NEW.before IS NOT OLD.before AND NEW.before NOT LIKE '{"redacted":"%')
  OR (NEW.after IS NOT OLD.after AND NEW.after NOT LIKE '{"redacted":"%')
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
