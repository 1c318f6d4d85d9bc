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
