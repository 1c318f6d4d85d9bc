CREATE TABLE `market_resolution_history` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`seq` integer NOT NULL,
	`status` text NOT NULL,
	`result` text,
	`settlement_value` text,
	`close_time` text,
	`settled_at` text,
	`venue_status` text NOT NULL,
	`venue_result` text,
	`source` text NOT NULL,
	`observed_at_ms` integer NOT NULL,
	PRIMARY KEY(`venue`, `market_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `market_resolutions` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`status` text NOT NULL,
	`result` text,
	`settlement_value` text,
	`close_time` text,
	`settled_at` text,
	`venue_status` text NOT NULL,
	`venue_result` text,
	`final` integer NOT NULL,
	`entries` integer NOT NULL,
	`last_entry_key` text NOT NULL,
	`first_seen_at_ms` integer NOT NULL,
	`checked_at_ms` integer NOT NULL,
	`changed_at_ms` integer NOT NULL,
	PRIMARY KEY(`venue`, `market_id`)
);
--> statement-breakpoint
CREATE INDEX `market_resolutions_pending_idx` ON `market_resolutions` (`venue`,`final`,`checked_at_ms`);--> statement-breakpoint
CREATE INDEX `market_resolutions_changed_idx` ON `market_resolutions` (`changed_at_ms`);--> statement-breakpoint
CREATE TABLE `rule_rejudges` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`version` integer NOT NULL,
	`queued_at` text NOT NULL,
	`due_by` text NOT NULL,
	PRIMARY KEY(`venue`, `market_id`)
);
--> statement-breakpoint
CREATE INDEX `rule_rejudges_due_idx` ON `rule_rejudges` (`due_by`);--> statement-breakpoint
CREATE TABLE `rule_texts` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`version` integer NOT NULL,
	`sha256` text NOT NULL,
	`fields` text NOT NULL,
	`fetched_at` text NOT NULL,
	`first_seen_at` text NOT NULL,
	PRIMARY KEY(`venue`, `market_id`, `version`)
);
