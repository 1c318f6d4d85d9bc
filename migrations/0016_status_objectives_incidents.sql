CREATE TABLE `status_incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`component` text NOT NULL,
	`state` text NOT NULL,
	`symptom` text NOT NULL,
	`started_ms` integer NOT NULL,
	`opened_ms` integer,
	`resolved_ms` integer,
	`updated_ms` integer NOT NULL,
	`updates` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `status_incidents_active` ON `status_incidents` (`component`) WHERE resolved_ms IS NULL;--> statement-breakpoint
CREATE INDEX `status_incidents_started` ON `status_incidents` (`started_ms`);--> statement-breakpoint
CREATE TABLE `status_lag_days` (
	`component` text NOT NULL,
	`day` integer NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`component`, `day`, `bucket`)
);
--> statement-breakpoint
CREATE INDEX `status_lag_days_day` ON `status_lag_days` (`day`);