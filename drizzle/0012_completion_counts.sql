ALTER TABLE `users` ADD `workout_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `exercise_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `users` SET `workout_count` = (SELECT count(*) FROM `workout_completions` WHERE `user_id` = `users`.`id`), `exercise_count` = (SELECT count(*) FROM `exercise_completions` WHERE `user_id` = `users`.`id`);--> statement-breakpoint
CREATE TRIGGER `workout_completions_insert_counts` AFTER INSERT ON `workout_completions` BEGIN UPDATE `users` SET `workout_count` = `workout_count` + 1 WHERE `id` = NEW.`user_id`; END;--> statement-breakpoint
CREATE TRIGGER `workout_completions_delete_counts` AFTER DELETE ON `workout_completions` BEGIN UPDATE `users` SET `workout_count` = `workout_count` - 1 WHERE `id` = OLD.`user_id`; END;--> statement-breakpoint
CREATE TRIGGER `workout_completions_move_counts` AFTER UPDATE OF `user_id` ON `workout_completions` WHEN OLD.`user_id` <> NEW.`user_id` BEGIN UPDATE `users` SET `workout_count` = `workout_count` - 1 WHERE `id` = OLD.`user_id`; UPDATE `users` SET `workout_count` = `workout_count` + 1 WHERE `id` = NEW.`user_id`; END;--> statement-breakpoint
CREATE TRIGGER `exercise_completions_insert_counts` AFTER INSERT ON `exercise_completions` BEGIN UPDATE `users` SET `exercise_count` = `exercise_count` + 1 WHERE `id` = NEW.`user_id`; END;--> statement-breakpoint
CREATE TRIGGER `exercise_completions_delete_counts` AFTER DELETE ON `exercise_completions` BEGIN UPDATE `users` SET `exercise_count` = `exercise_count` - 1 WHERE `id` = OLD.`user_id`; END;--> statement-breakpoint
CREATE TRIGGER `exercise_completions_move_counts` AFTER UPDATE OF `user_id` ON `exercise_completions` WHEN OLD.`user_id` <> NEW.`user_id` BEGIN UPDATE `users` SET `exercise_count` = `exercise_count` - 1 WHERE `id` = OLD.`user_id`; UPDATE `users` SET `exercise_count` = `exercise_count` + 1 WHERE `id` = NEW.`user_id`; END;
--> statement-breakpoint
CREATE TRIGGER `badges_insert_bumps_catalogue` AFTER INSERT ON `badges` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `badges_update_bumps_catalogue` AFTER UPDATE ON `badges` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `badges_delete_bumps_catalogue` AFTER DELETE ON `badges` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
