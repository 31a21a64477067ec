CREATE TABLE `block_scores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`session_id` integer,
	`workout_id` integer,
	`block_id` integer,
	`kind` text NOT NULL,
	`rounds` integer,
	`reps` integer,
	`seconds` integer,
	`day` text NOT NULL,
	`performed_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `training_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`block_id`) REFERENCES `workout_blocks`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `block_scores_user_client_idx` ON `block_scores` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `block_scores_session_idx` ON `block_scores` (`session_id`);--> statement-breakpoint
CREATE TABLE `kiosk_classes` (
	`kiosk_id` integer PRIMARY KEY NOT NULL,
	`workout_id` integer NOT NULL,
	`wod_id` integer,
	`block_index` integer DEFAULT 0 NOT NULL,
	`accumulated_ms` integer DEFAULT 0 NOT NULL,
	`running_since` integer,
	`version` integer DEFAULT 0 NOT NULL,
	`coach_id` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`kiosk_id`) REFERENCES `kiosks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wod_id`) REFERENCES `wods`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `kiosk_remotes` (
	`kiosk_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`kiosk_id`, `user_id`),
	FOREIGN KEY (`kiosk_id`) REFERENCES `kiosks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `wod_scores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wod_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`seconds` integer,
	`rounds` integer,
	`reps` integer,
	`load_kg` real,
	`passed` integer,
	`scaled` integer DEFAULT false NOT NULL,
	`note` text,
	`hide_name` integer DEFAULT false NOT NULL,
	`hide_score` integer DEFAULT false NOT NULL,
	`session_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`wod_id`) REFERENCES `wods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `training_sessions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wod_scores_wod_user_idx` ON `wod_scores` (`wod_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `wods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kiosk_id` integer NOT NULL,
	`day` text NOT NULL,
	`workout_id` integer NOT NULL,
	`score_type` text NOT NULL,
	`rx` text DEFAULT '' NOT NULL,
	`scaled` text DEFAULT '' NOT NULL,
	`publish_at` integer NOT NULL,
	`class_started_at` integer,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`kiosk_id`) REFERENCES `kiosks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wods_kiosk_day_idx` ON `wods` (`kiosk_id`,`day`);--> statement-breakpoint
CREATE TABLE `workout_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workout_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text DEFAULT 'straight' NOT NULL,
	`rounds` integer,
	`minutes` integer,
	`work_seconds` integer,
	`rest_seconds` integer,
	`cap_seconds` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workout_blocks_workout_idx` ON `workout_blocks` (`workout_id`,`position`);--> statement-breakpoint
ALTER TABLE `kiosks` ADD `remote_code_hash` text;--> statement-breakpoint
ALTER TABLE `kiosks` ADD `remote_code_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_remote_code_hash_unique` ON `kiosks` (`remote_code_hash`);--> statement-breakpoint
ALTER TABLE `logged_sets` ADD `block_id` integer REFERENCES workout_blocks(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `logged_sets` ADD `round` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `coach` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `workout_exercises` ADD `block_id` integer REFERENCES workout_blocks(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `workout_exercises_block_idx` ON `workout_exercises` (`block_id`);--> statement-breakpoint
-- Every workout from before blocks becomes one straight block holding its exercises in their order.
INSERT INTO `workout_blocks` (`workout_id`, `position`, `kind`) SELECT `id`, 0, 'straight' FROM `workouts`;--> statement-breakpoint
UPDATE `workout_exercises` SET `block_id` = (SELECT `b`.`id` FROM `workout_blocks` `b` WHERE `b`.`workout_id` = `workout_exercises`.`workout_id`);
--> statement-breakpoint
-- An exercise written without a block (the built-in loader, a writer that predates blocks) joins
-- the workout's last block, made as a straight block when the workout has none yet: no exercise
-- is ever outside a block.
CREATE TRIGGER `workout_exercises_default_block` AFTER INSERT ON `workout_exercises` WHEN NEW.`block_id` IS NULL BEGIN
  INSERT INTO `workout_blocks` (`workout_id`, `position`, `kind`) SELECT NEW.`workout_id`, 0, 'straight' WHERE NOT EXISTS (SELECT 1 FROM `workout_blocks` WHERE `workout_id` = NEW.`workout_id`);
  UPDATE `workout_exercises` SET `block_id` = (SELECT `id` FROM `workout_blocks` WHERE `workout_id` = NEW.`workout_id` ORDER BY `position` DESC, `id` DESC LIMIT 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `workout_blocks_insert_bumps_catalogue` AFTER INSERT ON `workout_blocks` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `workout_blocks_update_bumps_catalogue` AFTER UPDATE ON `workout_blocks` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `workout_blocks_delete_bumps_catalogue` AFTER DELETE ON `workout_blocks` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
