PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_lake_compaction_jobs` (
	`venue` text NOT NULL,
	`date` text NOT NULL,
	`kind` text DEFAULT 'quotes' NOT NULL,
	`upload_id` text NOT NULL,
	`step` integer NOT NULL,
	`snapshot_index` integer NOT NULL,
	`snapshot_count` integer NOT NULL,
	`file_offset` integer NOT NULL,
	`rows` integer NOT NULL,
	`row_groups` integer NOT NULL,
	`parts` text NOT NULL,
	`step_bytes` integer NOT NULL,
	`part_bytes` integer NOT NULL,
	`started_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	`lease_token` text,
	`lease_until_ms` integer,
	`failure` text,
	PRIMARY KEY(`venue`, `date`, `kind`)
);
--> statement-breakpoint
INSERT INTO `__new_lake_compaction_jobs`("venue", "date", "kind", "upload_id", "step", "snapshot_index", "snapshot_count", "file_offset", "rows", "row_groups", "parts", "step_bytes", "part_bytes", "started_at_ms", "updated_at_ms", "lease_token", "lease_until_ms", "failure") SELECT "venue", "date", 'quotes', "upload_id", "step", "snapshot_index", "snapshot_count", "file_offset", "rows", "row_groups", "parts", "step_bytes", "part_bytes", "started_at_ms", "updated_at_ms", "lease_token", "lease_until_ms", "failure" FROM `lake_compaction_jobs`;--> statement-breakpoint
DROP TABLE `lake_compaction_jobs`;--> statement-breakpoint
ALTER TABLE `__new_lake_compaction_jobs` RENAME TO `lake_compaction_jobs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `lake_compaction_jobs_updated_idx` ON `lake_compaction_jobs` (`updated_at_ms`);--> statement-breakpoint
CREATE TABLE `__new_lake_compaction_row_groups` (
	`venue` text NOT NULL,
	`date` text NOT NULL,
	`kind` text DEFAULT 'quotes' NOT NULL,
	`upload_id` text NOT NULL,
	`step` integer NOT NULL,
	`thrift` text NOT NULL,
	PRIMARY KEY(`venue`, `date`, `kind`, `upload_id`, `step`)
);
--> statement-breakpoint
INSERT INTO `__new_lake_compaction_row_groups`("venue", "date", "kind", "upload_id", "step", "thrift") SELECT "venue", "date", 'quotes', "upload_id", "step", "thrift" FROM `lake_compaction_row_groups`;--> statement-breakpoint
DROP TABLE `lake_compaction_row_groups`;--> statement-breakpoint
ALTER TABLE `__new_lake_compaction_row_groups` RENAME TO `lake_compaction_row_groups`;