ALTER TABLE `users` ADD `clients_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `users_client_row_bumps_trainer` AFTER UPDATE OF `username`, `age`, `height`, `weight`, `level`, `photo_url`, `time_zone`, `trainer_id` ON `users` WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`age` IS NOT NEW.`age` OR OLD.`height` IS NOT NEW.`height` OR OLD.`weight` IS NOT NEW.`weight` OR OLD.`level` IS NOT NEW.`level` OR OLD.`photo_url` IS NOT NEW.`photo_url` OR OLD.`time_zone` IS NOT NEW.`time_zone` OR OLD.`trainer_id` IS NOT NEW.`trainer_id` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (OLD.`trainer_id`, NEW.`trainer_id`); END;
--> statement-breakpoint
CREATE TRIGGER `users_insert_bumps_trainer` AFTER INSERT ON `users` WHEN NEW.`trainer_id` IS NOT NULL BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = NEW.`trainer_id`; END;
--> statement-breakpoint
CREATE TRIGGER `users_delete_bumps_trainer` AFTER DELETE ON `users` WHEN OLD.`trainer_id` IS NOT NULL BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = OLD.`trainer_id`; END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_insert_bumps_trainer` AFTER INSERT ON `workout_completions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_update_bumps_trainer` AFTER UPDATE ON `workout_completions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT `trainer_id` FROM `users` WHERE `id` IN (OLD.`user_id`, NEW.`user_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_delete_bumps_trainer` AFTER DELETE ON `workout_completions` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = OLD.`user_id`); END;
