CREATE TABLE `theme_proxy_closes` (
	`venue` text NOT NULL,
	`market_id` text NOT NULL,
	`t_ms` integer NOT NULL,
	`p` real NOT NULL,
	PRIMARY KEY(`venue`, `market_id`, `t_ms`)
);
