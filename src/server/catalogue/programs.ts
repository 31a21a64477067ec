// The built-in programs (docs/product.md#programs), written for this product. A program is its
// sessions in turn (built-in workouts, by key) and one target per week: the week's standard
// progression, deloads included. Scheduling to the athlete's days a week and where they stand
// are rules (src/shared/rules/programs.ts). Keys are the API's program ids: never change one.
import type { WeekTarget } from '~/shared/rules/programs'

export interface BuiltinProgramWeek extends WeekTarget {
  /** What the week is for, in a sentence. */
  note: string
}

export interface BuiltinProgram {
  key: string
  name: string
  description: string
  level: 'beginner' | 'intermediate' | 'advanced'
  equipment: string
  /** Built-in workout keys, done in turn: day 1 the first, day 2 the second, and round again. */
  sessions: string[]
  /** One per week, in order: the program's length. */
  weeks: BuiltinProgramWeek[]
}

export const BUILTIN_PROGRAMS: readonly BuiltinProgram[] = [
  {
    key: 'bodyweight-base',
    name: 'Bodyweight Base',
    description:
      'Eight weeks of push, pull, legs and core for a first solid base: two full-body sessions in turn, a set more every few weeks and a lighter week to recover before each step up.',
    level: 'beginner',
    equipment: 'A pull-up bar (a band helps) and a bench',
    sessions: ['fundamentals', 'legs-and-core-basics'],
    weeks: [
      { sets: 2, note: 'Learn the movements: stop every set two reps short of failure.' },
      { sets: 3, note: 'A third set of everything, same reps.' },
      { sets: 3, note: 'Aim for the top of each range with clean form.' },
      { sets: 2, deload: true, note: 'Deload: fewer sets, easy pace, let the body catch up.' },
      { sets: 3, note: 'Back to three sets; add a rep where last time felt easy.' },
      { sets: 4, note: 'A fourth set of everything.' },
      { sets: 4, note: 'Four sets at the top of each range.' },
      { sets: 3, note: 'Test week: three strong sets, then pick your next program.' },
    ],
  },
  {
    key: 'skills-first',
    name: 'Skills First',
    description:
      'Six weeks built on the skill ladders: crow pose, L-sit, handstand and pistol squat sessions in turn. Log every hold and rep: the ladders climb from your sets.',
    level: 'intermediate',
    equipment: 'Parallettes or the floor, a wall and a box',
    sessions: ['balance-basics', 'l-sit-foundations', 'handstand-foundations', 'pistol-squat-path'],
    weeks: [
      { sets: 3, note: 'Find the current step of each ladder and practise it fresh.' },
      { sets: 4, note: 'One more set of each hold or drill.' },
      { sets: 4, note: 'Longer holds: add a few seconds to every set.' },
      { sets: 2, deload: true, note: 'Deload: short, perfect sets only.' },
      { sets: 4, note: 'Try the next step of one ladder in every session.' },
      { sets: 5, note: 'Test the standard of each ladder step you trained.' },
    ],
  },
  {
    key: 'strength-with-load',
    name: 'Strength with Load',
    description:
      'Six weeks of heavy, low-rep work for athletes with a solid base: upper-body and leg strength sessions in turn, with load added to pull-ups, dips, chin-ups and split squats week by week.',
    level: 'intermediate',
    equipment: 'A pull-up bar, parallel bars and a weight vest, dip belt or dumbbells',
    sessions: ['upper-body-strength', 'legs-and-lungs'],
    weeks: [
      { sets: 5, reps: '5', note: 'Bodyweight only: five crisp sets of five to set the groove.' },
      { sets: 5, reps: '5', loadKg: 2.5, note: 'Add the first load and log it with each set.' },
      { sets: 5, reps: '5', loadKg: 5, note: 'A little more load, the same clean reps.' },
      {
        sets: 3,
        reps: '5',
        deload: true,
        note: 'Deload: bodyweight, three sets, long rests.',
      },
      { sets: 5, reps: '3', loadKg: 7.5, note: 'Fewer reps, heavier: rest fully between sets.' },
      { sets: 5, reps: '3', loadKg: 10, note: 'The heaviest week: stop a set when form slips.' },
    ],
  },
]

export function builtinProgram(key: string): BuiltinProgram | undefined {
  return BUILTIN_PROGRAMS.find((p) => p.key === key)
}
