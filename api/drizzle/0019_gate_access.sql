CREATE TABLE `access_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location_id` integer NOT NULL,
	`credential_type` text NOT NULL,
	`credential_value` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `access_changes_location_idx` ON `access_changes` (`location_id`,`id`);--> statement-breakpoint
CREATE TABLE `access_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`device_id` integer,
	`location_id` integer NOT NULL,
	`credential_type` text NOT NULL,
	`credential_value` text NOT NULL,
	`plate_state` text,
	`direction` text NOT NULL,
	`decision` text NOT NULL,
	`reason` text NOT NULL,
	`subscription_id` integer,
	`occurred_at` text NOT NULL,
	`recorded_at` text NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `gate_devices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `access_events_location_idx` ON `access_events` (`location_id`,`id`);--> statement-breakpoint
CREATE INDEX `access_events_decision_idx` ON `access_events` (`decision`,`id`);--> statement-breakpoint
CREATE INDEX `access_events_subscription_idx` ON `access_events` (`subscription_id`,`id`);--> statement-breakpoint
CREATE TABLE `gate_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`location_id` integer NOT NULL,
	`kind` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`key_version` integer DEFAULT 1 NOT NULL,
	`webhook_url` text,
	`webhook_cursor` integer DEFAULT 0 NOT NULL,
	`webhook_failures` integer DEFAULT 0 NOT NULL,
	`next_delivery_at` text,
	`last_seen_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "gate_devices_kind_check" CHECK(kind IN ('entry', 'exit', 'both'))
);
--> statement-breakpoint
CREATE INDEX `gate_devices_location_idx` ON `gate_devices` (`location_id`);--> statement-breakpoint
CREATE TABLE `gate_presence` (
	`subscription_id` integer PRIMARY KEY NOT NULL,
	`location_id` integer NOT NULL,
	`inside` integer NOT NULL,
	`last_event_id` integer NOT NULL,
	`last_direction` text NOT NULL,
	`last_at` text NOT NULL,
	`last_device_id` integer,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gate_presence_location_inside_idx` ON `gate_presence` (`location_id`,`inside`);--> statement-breakpoint
CREATE TABLE `gate_webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`device_id` integer NOT NULL,
	`from_cursor` integer NOT NULL,
	`to_cursor` integer NOT NULL,
	`attempt` integer NOT NULL,
	`status_code` integer,
	`ok` integer NOT NULL,
	`error` text,
	`next_attempt_at` text,
	`attempted_at` text NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `gate_devices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gate_webhook_deliveries_device_idx` ON `gate_webhook_deliveries` (`device_id`,`id`);--> statement-breakpoint
ALTER TABLE `locations` ADD `anti_passback` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `facility_code` integer;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `plate_state` text;