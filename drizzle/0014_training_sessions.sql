CREATE TABLE `training_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`workout_id` integer,
	`workout_key` integer NOT NULL,
	`title` text,
	`day` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_sessions_user_workout_day_idx` ON `training_sessions` (`user_id`,`workout_key`,`day`);--> statement-breakpoint
CREATE INDEX `training_sessions_user_started_idx` ON `training_sessions` (`user_id`,`started_at`,`id`);--> statement-breakpoint
ALTER TABLE `exercise_completions` ADD `from_sets` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `logged_sets` ADD `session_id` integer REFERENCES training_sessions(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `logged_sets_session_idx` ON `logged_sets` (`session_id`);--> statement-breakpoint
ALTER TABLE `workout_completions` ADD `from_sets` integer DEFAULT false NOT NULL;;--> statement-breakpoint
UPDATE `workout_completions` SET `from_sets` = 1 WHERE EXISTS (SELECT 1 FROM `logged_sets` s WHERE s.`user_id` = `workout_completions`.`user_id` AND s.`workout_id` = `workout_completions`.`workout_id` AND s.`day` = `workout_completions`.`day`);--> statement-breakpoint
UPDATE `exercise_completions` SET `from_sets` = 1 WHERE EXISTS (SELECT 1 FROM `logged_sets` s WHERE s.`user_id` = `exercise_completions`.`user_id` AND s.`workout_id` = `exercise_completions`.`workout_id` AND s.`exercise_id` = `exercise_completions`.`exercise_id` AND s.`day` = `exercise_completions`.`day`);--> statement-breakpoint
INSERT INTO `training_sessions` (`user_id`, `workout_id`, `workout_key`, `title`, `day`, `started_at`, `ended_at`) SELECT s.`user_id`, s.`workout_id`, coalesce(s.`workout_id`, 0), (SELECT `title` FROM `workouts` WHERE `id` = s.`workout_id`), s.`day`, min(s.`performed_at`), max(s.`performed_at`) FROM `logged_sets` s GROUP BY s.`user_id`, coalesce(s.`workout_id`, 0), s.`day`;--> statement-breakpoint
INSERT OR IGNORE INTO `training_sessions` (`user_id`, `workout_id`, `workout_key`, `title`, `day`, `started_at`, `ended_at`) SELECT c.`user_id`, c.`workout_id`, coalesce(c.`workout_id`, -c.`id`), c.`workout_title`, c.`day`, c.`completed_at`, c.`completed_at` FROM `workout_completions` c;--> statement-breakpoint
UPDATE `logged_sets` SET `session_id` = (SELECT ts.`id` FROM `training_sessions` ts WHERE ts.`user_id` = `logged_sets`.`user_id` AND ts.`workout_key` = coalesce(`logged_sets`.`workout_id`, 0) AND ts.`day` = `logged_sets`.`day`);