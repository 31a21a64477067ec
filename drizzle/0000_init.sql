CREATE TABLE `badges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`builtin_key` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`icon` text NOT NULL,
	`rule` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `badges_builtin_key_unique` ON `badges` (`builtin_key`);--> statement-breakpoint
CREATE TABLE `custom_workout_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`trainer_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plans_user_idx` ON `custom_workout_plans` (`user_id`);--> statement-breakpoint
CREATE INDEX `plans_trainer_idx` ON `custom_workout_plans` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `exercise_completions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`workout_id` integer,
	`exercise_id` integer,
	`day` text NOT NULL,
	`completed_at` integer NOT NULL,
	`sets` integer,
	`reps` integer,
	`seconds` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `exercise_completions_user_day` ON `exercise_completions` (`user_id`,`day`,`workout_id`);--> statement-breakpoint
CREATE TABLE `exercises` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`builtin_key` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`body_part` text,
	`equipment` text NOT NULL,
	`difficulty` text,
	`instructions` text NOT NULL,
	`image_url` text,
	`variations` integer DEFAULT 1 NOT NULL,
	`icon` text NOT NULL,
	`target_muscles` text,
	`tempo` text,
	`rest_time` text,
	`reps` text,
	`duration` integer,
	`right_form_image_url` text,
	`wrong_form_image_url` text,
	`correct_form_tips` text DEFAULT '[]' NOT NULL,
	`incorrect_form_tips` text DEFAULT '[]' NOT NULL,
	`video_url` text,
	`progression_tips` text,
	`regression_tips` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exercises_builtin_key_unique` ON `exercises` (`builtin_key`);--> statement-breakpoint
CREATE INDEX `exercises_name_idx` ON `exercises` (`name`);--> statement-breakpoint
CREATE INDEX `exercises_body_part_idx` ON `exercises` (`body_part`);--> statement-breakpoint
CREATE TABLE `kiosks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`pairing_code_hash` text,
	`token_hash` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_seen_at` integer,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_pairing_code_hash_unique` ON `kiosks` (`pairing_code_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_token_hash_unique` ON `kiosks` (`token_hash`);--> statement-breakpoint
CREATE TABLE `plan_workouts` (
	`plan_id` integer NOT NULL,
	`workout_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `position`),
	FOREIGN KEY (`plan_id`) REFERENCES `custom_workout_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `role_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`changed_by` integer,
	`from_role` text NOT NULL,
	`to_role` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `role_changes_user_idx` ON `role_changes` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `skills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`builtin_key` text,
	`name` text NOT NULL,
	`difficulty` integer NOT NULL,
	`icon` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skills_builtin_key_unique` ON `skills` (`builtin_key`);--> statement-breakpoint
CREATE TABLE `trainer_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`token_hash` text NOT NULL,
	`accepted` integer DEFAULT false NOT NULL,
	`accepted_at` integer,
	`accepted_by` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainer_invitations_token_hash_unique` ON `trainer_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `trainer_invitations_trainer_idx` ON `trainer_invitations` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `user_badges` (
	`user_id` integer NOT NULL,
	`badge_id` integer NOT NULL,
	`earned_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `badge_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`badge_id`) REFERENCES `badges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_skills` (
	`user_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`unlocked_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `skill_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`permissions` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_types_name_unique` ON `user_types` (`name`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`google_id` text NOT NULL,
	`photo_url` text,
	`age` integer,
	`height` integer,
	`weight` integer,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`user_type_id` integer NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`level` integer DEFAULT 1 NOT NULL,
	`trainer_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_type_id`) REFERENCES `user_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_trainer_idx` ON `users` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `workout_completions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`workout_id` integer,
	`workout_title` text NOT NULL,
	`day` text NOT NULL,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workout_completions_user_workout_day` ON `workout_completions` (`user_id`,`workout_id`,`day`);--> statement-breakpoint
CREATE INDEX `workout_completions_user_day` ON `workout_completions` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `workout_exercises` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workout_id` integer NOT NULL,
	`exercise_id` integer NOT NULL,
	`order` integer NOT NULL,
	`sets` integer DEFAULT 3 NOT NULL,
	`reps` text DEFAULT '10' NOT NULL,
	`duration` integer,
	`rest_time` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `workout_exercises_workout_idx` ON `workout_exercises` (`workout_id`,`order`);--> statement-breakpoint
CREATE INDEX `workout_exercises_exercise_idx` ON `workout_exercises` (`exercise_id`);--> statement-breakpoint
CREATE TABLE `workouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`builtin_key` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`duration` integer DEFAULT 30 NOT NULL,
	`difficulty` text DEFAULT 'beginner' NOT NULL,
	`category` text DEFAULT 'workout' NOT NULL,
	`image_background` text NOT NULL,
	`rounds` integer,
	`rest_between_exercises` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workouts_builtin_key_unique` ON `workouts` (`builtin_key`);--> statement-breakpoint
CREATE INDEX `workouts_category_idx` ON `workouts` (`category`);