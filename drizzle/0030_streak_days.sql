-- A day counts for the streak when a workout was completed on it or at least 3 sets were logged on it
-- (docs/product.md#streak; src/shared/rules/streak.ts, src/server/services/progress/streak-days.ts).
-- The days the sets make count are kept in streak_set_days, one row a day, so reading the streak
-- never groups the whole set log: triggers on logged_sets add a day when its own (not imported)
-- distinct sets reach 3 and take it away when they fall below (NOT EXISTS, not OR IGNORE: the
-- writing statement's conflict clause would override a trigger's); triggers on streak_set_days move
-- the last active day, Daily and the trainer's client list, as a completion does.
CREATE TABLE `streak_set_days` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `streak_set_days` (`user_id`, `day`) SELECT `user_id`, `day` FROM `logged_sets` WHERE `import_id` IS NULL GROUP BY `user_id`, `day` HAVING count(DISTINCT coalesce(`workout_id`, 0) || ':' || `exercise_id` || ':' || `set_number` || ':' || coalesce(`round`, 0)) >= 3;
--> statement-breakpoint
DROP TRIGGER `workout_completions_delete_marks_active`;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_delete_marks_active` AFTER DELETE ON `workout_completions` BEGIN UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM (SELECT `day` FROM `workout_completions` WHERE `user_id` = OLD.`user_id` UNION SELECT `day` FROM `streak_set_days` WHERE `user_id` = OLD.`user_id`)) WHERE `id` = OLD.`user_id` AND `last_active_day` = OLD.`day`; END;
--> statement-breakpoint
CREATE TRIGGER `logged_sets_insert_counts_day` AFTER INSERT ON `logged_sets` WHEN NEW.`import_id` IS NULL AND (SELECT count(DISTINCT coalesce(`workout_id`, 0) || ':' || `exercise_id` || ':' || `set_number` || ':' || coalesce(`round`, 0)) FROM `logged_sets` WHERE `user_id` = NEW.`user_id` AND `day` = NEW.`day` AND `import_id` IS NULL) >= 3 BEGIN INSERT INTO `streak_set_days` (`user_id`, `day`) SELECT NEW.`user_id`, NEW.`day` WHERE 1 AND NOT EXISTS (SELECT 1 FROM `streak_set_days` WHERE `user_id` = NEW.`user_id` AND `day` = NEW.`day`); END;
--> statement-breakpoint
CREATE TRIGGER `logged_sets_delete_counts_day` AFTER DELETE ON `logged_sets` WHEN OLD.`import_id` IS NULL AND (SELECT count(DISTINCT coalesce(`workout_id`, 0) || ':' || `exercise_id` || ':' || `set_number` || ':' || coalesce(`round`, 0)) FROM `logged_sets` WHERE `user_id` = OLD.`user_id` AND `day` = OLD.`day` AND `import_id` IS NULL) < 3 BEGIN DELETE FROM `streak_set_days` WHERE `user_id` = OLD.`user_id` AND `day` = OLD.`day`; END;
--> statement-breakpoint
CREATE TRIGGER `logged_sets_update_counts_day` AFTER UPDATE OF `user_id`, `day`, `workout_id`, `exercise_id`, `set_number`, `round`, `import_id` ON `logged_sets` BEGIN DELETE FROM `streak_set_days` WHERE `user_id` = OLD.`user_id` AND `day` = OLD.`day` AND (SELECT count(DISTINCT coalesce(`workout_id`, 0) || ':' || `exercise_id` || ':' || `set_number` || ':' || coalesce(`round`, 0)) FROM `logged_sets` WHERE `user_id` = OLD.`user_id` AND `day` = OLD.`day` AND `import_id` IS NULL) < 3; INSERT INTO `streak_set_days` (`user_id`, `day`) SELECT NEW.`user_id`, NEW.`day` WHERE (SELECT count(DISTINCT coalesce(`workout_id`, 0) || ':' || `exercise_id` || ':' || `set_number` || ':' || coalesce(`round`, 0)) FROM `logged_sets` WHERE `user_id` = NEW.`user_id` AND `day` = NEW.`day` AND `import_id` IS NULL) >= 3 AND NOT EXISTS (SELECT 1 FROM `streak_set_days` WHERE `user_id` = NEW.`user_id` AND `day` = NEW.`day`); END;
--> statement-breakpoint
CREATE TRIGGER `streak_set_days_insert_marks_active` AFTER INSERT ON `streak_set_days` BEGIN UPDATE `users` SET `last_active_day` = NEW.`day` WHERE `id` = NEW.`user_id` AND (`last_active_day` IS NULL OR `last_active_day` < NEW.`day`); UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`user_id`; UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = NEW.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `streak_set_days_delete_marks_active` AFTER DELETE ON `streak_set_days` BEGIN UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM (SELECT `day` FROM `workout_completions` WHERE `user_id` = OLD.`user_id` UNION SELECT `day` FROM `streak_set_days` WHERE `user_id` = OLD.`user_id`)) WHERE `id` = OLD.`user_id` AND `last_active_day` = OLD.`day`; UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = OLD.`user_id`; UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = OLD.`user_id`); END;
--> statement-breakpoint
CREATE TRIGGER `streak_set_days_update_marks_active` AFTER UPDATE ON `streak_set_days` BEGIN UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM (SELECT `day` FROM `workout_completions` WHERE `user_id` = OLD.`user_id` UNION SELECT `day` FROM `streak_set_days` WHERE `user_id` = OLD.`user_id`)) WHERE `id` = OLD.`user_id` AND `last_active_day` = OLD.`day`; UPDATE `users` SET `last_active_day` = NEW.`day` WHERE `id` = NEW.`user_id` AND (`last_active_day` IS NULL OR `last_active_day` < NEW.`day`); UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = OLD.`user_id`; UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = OLD.`user_id`); UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`user_id`; UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` = (SELECT `trainer_id` FROM `users` WHERE `id` = NEW.`user_id`); END;
--> statement-breakpoint
-- Existing athletes under the rule: the last active day, the streak badges their longest run of
-- days now reaches (awarded now; no badge is taken back), the level those badges make, and the
-- stored streak (a cache: every screen computes the streak live) as of the UTC day.
UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM (SELECT `day` FROM `workout_completions` WHERE `user_id` = `users`.`id` UNION SELECT `day` FROM `streak_set_days` WHERE `user_id` = `users`.`id`));
--> statement-breakpoint
WITH `days` AS (SELECT `user_id`, `day` FROM `workout_completions` UNION SELECT `user_id`, `day` FROM `streak_set_days`), `numbered` AS (SELECT `user_id`, `day`, julianday(`day`) - ROW_NUMBER() OVER (PARTITION BY `user_id` ORDER BY `day`) AS `run` FROM `days`), `runs` AS (SELECT `user_id`, count(*) AS `length` FROM `numbered` GROUP BY `user_id`, `run`) INSERT OR IGNORE INTO `user_badges` (`user_id`, `badge_id`, `earned_at`) SELECT `r`.`user_id`, `b`.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM (SELECT `user_id`, max(`length`) AS `length` FROM `runs` GROUP BY `user_id`) AS `r` JOIN `badges` AS `b` ON json_extract(`b`.`rule`, '$.kind') = 'streak' AND json_extract(`b`.`rule`, '$.days') <= `r`.`length`;
--> statement-breakpoint
UPDATE `users` SET `level` = 1 + (SELECT count(*) FROM `user_badges` WHERE `user_id` = `users`.`id`) / 5 WHERE `level` < 1 + (SELECT count(*) FROM `user_badges` WHERE `user_id` = `users`.`id`) / 5;
--> statement-breakpoint
WITH `days` AS (SELECT `user_id`, `day` FROM `workout_completions` UNION SELECT `user_id`, `day` FROM `streak_set_days`), `numbered` AS (SELECT `user_id`, `day`, julianday(`day`) - ROW_NUMBER() OVER (PARTITION BY `user_id` ORDER BY `day`) AS `run` FROM `days`), `current` AS (SELECT `user_id`, CAST(julianday(max(`day`)) - julianday(min(`day`)) AS INTEGER) + 1 AS `length` FROM `numbered` GROUP BY `user_id`, `run` HAVING max(`day`) >= date('now', '-1 day')) UPDATE `users` SET `streak` = coalesce((SELECT `length` FROM `current` WHERE `current`.`user_id` = `users`.`id`), 0);
