ALTER TABLE `users` ADD `progress_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `users_progress_version_guard` BEFORE UPDATE OF `progress_version` ON `users` WHEN NEW.`progress_version` <> OLD.`progress_version` + 1 BEGIN SELECT RAISE(ABORT, 'stale progress write'); END;
