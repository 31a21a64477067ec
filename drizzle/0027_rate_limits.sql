CREATE TABLE `rate_limits` (
	`name` text NOT NULL,
	`key` text NOT NULL,
	`tokens` real NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`name`, `key`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_at_idx` ON `rate_limits` (`name`,`at`);