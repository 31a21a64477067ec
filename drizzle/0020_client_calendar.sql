CREATE TABLE `calendar_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`trainer_id` integer,
	`day` text NOT NULL,
	`position` integer NOT NULL,
	`workout_id` integer NOT NULL,
	`prescription` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_entries_user_day_position` ON `calendar_entries` (`user_id`,`day`,`position`);
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_insert_bumps_daily` AFTER INSERT ON `calendar_entries` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_insert_bumps_trainer` AFTER INSERT ON `calendar_entries` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (NEW.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_update_bumps_daily` AFTER UPDATE ON `calendar_entries` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`user_id`, NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_update_bumps_trainer` AFTER UPDATE ON `calendar_entries` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (OLD.`user_id`, NEW.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_delete_bumps_daily` AFTER DELETE ON `calendar_entries` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `calendar_entries_delete_bumps_trainer` AFTER DELETE ON `calendar_entries` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (OLD.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `training_sessions_insert_bumps_trainer` AFTER INSERT ON `training_sessions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (NEW.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `training_sessions_update_bumps_trainer` AFTER UPDATE ON `training_sessions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (OLD.`user_id`, NEW.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `training_sessions_delete_bumps_trainer` AFTER DELETE ON `training_sessions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (OLD.`user_id`)); END;
--> statement-breakpoint
DROP TRIGGER `users_client_row_bumps_trainer`;
--> statement-breakpoint
CREATE TRIGGER `users_client_row_bumps_trainer` AFTER UPDATE OF `username`, `age`, `height`, `weight`, `level`, `photo_url`, `time_zone`, `trainer_id`, `units` ON `users` WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`age` IS NOT NEW.`age` OR OLD.`height` IS NOT NEW.`height` OR OLD.`weight` IS NOT NEW.`weight` OR OLD.`level` IS NOT NEW.`level` OR OLD.`photo_url` IS NOT NEW.`photo_url` OR OLD.`time_zone` IS NOT NEW.`time_zone` OR OLD.`trainer_id` IS NOT NEW.`trainer_id` OR OLD.`units` IS NOT NEW.`units` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (OLD.`trainer_id`, NEW.`trainer_id`); END;
