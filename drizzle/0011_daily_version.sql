ALTER TABLE `users` ADD `daily_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_insert_bumps_daily` AFTER INSERT ON `workout_completions` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`user_id`; END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_update_bumps_daily` AFTER UPDATE ON `workout_completions` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`user_id`, NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_delete_bumps_daily` AFTER DELETE ON `workout_completions` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = OLD.`user_id`; END;
--> statement-breakpoint
CREATE TRIGGER `custom_workout_plans_insert_bumps_daily` AFTER INSERT ON `custom_workout_plans` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`user_id`; END;
--> statement-breakpoint
CREATE TRIGGER `custom_workout_plans_update_bumps_daily` AFTER UPDATE ON `custom_workout_plans` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`user_id`, NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `custom_workout_plans_delete_bumps_daily` AFTER DELETE ON `custom_workout_plans` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = OLD.`user_id`; END;
--> statement-breakpoint
CREATE TRIGGER `plan_workouts_insert_bumps_daily` AFTER INSERT ON `plan_workouts` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = (SELECT `user_id` FROM `custom_workout_plans` WHERE `id` = NEW.`plan_id`); END;
--> statement-breakpoint
CREATE TRIGGER `plan_workouts_update_bumps_daily` AFTER UPDATE ON `plan_workouts` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (SELECT `user_id` FROM `custom_workout_plans` WHERE `id` IN (OLD.`plan_id`, NEW.`plan_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `plan_workouts_delete_bumps_daily` AFTER DELETE ON `plan_workouts` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = (SELECT `user_id` FROM `custom_workout_plans` WHERE `id` = OLD.`plan_id`); END;
--> statement-breakpoint
CREATE TRIGGER `users_rename_bumps_clients_daily` AFTER UPDATE OF `username` ON `users` WHEN OLD.`username` IS NOT NEW.`username` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (SELECT `user_id` FROM `custom_workout_plans` WHERE `trainer_id` = NEW.`id`); END;
