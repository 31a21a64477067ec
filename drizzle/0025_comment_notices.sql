CREATE INDEX `session_comments_unread_idx` ON `session_comments` (`session_id`) WHERE "session_comments"."read_at" IS NULL;
--> statement-breakpoint
CREATE TRIGGER `session_comments_insert_bumps_trainer` AFTER INSERT ON `session_comments` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT u.`trainer_id` FROM `users` u JOIN `training_sessions` ts ON ts.`user_id` = u.`id` WHERE ts.`id` IN (NEW.`session_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `session_comments_update_bumps_trainer` AFTER UPDATE ON `session_comments` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT u.`trainer_id` FROM `users` u JOIN `training_sessions` ts ON ts.`user_id` = u.`id` WHERE ts.`id` IN (OLD.`session_id`, NEW.`session_id`)); END;
--> statement-breakpoint
CREATE TRIGGER `session_comments_delete_bumps_trainer` AFTER DELETE ON `session_comments` BEGIN UPDATE `users` SET `clients_version` = `clients_version` + 1 WHERE `id` IN (SELECT u.`trainer_id` FROM `users` u JOIN `training_sessions` ts ON ts.`user_id` = u.`id` WHERE ts.`id` IN (OLD.`session_id`)); END;
