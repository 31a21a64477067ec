-- The four roles are data the schema depends on (users.user_type_id), so they ship with the schema.
INSERT OR IGNORE INTO `user_types` (`name`, `description`, `permissions`) VALUES
  ('user', 'Athlete: daily workouts, library, skills and badges', '[]'),
  ('trainer', 'Trainer: clients, invitations and plans', '["clients:read","invitations:write","plans:write"]'),
  ('manager', 'Manager: read-only dashboard of trainers and users', '["users:read"]'),
  ('admin', 'Administrator: users, roles, catalogue and trainers', '["*"]');
