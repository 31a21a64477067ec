CREATE TABLE `logged_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`workout_id` integer,
	`exercise_id` integer NOT NULL,
	`set_number` integer NOT NULL,
	`side` text,
	`reps` integer,
	`seconds` integer,
	`load_kg` real,
	`rpe` real,
	`day` text NOT NULL,
	`performed_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `logged_sets_user_client_idx` ON `logged_sets` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `logged_sets_user_exercise_day_idx` ON `logged_sets` (`user_id`,`exercise_id`,`day`);--> statement-breakpoint
CREATE INDEX `logged_sets_user_day_idx` ON `logged_sets` (`user_id`,`day`);