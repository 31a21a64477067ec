CREATE TABLE `session_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` text NOT NULL,
	`session_id` integer NOT NULL,
	`author_id` integer,
	`set_id` integer,
	`body` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `training_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`set_id`) REFERENCES `logged_sets`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_comments_client_id_unique` ON `session_comments` (`client_id`);--> statement-breakpoint
CREATE INDEX `session_comments_session_idx` ON `session_comments` (`session_id`,`created_at`);
--> statement-breakpoint
CREATE TRIGGER `session_comments_insert_bumps_daily` AFTER INSERT ON `session_comments` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (SELECT `user_id` FROM `training_sessions` WHERE `id` IN (NEW.`session_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `session_comments_update_bumps_daily` AFTER UPDATE ON `session_comments` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (SELECT `user_id` FROM `training_sessions` WHERE `id` IN (OLD.`session_id`, NEW.`session_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `session_comments_delete_bumps_daily` AFTER DELETE ON `session_comments` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` IN (SELECT `user_id` FROM `training_sessions` WHERE `id` IN (OLD.`session_id`)); END;
