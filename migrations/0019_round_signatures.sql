ALTER TABLE `rounds` ADD `methodology_version` text;--> statement-breakpoint
ALTER TABLE `rounds` ADD `signature` text;