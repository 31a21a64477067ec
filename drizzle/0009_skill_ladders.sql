CREATE TABLE `skill_prerequisites` (
	`skill_id` integer NOT NULL,
	`requires_skill_id` integer NOT NULL,
	PRIMARY KEY(`skill_id`, `requires_skill_id`),
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requires_skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `skill_prerequisites_requires_idx` ON `skill_prerequisites` (`requires_skill_id`);--> statement-breakpoint
CREATE TABLE `skill_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`skill_id` integer NOT NULL,
	`order` integer NOT NULL,
	`exercise_id` integer NOT NULL,
	`sets` integer NOT NULL,
	`reps` integer,
	`seconds` integer,
	`load_kg` real,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skill_steps_skill_order_idx` ON `skill_steps` (`skill_id`,`order`);--> statement-breakpoint
CREATE INDEX `skill_steps_exercise_idx` ON `skill_steps` (`exercise_id`);--> statement-breakpoint
CREATE TABLE `user_step_passes` (
	`user_id` integer NOT NULL,
	`step_id` integer NOT NULL,
	`passed_at` integer NOT NULL,
	`how` text NOT NULL,
	`by_user_id` integer,
	PRIMARY KEY(`user_id`, `step_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `skill_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_step_passes_step_idx` ON `user_step_passes` (`step_id`);--> statement-breakpoint
CREATE INDEX `user_step_passes_by_user_idx` ON `user_step_passes` (`by_user_id`);--> statement-breakpoint
ALTER TABLE `exercises` ADD `easier_exercise_id` integer REFERENCES exercises(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `exercises` ADD `harder_exercise_id` integer REFERENCES exercises(id) ON DELETE set null;--> statement-breakpoint
-- By hand: drizzle-kit drops ON DELETE from ALTER TABLE ... ADD (above), and ladders are catalogue,
-- so their changes bump the catalogue version like workouts' and exercises' do (migration 0005).
CREATE TRIGGER `skill_steps_insert_bumps_catalogue` AFTER INSERT ON `skill_steps` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `skill_steps_update_bumps_catalogue` AFTER UPDATE ON `skill_steps` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `skill_steps_delete_bumps_catalogue` AFTER DELETE ON `skill_steps` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `skill_prerequisites_insert_bumps_catalogue` AFTER INSERT ON `skill_prerequisites` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `skill_prerequisites_delete_bumps_catalogue` AFTER DELETE ON `skill_prerequisites` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
