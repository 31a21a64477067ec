// An exercise's movement (docs/product.md#movement): the six groups Explore filters by, derived
// from what the catalogue already says (category, body part, name), so the built-in library and
// an exercise an admin creates are grouped alike without a column of their own.
import { bodyPartOf } from './explore'
import { compactOf, searchWords } from './search-text'

export const MOVEMENTS = ['push', 'pull', 'legs', 'core', 'skill', 'mobility'] as const
export type Movement = (typeof MOVEMENTS)[number]

export const MOVEMENT_LABELS: Readonly<Record<Movement, string>> = {
  push: 'Push',
  pull: 'Pull',
  legs: 'Legs',
  core: 'Core',
  skill: 'Skill',
  mobility: 'Mobility',
}

export function isMovement(value: unknown): value is Movement {
  return (MOVEMENTS as readonly unknown[]).includes(value)
}

// The categories that name a movement outright (an admin may write 'stretch' or 'skills').
const BY_CATEGORY: Readonly<Record<string, Movement>> = {
  push: 'push',
  pull: 'pull',
  legs: 'legs',
  leg: 'legs',
  core: 'core',
  abs: 'core',
  flexibility: 'mobility',
  mobility: 'mobility',
  stretch: 'mobility',
  stretching: 'mobility',
  skill: 'skill',
  skills: 'skill',
}

// Balance work on the hands (crow, handstands, elbow levers) is skill work; balance on the legs
// (single-leg balance, single-leg deadlifts) trains the legs, on the floor (bird dog) the core.
// Cardio that works the legs (tuck jumps, skater jumps) is legs; whole-body cardio (burpees,
// jumping jacks) is none of the six and shows only under All.
const BY_BODY_PART: Readonly<Record<string, Readonly<Record<string, Movement>>>> = {
  balance: { upper: 'skill', full: 'skill', other: 'skill', lower: 'legs', core: 'core' },
  cardio: { lower: 'legs' },
}

/**
 * Names that make an exercise a calisthenics skill as well as its push, pull or core work: the
 * static holds and their lead-ups (Tuck Planche, Front Lever, Human Flag, Muscle-ups, L-sit),
 * matched at the start of a word of the name, spaces and hyphens ignored.
 */
export const SKILL_NAME_WORDS = [
  'planche',
  'lever',
  'handstand',
  'headstand',
  'flag',
  'muscle up',
  'l sit',
  'v sit',
  'manna',
  'crow',
] as const

const skillWords = SKILL_NAME_WORDS.map(compactOf)

/** Every movement the exercise belongs to, in MOVEMENTS order; may be empty (burpees). */
export function movementsOf(exercise: {
  name: string
  category?: string | null
  bodyPart: string | null
}): Movement[] {
  const found = new Set<Movement>()
  const category = (exercise.category ?? '').trim().toLowerCase()
  const byCategory = BY_CATEGORY[category]
  if (byCategory) found.add(byCategory)
  const byPart = BY_BODY_PART[category]?.[bodyPartOf(exercise.bodyPart)]
  if (byPart) found.add(byPart)
  const words = searchWords(exercise.name)
  // A skill word may span words ('muscle up', 'l sit'): try it from the start of each word.
  for (let i = 0; i < words.length; i++) {
    const from = words.slice(i).join('')
    if (skillWords.some((w) => from.startsWith(w))) found.add('skill')
  }
  return MOVEMENTS.filter((m) => found.has(m))
}
