CREATE TABLE `market_fee_terms` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`terms` text NOT NULL,
	`fetched_at` text NOT NULL,
	PRIMARY KEY(`venue`, `market_id`)
);
