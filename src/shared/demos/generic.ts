import type { Demo } from './demo'
import { type Pose } from './skeleton'

/** A plain standing athlete. */
export const STANDING: Pose = {
  torso: 0,
  armNear: [8, 12],
  armFar: [-8, 12],
  legNear: [0, 0],
  anchor: { part: 'heelNear', at: [0, 0] },
}

/**
 * The figure of an exercise with no demonstration of its own (one an admin created): a plain
 * standing athlete, shown still, never an apology text.
 */
export const GENERIC_DEMO: Demo = {
  props: [],
  contacts: [{ part: 'heelNear', on: 'floor' }],
  correct: { frames: [STANDING, STANDING] },
  incorrect: { frames: [STANDING], fault: ['back'] },
  thumbnail: 0,
}

/** Frame `i` of a motion (any frame, or a standing athlete, if it has none). */
export function frameOf(frames: readonly Pose[], i: number): Pose {
  return frames[i] ?? frames[0] ?? STANDING
}
