// The ladder of every built-in skill (docs/product.md#skill-ladders): ordered steps, each an
// exercise of the library (by built-in key) and the standard that passes it in one session, and
// the skills that must be earned first. Written for this product; a step passes when one
// session's logged sets meet its standard (src/shared/rules/skill-ladders.ts).
import type { BuiltinLadder } from './types'

const hold = (exercise: string, sets: number, seconds: number) => ({
  exercise,
  standard: { sets, seconds },
})
const reps = (exercise: string, sets: number, count: number, loadKg?: number) => ({
  exercise,
  standard: loadKg === undefined ? { sets, reps: count } : { sets, reps: count, loadKg },
})

export const SKILL_LADDERS: Readonly<Record<string, BuiltinLadder>> = {
  'crow-pose': {
    requires: [],
    steps: [hold('deep-squat-hold', 3, 30), hold('frog-stand', 3, 20), hold('crow-pose', 3, 30)],
  },
  headstand: {
    requires: [],
    steps: [hold('plank', 3, 30), hold('tuck-headstand', 3, 20), hold('headstand', 3, 30)],
  },
  'l-sit': {
    requires: [],
    steps: [hold('support-hold', 3, 30), hold('tuck-l-sit', 3, 15), hold('l-sit-hold', 3, 15)],
  },
  'pistol-squat': {
    requires: [],
    steps: [
      reps('squats', 3, 20),
      reps('bulgarian-split-squats', 3, 10),
      reps('box-pistol-squats', 3, 8),
      reps('pistol-squats', 3, 5),
    ],
  },
  'elbow-lever': {
    requires: [],
    steps: [hold('frog-stand', 3, 20), hold('tuck-elbow-lever', 3, 15), hold('elbow-lever', 3, 15)],
  },
  handstand: {
    requires: ['crow-pose'],
    steps: [
      hold('wall-plank', 3, 30),
      hold('wall-handstand-hold', 3, 30),
      reps('handstand-kick-ups', 3, 5),
      hold('freestanding-handstand', 3, 30),
    ],
  },
  'muscle-up': {
    requires: [],
    steps: [
      reps('pull-ups', 3, 10),
      reps('chest-to-bar-pull-ups', 3, 5),
      reps('dips', 3, 10),
      reps('muscle-up-negatives', 3, 3),
      reps('muscle-ups', 3, 1),
    ],
  },
  'back-lever': {
    requires: [],
    steps: [
      hold('german-hang', 3, 20),
      reps('skin-the-cat', 3, 5),
      hold('tuck-back-lever', 3, 15),
      hold('advanced-tuck-back-lever', 3, 10),
      hold('back-lever', 3, 8),
    ],
  },
  'dragon-flag': {
    requires: [],
    steps: [
      hold('hollow-body-hold', 3, 30),
      reps('hanging-knee-raises', 3, 12),
      reps('dragon-flag-negatives', 3, 5),
      reps('dragon-flags', 3, 5),
    ],
  },
  'one-arm-push-up': {
    requires: [],
    steps: [
      reps('push-ups', 3, 20),
      reps('diamond-push-ups', 3, 12),
      reps('archer-push-ups', 3, 8),
      reps('incline-one-arm-push-ups', 3, 5),
      reps('one-arm-push-ups', 3, 3),
    ],
  },
  'front-lever': {
    requires: [],
    steps: [
      hold('tuck-front-lever', 3, 15),
      hold('advanced-tuck-front-lever', 3, 10),
      hold('one-leg-front-lever', 3, 8),
      hold('straddle-front-lever', 3, 8),
      hold('front-lever', 3, 5),
    ],
  },
  'human-flag': {
    requires: [],
    steps: [
      hold('side-plank', 3, 45),
      hold('vertical-flag', 3, 10),
      hold('tuck-human-flag', 3, 10),
      hold('human-flag', 3, 5),
    ],
  },
  'v-sit': {
    requires: ['l-sit'],
    steps: [hold('l-sit-hold', 3, 30), hold('straddle-l-sit', 3, 15), hold('v-sit-hold', 3, 5)],
  },
  'handstand-push-up': {
    requires: ['handstand'],
    steps: [
      reps('pike-push-ups', 3, 12),
      reps('wall-handstand-push-ups', 3, 5),
      hold('freestanding-handstand', 3, 45),
      reps('freestanding-handstand-push-ups', 3, 3),
    ],
  },
  planche: {
    requires: ['crow-pose'],
    steps: [
      hold('planche-leans', 3, 30),
      hold('tuck-planche', 3, 15),
      hold('advanced-tuck-planche', 3, 10),
      hold('straddle-planche', 3, 5),
      hold('planche', 3, 3),
    ],
  },
  'one-arm-pull-up': {
    requires: [],
    steps: [
      reps('pull-ups', 3, 15),
      reps('archer-pull-ups', 3, 5),
      reps('one-arm-pull-up-negatives', 3, 3),
      reps('one-arm-pull-ups', 3, 1),
    ],
  },
  manna: {
    requires: ['v-sit'],
    steps: [hold('straddle-l-sit', 3, 20), hold('v-sit-hold', 3, 10), hold('manna', 3, 3)],
  },
}
