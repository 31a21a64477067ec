CREATE TABLE `check_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` text NOT NULL,
	`athlete_id` integer NOT NULL,
	`trainer_id` integer,
	`day` text NOT NULL,
	`bodyweight_kg` real,
	`sleep` integer NOT NULL,
	`energy` integer NOT NULL,
	`stress` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_client_id_unique` ON `check_ins` (`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_athlete_day_idx` ON `check_ins` (`athlete_id`,`day`);--> statement-breakpoint
CREATE TABLE `message_emails` (
	`trainer_id` integer NOT NULL,
	`athlete_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`day` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`trainer_id`, `athlete_id`, `recipient_id`, `day`),
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`athlete_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `message_emails` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `check_in_weekday` integer;--> statement-breakpoint
ALTER TABLE `workouts` ADD `owner_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `workouts_owner_idx` ON `workouts` (`owner_id`);
--> statement-breakpoint
DROP TRIGGER `users_profile_bumps_daily`;
--> statement-breakpoint
CREATE TRIGGER `users_profile_bumps_daily` AFTER UPDATE OF `training_level`, `goals`, `equipment`, `days_per_week`, `session_minutes`, `onboarding`, `level_offer_dismissed_on`, `program_key`, `program_start_day`, `program_paused_on`, `daily_lead`, `check_in_weekday` ON `users` WHEN OLD.`training_level` IS NOT NEW.`training_level` OR OLD.`goals` IS NOT NEW.`goals` OR OLD.`equipment` IS NOT NEW.`equipment` OR OLD.`days_per_week` IS NOT NEW.`days_per_week` OR OLD.`session_minutes` IS NOT NEW.`session_minutes` OR OLD.`onboarding` IS NOT NEW.`onboarding` OR OLD.`level_offer_dismissed_on` IS NOT NEW.`level_offer_dismissed_on` OR OLD.`program_key` IS NOT NEW.`program_key` OR OLD.`program_start_day` IS NOT NEW.`program_start_day` OR OLD.`program_paused_on` IS NOT NEW.`program_paused_on` OR OLD.`daily_lead` IS NOT NEW.`daily_lead` OR OLD.`check_in_weekday` IS NOT NEW.`check_in_weekday` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `check_ins_insert_bumps_daily` AFTER INSERT ON `check_ins` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (NEW.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `check_ins_update_bumps_daily` AFTER UPDATE ON `check_ins` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`athlete_id`, NEW.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `check_ins_delete_bumps_daily` AFTER DELETE ON `check_ins` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_insert_bumps_daily` AFTER INSERT ON `messages` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (NEW.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_insert_bumps_trainer` AFTER INSERT ON `messages` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (NEW.`trainer_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_update_bumps_daily` AFTER UPDATE ON `messages` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`athlete_id`, NEW.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_update_bumps_trainer` AFTER UPDATE ON `messages` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (OLD.`trainer_id`, NEW.`trainer_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_delete_bumps_daily` AFTER DELETE ON `messages` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (OLD.`athlete_id`); END;
--> statement-breakpoint
CREATE TRIGGER `messages_delete_bumps_trainer` AFTER DELETE ON `messages` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (OLD.`trainer_id`); END;
