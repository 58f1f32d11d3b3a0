ALTER TABLE `invoices` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `card_last4` text;