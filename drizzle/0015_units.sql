ALTER TABLE `users` ADD `units` text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
UPDATE `logged_sets` SET `client_id` = lower(`client_id`) WHERE `client_id` <> lower(`client_id`) AND NOT EXISTS (SELECT 1 FROM `logged_sets` o WHERE o.`user_id` = `logged_sets`.`user_id` AND o.`client_id` = lower(`logged_sets`.`client_id`));
