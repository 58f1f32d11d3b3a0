ALTER TABLE `checkouts` ADD `billing_anchor` text;--> statement-breakpoint
ALTER TABLE `pass_payments` ADD `provider_invoice_id` text;