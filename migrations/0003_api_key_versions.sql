ALTER TABLE `api_keys` ADD `entitlements_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `rotated_to` text;