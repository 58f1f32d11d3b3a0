CREATE TABLE `login_attempts` (
	`staff_user_id` integer NOT NULL,
	`client` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_attempts_pair_idx` ON `login_attempts` (`staff_user_id`,`client`);--> statement-breakpoint
CREATE INDEX `login_attempts_recent_idx` ON `login_attempts` (`staff_user_id`,`updated_at`);--> statement-breakpoint
ALTER TABLE `staff_users` DROP COLUMN `failed_attempts`;--> statement-breakpoint
ALTER TABLE `staff_users` DROP COLUMN `locked_until`;