CREATE TABLE `trainer_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainer_requests_pending_idx` ON `trainer_requests` (`trainer_id`,`user_id`) WHERE "trainer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `trainer_requests_user_idx` ON `trainer_requests` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `trainer_requests_trainer_idx` ON `trainer_requests` (`trainer_id`);