CREATE TABLE `official_print_polls` (
	`series_id` text PRIMARY KEY NOT NULL,
	`last_attempt_at` text NOT NULL,
	`last_success_at` text,
	`last_failure` text,
	`failures` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `official_prints` (
	`series_id` text NOT NULL,
	`period` text NOT NULL,
	`revision` integer NOT NULL,
	`value` text NOT NULL,
	`value_num` real NOT NULL,
	`preliminary` integer NOT NULL,
	`released_at` text NOT NULL,
	`released_after` text,
	`vintage` text,
	PRIMARY KEY(`series_id`, `period`, `revision`)
);
