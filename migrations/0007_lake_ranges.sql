CREATE TABLE `lake_collections` (
	`venue` text NOT NULL,
	`cycle_start_ms` integer NOT NULL,
	`opened_at_ms` integer NOT NULL,
	`sealed_at_ms` integer,
	PRIMARY KEY(`venue`, `cycle_start_ms`)
);
--> statement-breakpoint
CREATE INDEX `lake_collections_open_idx` ON `lake_collections` (`sealed_at_ms`);--> statement-breakpoint
CREATE TABLE `lake_ranges` (
	`venue` text NOT NULL,
	`cycle_start_ms` integer NOT NULL,
	`part` integer NOT NULL,
	`cursor` text,
	`state` text NOT NULL,
	`rows` integer,
	`bytes` integer,
	`quote_fields` text,
	`failures` text,
	`reported_at_ms` integer,
	PRIMARY KEY(`venue`, `cycle_start_ms`, `part`)
);
