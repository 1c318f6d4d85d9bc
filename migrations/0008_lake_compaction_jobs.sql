CREATE TABLE `lake_compaction_jobs` (
	`venue` text NOT NULL,
	`date` text NOT NULL,
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
	PRIMARY KEY(`venue`, `date`)
);
--> statement-breakpoint
CREATE INDEX `lake_compaction_jobs_updated_idx` ON `lake_compaction_jobs` (`updated_at_ms`);--> statement-breakpoint
CREATE TABLE `lake_compaction_row_groups` (
	`venue` text NOT NULL,
	`date` text NOT NULL,
	`upload_id` text NOT NULL,
	`step` integer NOT NULL,
	`thrift` text NOT NULL,
	PRIMARY KEY(`venue`, `date`, `upload_id`, `step`)
);
