CREATE TABLE `exercise_bests` (
	`user_id` integer NOT NULL,
	`exercise_id` integer NOT NULL,
	`side_key` text NOT NULL,
	`kind` text NOT NULL,
	`reps_key` integer NOT NULL,
	`value` real NOT NULL,
	`set_id` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`user_id`, `exercise_id`, `side_key`, `kind`, `reps_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_id`) REFERENCES `logged_sets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exercise_bests_set_idx` ON `exercise_bests` (`set_id`);--> statement-breakpoint
CREATE INDEX `exercise_bests_exercise_idx` ON `exercise_bests` (`exercise_id`);--> statement-breakpoint
INSERT INTO `exercise_bests` (`user_id`, `exercise_id`, `side_key`, `kind`, `reps_key`, `value`, `set_id`, `day`) SELECT user_id, exercise_id, side_key, kind, reps_key, value, set_id, day FROM (SELECT l.user_id, l.exercise_id, coalesce(l.side, '') AS side_key, 'reps' AS kind, 0 AS reps_key, l.reps AS value, l.id AS set_id, l.day, row_number() OVER (PARTITION BY l.user_id, l.exercise_id, coalesce(l.side, '') ORDER BY l.reps DESC, l.id) AS rank FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id WHERE coalesce(w.category NOT IN ('warmup', 'cooldown'), 1) AND l.reps IS NOT NULL UNION ALL SELECT l.user_id, l.exercise_id, coalesce(l.side, ''), 'seconds', 0, l.seconds, l.id, l.day, row_number() OVER (PARTITION BY l.user_id, l.exercise_id, coalesce(l.side, '') ORDER BY l.seconds DESC, l.id) FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id WHERE coalesce(w.category NOT IN ('warmup', 'cooldown'), 1) AND l.seconds >= 5 UNION ALL SELECT l.user_id, l.exercise_id, coalesce(l.side, ''), 'load', l.reps, l.load_kg, l.id, l.day, row_number() OVER (PARTITION BY l.user_id, l.exercise_id, coalesce(l.side, ''), l.reps ORDER BY l.load_kg DESC, l.id) FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id WHERE coalesce(w.category NOT IN ('warmup', 'cooldown'), 1) AND l.load_kg IS NOT NULL AND l.reps IS NOT NULL) WHERE rank = 1;
