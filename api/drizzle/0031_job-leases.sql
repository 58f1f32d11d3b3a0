CREATE TABLE `scheduled_job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`lease_until` text NOT NULL
);
