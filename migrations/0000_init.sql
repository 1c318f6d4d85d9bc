CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`key_id` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `admin_audit_key_idx` ON `admin_audit` (`key_id`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_hint` text NOT NULL,
	`scopes` text NOT NULL,
	`rate_limit_per_minute` integer NOT NULL,
	`entitlements` text,
	`expires_at` text,
	`revoked_at` text,
	`rotated_from` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` text PRIMARY KEY NOT NULL,
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`instrument_symbol` text,
	`theme` text,
	`role` text NOT NULL,
	`title` text NOT NULL,
	`adverse_side` text,
	`strike_low` text,
	`strike_high` text,
	`outcome_label` text,
	`outcome_value` text,
	`url` text,
	`open_time` text,
	`close_time` text,
	`status` text DEFAULT 'active' NOT NULL,
	`venue_ref` text,
	FOREIGN KEY (`instrument_symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_venue_market_unique` ON `contracts` (`venue`,`market_id`,`instrument_symbol`,`theme`);--> statement-breakpoint
CREATE INDEX `contracts_instrument_idx` ON `contracts` (`instrument_symbol`);--> statement-breakpoint
CREATE INDEX `contracts_theme_idx` ON `contracts` (`theme`);--> statement-breakpoint
CREATE TABLE `distributions` (
	`symbol` text NOT NULL,
	`observed_at` text NOT NULL,
	`computed_at` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`symbol`, `observed_at`),
	FOREIGN KEY (`symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `ingest_cycles` (
	`cycle_start` text NOT NULL,
	`venue` text NOT NULL,
	`status` text NOT NULL,
	`failure` text,
	`rows` integer DEFAULT 0 NOT NULL,
	`source_observed_at` text,
	`duration_ms` integer NOT NULL,
	PRIMARY KEY(`cycle_start`, `venue`)
);
--> statement-breakpoint
CREATE TABLE `instruments` (
	`symbol` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`name` text NOT NULL,
	`thesis` text NOT NULL,
	`unit` text NOT NULL,
	`display` text NOT NULL,
	`decimals` integer NOT NULL,
	`family` text,
	`category` text,
	`domain_min` text,
	`domain_max` text,
	`identifiers` text,
	`resolution_source` text,
	`methodology_version` text NOT NULL,
	`estimand` text NOT NULL,
	`calculation_class` text NOT NULL,
	`transformation_disclosure` text NOT NULL,
	`venue_weights` text NOT NULL,
	`latest_release` text,
	`next_release` text,
	`feed_launched_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instruments_slug_unique` ON `instruments` (`slug`);--> statement-breakpoint
CREATE INDEX `instruments_kind_idx` ON `instruments` (`kind`,`visibility`);--> statement-breakpoint
CREATE TABLE `news_items` (
	`id` text PRIMARY KEY NOT NULL,
	`symbol` text NOT NULL,
	`kind` text NOT NULL,
	`relevance` text NOT NULL,
	`licence` text NOT NULL,
	`authorship` text NOT NULL,
	`source_id` text NOT NULL,
	`source_name` text NOT NULL,
	`source_domain` text NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`t` text NOT NULL,
	`observed_at` text NOT NULL,
	`summary` text,
	`provenance` text NOT NULL,
	`payload` text,
	FOREIGN KEY (`symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_symbol_t_idx` ON `news_items` (`symbol`,`t`);--> statement-breakpoint
CREATE TABLE `rounds` (
	`symbol` text NOT NULL,
	`round_id` text NOT NULL,
	`value_decimal` text NOT NULL,
	`value` real NOT NULL,
	`computed_at` text NOT NULL,
	`tape_keys` text NOT NULL,
	PRIMARY KEY(`symbol`, `round_id`),
	FOREIGN KEY (`symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tick_rollups` (
	`symbol` text NOT NULL,
	`resolution` text NOT NULL,
	`bucket_start` text NOT NULL,
	`open` real NOT NULL,
	`high` real NOT NULL,
	`low` real NOT NULL,
	`close` real NOT NULL,
	`open_at` text NOT NULL,
	`close_at` text NOT NULL,
	`tick_count` integer NOT NULL,
	PRIMARY KEY(`symbol`, `resolution`, `bucket_start`)
);
--> statement-breakpoint
CREATE TABLE `ticks` (
	`symbol` text NOT NULL,
	`minute` text NOT NULL,
	`value_decimal` text NOT NULL,
	`value` real NOT NULL,
	`source_observed_at` text NOT NULL,
	`computed_at` text NOT NULL,
	`provenance` text NOT NULL,
	PRIMARY KEY(`symbol`, `minute`),
	FOREIGN KEY (`symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
