-- news_items held one row per index and was never written: it is replaced, not copied.
DROP TABLE `news_items`;--> statement-breakpoint
CREATE TABLE `news_items` (
	`id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
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
	`payload` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_items_feed_idx` ON `news_items` (`feed_id`);--> statement-breakpoint
CREATE TABLE `news_feed_state` (
	`feed_id` text PRIMARY KEY NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_run_at` text NOT NULL,
	`last_success_at` text,
	`last_failure_at` text,
	`last_failure_reason` text,
	`last_items` integer DEFAULT 0 NOT NULL,
	`last_rejected` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_item_indices` (
	`symbol` text NOT NULL,
	`item_id` text NOT NULL,
	`relevance` text NOT NULL,
	`t` text NOT NULL,
	PRIMARY KEY(`symbol`, `item_id`),
	FOREIGN KEY (`item_id`) REFERENCES `news_items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_item_indices_newest_idx` ON `news_item_indices` (`symbol`,`t`,`item_id`);
