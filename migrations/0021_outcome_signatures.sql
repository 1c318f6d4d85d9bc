ALTER TABLE `market_resolutions` ADD `signature` text;--> statement-breakpoint
ALTER TABLE `market_resolutions` ADD `signed_at_ms` integer;--> statement-breakpoint
ALTER TABLE `market_resolutions` ADD `signed_rules_version` integer;--> statement-breakpoint
CREATE INDEX `market_resolutions_signed_idx` ON `market_resolutions` (`signed_at_ms`);