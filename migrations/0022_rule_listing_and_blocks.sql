CREATE TABLE `rule_blocks` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`version` integer NOT NULL,
	`block_key` text,
	`anchor_ms` integer,
	`tolerance_ms` integer,
	`threshold` real,
	`judged_version` integer,
	`judged_at` text,
	PRIMARY KEY(`venue`, `market_id`)
);
--> statement-breakpoint
CREATE INDEX `rule_blocks_key_idx` ON `rule_blocks` (`venue`,`block_key`,`anchor_ms`);--> statement-breakpoint
CREATE INDEX `rule_blocks_judged_idx` ON `rule_blocks` (`judged_at`);--> statement-breakpoint
CREATE TABLE `rule_listing_cursors` (
	`venue` text PRIMARY KEY NOT NULL,
	`position` text NOT NULL,
	`pass_started_at` text NOT NULL,
	`passes_completed` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `equivalence_refused_market_a` ON `equivalence_refused` (`venue_a`,`market_a`);