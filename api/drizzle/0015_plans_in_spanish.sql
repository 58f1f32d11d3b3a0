ALTER TABLE `plans` ADD `name_es` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plans` ADD `description_es` text DEFAULT '' NOT NULL;