CREATE TABLE `status_components` (
	`component` text PRIMARY KEY NOT NULL,
	`last_success_ms` integer,
	`last_failure_ms` integer,
	`last_boundary_ms` integer,
	`gaps` integer DEFAULT 0 NOT NULL,
	`reconnects` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `status_lag` (
	`component` text NOT NULL,
	`minute` integer NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`component`, `minute`, `bucket`)
);
--> statement-breakpoint
CREATE INDEX `status_lag_minute` ON `status_lag` (`minute`);