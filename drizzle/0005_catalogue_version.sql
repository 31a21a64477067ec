CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `workouts_insert_bumps_catalogue` AFTER INSERT ON `workouts` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `workouts_update_bumps_catalogue` AFTER UPDATE ON `workouts` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `workouts_delete_bumps_catalogue` AFTER DELETE ON `workouts` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exercises_insert_bumps_catalogue` AFTER INSERT ON `exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exercises_update_bumps_catalogue` AFTER UPDATE ON `exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exercises_delete_bumps_catalogue` AFTER DELETE ON `exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `workout_exercises_insert_bumps_catalogue` AFTER INSERT ON `workout_exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `workout_exercises_update_bumps_catalogue` AFTER UPDATE ON `workout_exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `workout_exercises_delete_bumps_catalogue` AFTER DELETE ON `workout_exercises` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
