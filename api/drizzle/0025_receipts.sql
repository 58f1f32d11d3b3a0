ALTER TABLE `invoices` ADD `period_start` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `period_end` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_cents` integer;