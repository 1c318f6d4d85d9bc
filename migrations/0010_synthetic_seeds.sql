CREATE TABLE `synthetic_seeds` (
	`symbol` text PRIMARY KEY NOT NULL,
	`seeded_from` text NOT NULL,
	`seeded_to` text NOT NULL,
	`completed_at` text NOT NULL
);
