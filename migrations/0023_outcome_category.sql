ALTER TABLE `market_resolutions` ADD `category` text;--> statement-breakpoint
ALTER TABLE `market_resolutions` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `market_resolutions` ADD `event_exclusive` integer;