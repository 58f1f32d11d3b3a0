ALTER TABLE `locations` ADD `pause_max_months` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `pause_every_months` integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `pause_keeps_space` integer DEFAULT true NOT NULL;