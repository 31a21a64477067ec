/** docs/product.md#skills: skill difficulty labels. */
export function skillDifficultyLabel(difficulty: number): string {
  return ['Beginner', 'Novice', 'Advanced', 'Expert', 'Master'][difficulty - 1] ?? 'Unknown'
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/** '1 day', '2 days', '0 days': every count shown to a user goes through here. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}

/** 'All 3 sets done', but '1 set done': never 'All 1 sets'. */
export function allDoneLabel(count: number, singular: string): string {
  return `${count === 1 ? '' : 'All '}${plural(count, singular)} done`
}

/** docs/product.md#exercise-list: '3 sets' / '1 set'. */
export function setsLabel(sets: number): string {
  return plural(sets, 'set')
}

/** docs/product.md#exercise-list: numeric reps read 'N reps' ('1 rep'); text reps are shown as they are. */
export function repsLabel(reps: string | number): string {
  const text = String(reps).trim()
  return /^\d+$/.test(text) ? plural(Number(text), 'rep') : text
}

/** docs/product.md#constants difficulty colours: beginner green, intermediate yellow, advanced red. */
export function difficultyTone(
  difficulty: string | null | undefined,
): 'green' | 'yellow' | 'red' | 'gray' {
  const d = (difficulty ?? '').toLowerCase()
  if (d === 'beginner') return 'green'
  if (d === 'intermediate') return 'yellow'
  if (d === 'advanced' || d === 'expert' || d === 'master') return 'red'
  return 'gray'
}

/** docs/product.md#daily: section gradients: warm-up gray, skills indigo, workout blue, cool-down green. */
export function sectionBackground(
  category: string,
): 'workout-bg-1' | 'workout-bg-2' | 'workout-bg-3' | 'workout-bg-4' {
  if (category === 'skills') return 'workout-bg-2'
  if (category === 'workout') return 'workout-bg-3'
  if (category === 'cooldown') return 'workout-bg-4'
  return 'workout-bg-1'
}

const SECTION_LABELS: Record<string, string> = {
  warmup: 'Warm-up',
  skills: 'Skills',
  workout: 'Workout',
  cooldown: 'Cool-down',
}

/** The Daily section a workout category stands for: 'Warm-up', 'Skills', 'Workout', 'Cool-down'. */
export function sectionLabel(category: string): string {
  return SECTION_LABELS[category] ?? capitalize(category)
}
