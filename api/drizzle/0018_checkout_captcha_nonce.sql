ALTER TABLE `checkouts` ADD `captcha_nonce` text;--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_captcha_nonce_idx` ON `checkouts` (`captcha_nonce`);