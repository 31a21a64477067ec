// Kept apart from the zod schemas so a screen that only lists categories does not ship zod.
export const WORKOUT_CATEGORIES = ['warmup', 'skills', 'workout', 'cooldown'] as const
export const WORKOUT_DIFFICULTIES = [
  'beginner',
  'intermediate',
  'advanced',
  'expert',
  'master',
] as const
