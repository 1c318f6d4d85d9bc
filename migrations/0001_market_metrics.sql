CREATE TABLE `market_metrics` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`volume_usd` text,
	`open_interest_usd` text,
	`usd_basis` text,
	`native_volume_contracts` text,
	`native_open_interest_contracts` text,
	`observed_at` text NOT NULL,
	PRIMARY KEY(`venue`, `market_id`)
);
