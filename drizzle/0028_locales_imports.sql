CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`source` text NOT NULL,
	`file_name` text NOT NULL,
	`file_hash` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`rows_total` integer DEFAULT 0 NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`session_count` integer DEFAULT 0 NOT NULL,
	`set_count` integer DEFAULT 0 NOT NULL,
	`counts_toward_streak` integer DEFAULT false NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imports_user_idx` ON `imports` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `exercises` ADD `owner_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `exercises_owner_idx` ON `exercises` (`owner_id`);--> statement-breakpoint
ALTER TABLE `kiosks` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `logged_sets` ADD `import_id` integer REFERENCES imports(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `logged_sets_import_idx` ON `logged_sets` (`import_id`);--> statement-breakpoint
ALTER TABLE `training_sessions` ADD `import_id` integer REFERENCES imports(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `training_sessions_import_idx` ON `training_sessions` (`import_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `workout_completions` ADD `import_id` integer REFERENCES imports(id) ON DELETE set null;--> statement-breakpoint
DROP TRIGGER `exercises_insert_bumps_catalogue`;--> statement-breakpoint
DROP TRIGGER `exercises_update_bumps_catalogue`;--> statement-breakpoint
DROP TRIGGER `exercises_delete_bumps_catalogue`;--> statement-breakpoint
CREATE TRIGGER `exercises_insert_bumps_catalogue` AFTER INSERT ON `exercises` WHEN NEW.`owner_id` IS NULL BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `exercises_update_bumps_catalogue` AFTER UPDATE ON `exercises` WHEN NEW.`owner_id` IS NULL OR OLD.`owner_id` IS NULL BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `exercises_delete_bumps_catalogue` AFTER DELETE ON `exercises` WHEN OLD.`owner_id` IS NULL BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
