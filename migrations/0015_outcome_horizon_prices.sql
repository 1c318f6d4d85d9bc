CREATE TABLE `market_horizon_prices` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`horizon` text NOT NULL,
	`target_ms` integer NOT NULL,
	`observed_at_ms` integer,
	`mid` text,
	`computed_at_ms` integer NOT NULL,
	PRIMARY KEY(`venue`, `market_id`, `horizon`)
);
