CREATE TABLE `equivalence_pairs` (
	`pair_id` text PRIMARY KEY NOT NULL,
	`venue_a` text NOT NULL,
	`market_a` text NOT NULL,
	`title_a` text NOT NULL,
	`version_a` integer NOT NULL,
	`venue_b` text NOT NULL,
	`market_b` text NOT NULL,
	`title_b` text NOT NULL,
	`version_b` integer NOT NULL,
	`relation` text NOT NULL,
	`polarity` text,
	`confidence` real NOT NULL,
	`confidence_basis` text NOT NULL,
	`rule_diff` text NOT NULL,
	`status` text NOT NULL,
	`judged_at` text NOT NULL,
	`first_judged_at` text NOT NULL,
	`digest` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `equivalence_pairs_legs` ON `equivalence_pairs` (`venue_a`,`market_a`,`venue_b`,`market_b`);--> statement-breakpoint
CREATE INDEX `equivalence_pairs_confidence` ON `equivalence_pairs` (`status`,`confidence`);--> statement-breakpoint
CREATE INDEX `equivalence_pairs_market_b` ON `equivalence_pairs` (`venue_b`,`market_b`);--> statement-breakpoint
CREATE TABLE `equivalence_refused` (
	`pair_id` text PRIMARY KEY NOT NULL,
	`venue_a` text NOT NULL,
	`market_a` text NOT NULL,
	`title_a` text NOT NULL,
	`version_a` integer NOT NULL,
	`venue_b` text NOT NULL,
	`market_b` text NOT NULL,
	`title_b` text NOT NULL,
	`version_b` integer NOT NULL,
	`relation` text,
	`reasons` text NOT NULL,
	`rule_diff` text NOT NULL,
	`judged_at` text NOT NULL,
	`digest` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `equivalence_refused_market_b` ON `equivalence_refused` (`venue_b`,`market_b`);