// The easier and harder variation of built-in exercises (docs/product.md#progression), by
// built-in key. Written for this product: each link names the next step down or up the same
// movement in the library, so the workout player can suggest it (src/shared/rules/progression.ts).
// The loader (db/catalogue.ts) writes each link once; an admin's later edit is never replaced.
export interface VariationLinks {
  easier?: string
  harder?: string
}

export const EXERCISE_VARIATIONS: Readonly<Record<string, VariationLinks>> = {
  // Horizontal push, to the one-arm push-up.
  'incline-push-ups': { harder: 'push-ups' },
  'push-ups': { easier: 'incline-push-ups', harder: 'diamond-push-ups' },
  'diamond-push-ups': { easier: 'push-ups', harder: 'archer-push-ups' },
  'decline-push-ups': { easier: 'push-ups', harder: 'pseudo-planche-push-ups' },
  'pseudo-planche-push-ups': { easier: 'decline-push-ups', harder: 'tuck-planche' },
  'archer-push-ups': { easier: 'diamond-push-ups', harder: 'incline-one-arm-push-ups' },
  'incline-one-arm-push-ups': { easier: 'archer-push-ups', harder: 'one-arm-push-ups' },
  'one-arm-push-ups': { easier: 'incline-one-arm-push-ups' },
  // Vertical push, to the freestanding handstand push-up.
  'pike-push-ups': { easier: 'push-ups', harder: 'wall-handstand-push-ups' },
  'wall-handstand-push-ups': {
    easier: 'pike-push-ups',
    harder: 'freestanding-handstand-push-ups',
  },
  'freestanding-handstand-push-ups': { easier: 'wall-handstand-push-ups' },
  // Dips.
  'bench-dips': { harder: 'dips' },
  dips: { easier: 'bench-dips', harder: 'ring-dips' },
  'ring-dips': { easier: 'dips' },
  // Planche.
  'planche-leans': { harder: 'tuck-planche' },
  'tuck-planche': { easier: 'planche-leans', harder: 'advanced-tuck-planche' },
  'advanced-tuck-planche': { easier: 'tuck-planche', harder: 'straddle-planche' },
  'straddle-planche': { easier: 'advanced-tuck-planche', harder: 'planche' },
  planche: { easier: 'straddle-planche' },
  // Handstand and headstand.
  'wall-plank': { easier: 'plank', harder: 'wall-handstand-hold' },
  'wall-walks': { easier: 'wall-plank', harder: 'wall-handstand-hold' },
  'wall-handstand-hold': { easier: 'wall-plank', harder: 'handstand-kick-ups' },
  'handstand-kick-ups': { easier: 'wall-handstand-hold', harder: 'freestanding-handstand' },
  'freestanding-handstand': { easier: 'handstand-kick-ups' },
  'tuck-headstand': { harder: 'headstand' },
  headstand: { easier: 'tuck-headstand' },
  // Arm balances.
  'frog-stand': { harder: 'crow-pose' },
  'crow-pose': { easier: 'frog-stand' },
  'tuck-elbow-lever': { easier: 'frog-stand', harder: 'elbow-lever' },
  'elbow-lever': { easier: 'tuck-elbow-lever' },
  // Support, L-sit, V-sit, manna.
  'support-hold': { harder: 'tuck-l-sit' },
  'tuck-l-sit': { easier: 'support-hold', harder: 'l-sit-hold' },
  'l-sit-hold': { easier: 'tuck-l-sit', harder: 'straddle-l-sit' },
  'straddle-l-sit': { easier: 'l-sit-hold', harder: 'v-sit-hold' },
  'v-sit-hold': { easier: 'straddle-l-sit', harder: 'manna' },
  manna: { easier: 'v-sit-hold' },
  // Vertical pull, to the one-arm pull-up.
  'band-assisted-pull-ups': { harder: 'negative-pull-ups' },
  'negative-pull-ups': { easier: 'band-assisted-pull-ups', harder: 'pull-ups' },
  'chin-ups': { easier: 'negative-pull-ups', harder: 'pull-ups' },
  'pull-ups': { easier: 'negative-pull-ups', harder: 'archer-pull-ups' },
  'archer-pull-ups': { easier: 'pull-ups', harder: 'one-arm-pull-up-negatives' },
  'one-arm-pull-up-negatives': { easier: 'archer-pull-ups', harder: 'one-arm-pull-ups' },
  'one-arm-pull-ups': { easier: 'one-arm-pull-up-negatives' },
  // Muscle-up.
  'chest-to-bar-pull-ups': { easier: 'pull-ups', harder: 'muscle-up-negatives' },
  'muscle-up-negatives': { easier: 'chest-to-bar-pull-ups', harder: 'muscle-ups' },
  'muscle-ups': { easier: 'muscle-up-negatives' },
  // Front lever.
  'tuck-front-lever': { harder: 'advanced-tuck-front-lever' },
  'advanced-tuck-front-lever': { easier: 'tuck-front-lever', harder: 'one-leg-front-lever' },
  'one-leg-front-lever': { easier: 'advanced-tuck-front-lever', harder: 'straddle-front-lever' },
  'straddle-front-lever': { easier: 'one-leg-front-lever', harder: 'front-lever' },
  'front-lever': { easier: 'straddle-front-lever' },
  // Back lever.
  'german-hang': { harder: 'skin-the-cat' },
  'skin-the-cat': { easier: 'german-hang', harder: 'tuck-back-lever' },
  'tuck-back-lever': { easier: 'skin-the-cat', harder: 'advanced-tuck-back-lever' },
  'advanced-tuck-back-lever': { easier: 'tuck-back-lever', harder: 'back-lever' },
  'back-lever': { easier: 'advanced-tuck-back-lever' },
  // Human flag.
  'side-plank': { harder: 'vertical-flag' },
  'vertical-flag': { easier: 'side-plank', harder: 'tuck-human-flag' },
  'tuck-human-flag': { easier: 'vertical-flag', harder: 'human-flag' },
  'human-flag': { easier: 'tuck-human-flag' },
  // Core.
  'dead-bug': { harder: 'hollow-body-hold' },
  'hollow-body-hold': { easier: 'dead-bug', harder: 'hollow-body-rocks' },
  'hollow-body-rocks': { easier: 'hollow-body-hold', harder: 'v-ups' },
  'v-ups': { easier: 'hollow-body-rocks' },
  'hanging-knee-raises': { harder: 'toes-to-bar' },
  'toes-to-bar': { easier: 'hanging-knee-raises' },
  'dragon-flag-negatives': { easier: 'hanging-knee-raises', harder: 'dragon-flags' },
  'dragon-flags': { easier: 'dragon-flag-negatives' },
  // Legs.
  squats: { harder: 'bulgarian-split-squats' },
  lunges: { harder: 'bulgarian-split-squats' },
  'bulgarian-split-squats': { easier: 'squats', harder: 'box-pistol-squats' },
  'box-pistol-squats': { easier: 'bulgarian-split-squats', harder: 'pistol-squats' },
  'pistol-squats': { easier: 'box-pistol-squats' },
  'shrimp-squats': { easier: 'bulgarian-split-squats' },
  'glute-bridges': { harder: 'single-leg-glute-bridges' },
  'single-leg-glute-bridges': { easier: 'glute-bridges' },
  'single-leg-balance': { harder: 'single-leg-rdl' },
  'single-leg-rdl': { easier: 'single-leg-balance' },
  // Conditioning.
  burpees: { harder: 'burpee-pull-ups' },
  'burpee-pull-ups': { easier: 'burpees' },
}
