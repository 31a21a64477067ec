CREATE TABLE `role_counts` (
	`user_type_id` integer PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_type_id`) REFERENCES `user_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `users` ADD `last_active_day` text;--> statement-breakpoint
CREATE INDEX `users_active_idx` ON `users` (`user_type_id`,`last_active_day`,`time_zone`);--> statement-breakpoint
INSERT INTO `role_counts` (`user_type_id`, `count`) SELECT `id`, (SELECT count(*) FROM `users` WHERE `users`.`user_type_id` = `user_types`.`id`) FROM `user_types`;
--> statement-breakpoint
CREATE TRIGGER `users_insert_counts_role` AFTER INSERT ON `users` BEGIN INSERT INTO `role_counts` (`user_type_id`, `count`) VALUES (NEW.`user_type_id`, 1) ON CONFLICT (`user_type_id`) DO UPDATE SET `count` = `count` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_delete_counts_role` AFTER DELETE ON `users` BEGIN UPDATE `role_counts` SET `count` = `count` - 1 WHERE `user_type_id` = OLD.`user_type_id`; END;
--> statement-breakpoint
CREATE TRIGGER `users_role_change_counts_role` AFTER UPDATE OF `user_type_id` ON `users` WHEN OLD.`user_type_id` <> NEW.`user_type_id` BEGIN UPDATE `role_counts` SET `count` = `count` - 1 WHERE `user_type_id` = OLD.`user_type_id`; INSERT INTO `role_counts` (`user_type_id`, `count`) VALUES (NEW.`user_type_id`, 1) ON CONFLICT (`user_type_id`) DO UPDATE SET `count` = `count` + 1; END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_search` USING fts5(`username`, `email`, content='users', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `users_search` (`users_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `users_insert_indexes_search` AFTER INSERT ON `users` BEGIN INSERT INTO `users_search` (`rowid`, `username`, `email`) VALUES (NEW.`id`, NEW.`username`, NEW.`email`); END;
--> statement-breakpoint
CREATE TRIGGER `users_delete_indexes_search` AFTER DELETE ON `users` BEGIN INSERT INTO `users_search` (`users_search`, `rowid`, `username`, `email`) VALUES ('delete', OLD.`id`, OLD.`username`, OLD.`email`); END;
--> statement-breakpoint
CREATE TRIGGER `users_update_indexes_search` AFTER UPDATE OF `username`, `email` ON `users` BEGIN INSERT INTO `users_search` (`users_search`, `rowid`, `username`, `email`) VALUES ('delete', OLD.`id`, OLD.`username`, OLD.`email`); INSERT INTO `users_search` (`rowid`, `username`, `email`) VALUES (NEW.`id`, NEW.`username`, NEW.`email`); END;
--> statement-breakpoint
UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM `workout_completions` WHERE `workout_completions`.`user_id` = `users`.`id`);
--> statement-breakpoint
CREATE TRIGGER `workout_completions_insert_marks_active` AFTER INSERT ON `workout_completions` BEGIN UPDATE `users` SET `last_active_day` = NEW.`day` WHERE `id` = NEW.`user_id` AND (`last_active_day` IS NULL OR `last_active_day` < NEW.`day`); END;
--> statement-breakpoint
CREATE TRIGGER `workout_completions_delete_marks_active` AFTER DELETE ON `workout_completions` BEGIN UPDATE `users` SET `last_active_day` = (SELECT max(`day`) FROM `workout_completions` WHERE `user_id` = OLD.`user_id`) WHERE `id` = OLD.`user_id` AND `last_active_day` = OLD.`day`; END;
