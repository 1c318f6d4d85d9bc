PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_distributions` (
	`symbol` text NOT NULL,
	`minute` text NOT NULL,
	`observed_at` text NOT NULL,
	`computed_at` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`symbol`, `minute`),
	FOREIGN KEY (`symbol`) REFERENCES `instruments`(`symbol`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Each stored distribution moves to the tick its cycle wrote: the same instrument and the same
-- computed_at, the tick's minute at most ten minutes before it (one primary-key range seek each). One
-- that matches no tick explains no stored value and is not carried over.
INSERT OR IGNORE INTO `__new_distributions`("symbol", "minute", "observed_at", "computed_at", "body")
SELECT d."symbol", t."minute", d."observed_at", d."computed_at", d."body"
FROM `distributions` d JOIN `ticks` t
  ON t."symbol" = d."symbol"
  AND t."minute" BETWEEN strftime('%Y-%m-%dT%H:%M:00Z', d."computed_at", '-10 minutes')
    AND strftime('%Y-%m-%dT%H:%M:00Z', d."computed_at")
  AND t."computed_at" = d."computed_at";--> statement-breakpoint
DROP TABLE `distributions`;--> statement-breakpoint
ALTER TABLE `__new_distributions` RENAME TO `distributions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;