ALTER TABLE `users` ADD `training_level` text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `goals` text DEFAULT '["general"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `equipment` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `days_per_week` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `session_minutes` integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `onboarding` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `level_offer_dismissed_on` text;--> statement-breakpoint
ALTER TABLE `users` ADD `program_key` text;--> statement-breakpoint
ALTER TABLE `users` ADD `program_start_day` text;--> statement-breakpoint
ALTER TABLE `users` ADD `program_paused_on` text;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_lead` text;--> statement-breakpoint
UPDATE `users` SET `onboarding` = 'skipped', `training_level` = CASE WHEN `level` >= 4 THEN 'advanced' WHEN `level` >= 2 THEN 'intermediate' ELSE 'beginner' END, `equipment` = '["bar","rings","parallettes","dip-bars","wall","box","band","weights"]', `session_minutes` = 60;--> statement-breakpoint
CREATE TRIGGER `users_profile_bumps_daily` AFTER UPDATE OF `training_level`, `goals`, `equipment`, `days_per_week`, `session_minutes`, `onboarding`, `level_offer_dismissed_on`, `program_key`, `program_start_day`, `program_paused_on`, `daily_lead` ON `users` WHEN OLD.`training_level` IS NOT NEW.`training_level` OR OLD.`goals` IS NOT NEW.`goals` OR OLD.`equipment` IS NOT NEW.`equipment` OR OLD.`days_per_week` IS NOT NEW.`days_per_week` OR OLD.`session_minutes` IS NOT NEW.`session_minutes` OR OLD.`onboarding` IS NOT NEW.`onboarding` OR OLD.`level_offer_dismissed_on` IS NOT NEW.`level_offer_dismissed_on` OR OLD.`program_key` IS NOT NEW.`program_key` OR OLD.`program_start_day` IS NOT NEW.`program_start_day` OR OLD.`program_paused_on` IS NOT NEW.`program_paused_on` OR OLD.`daily_lead` IS NOT NEW.`daily_lead` BEGIN UPDATE `users` SET `daily_version` = `daily_version` + 1 WHERE `id` = NEW.`id`; END;
