CREATE TABLE `garage_details` (
	`id` integer PRIMARY KEY NOT NULL,
	`legal_name` text NOT NULL,
	`address` text NOT NULL,
	`tax_id` text DEFAULT '' NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`hours_en` text NOT NULL,
	`hours_es` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
