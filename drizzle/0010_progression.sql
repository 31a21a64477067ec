CREATE TABLE `builtin_links_loaded` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plan_progressions` (
	`plan_id` integer NOT NULL,
	`workout_exercise_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`exercise_id` integer,
	`set_by` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `workout_exercise_id`),
	FOREIGN KEY (`plan_id`) REFERENCES `custom_workout_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_exercise_id`) REFERENCES `workout_exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plan_progressions_workout_exercise_idx` ON `plan_progressions` (`workout_exercise_id`);--> statement-breakpoint
CREATE INDEX `plan_progressions_user_idx` ON `plan_progressions` (`user_id`);--> statement-breakpoint
CREATE INDEX `plan_progressions_exercise_idx` ON `plan_progressions` (`exercise_id`);--> statement-breakpoint
CREATE INDEX `plan_progressions_set_by_idx` ON `plan_progressions` (`set_by`);