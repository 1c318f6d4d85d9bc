CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`scopes` text NOT NULL,
	`rate_limit_per_minute` integer NOT NULL,
	`entitlements` text,
	`max_keys` integer NOT NULL,
	`created_at` text NOT NULL,
	`disabled_at` text
);
--> statement-breakpoint
CREATE TABLE `sign_in_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by` text,
	`revoked_at` text
);
--> statement-breakpoint
CREATE INDEX `sign_in_codes_account_idx` ON `sign_in_codes` (`account_id`);--> statement-breakpoint
CREATE TABLE `terminal_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`csrf_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text
);
--> statement-breakpoint
CREATE INDEX `terminal_sessions_account_idx` ON `terminal_sessions` (`account_id`);--> statement-breakpoint
ALTER TABLE `admin_audit` ADD `account_id` text;--> statement-breakpoint
CREATE INDEX `admin_audit_account_idx` ON `admin_audit` (`account_id`);--> statement-breakpoint
ALTER TABLE `api_keys` ADD `account_id` text;--> statement-breakpoint
CREATE INDEX `api_keys_account_idx` ON `api_keys` (`account_id`);