import type { Demo } from '../demo'
import { FLOOR, type Pose } from '../skeleton'

/** A forearm plank on the toes: upper arms vertical under the shoulders, forearms flat ahead. */
const forearmPlank = (torso: number, hip = 0): Pose => ({
  torso,
  legNear: [hip, 0],
  ankleNear: 12,
  armNear: { reach: { dx: 34, y: FLOOR - 5 } },
  anchor: { part: 'toeNear', at: [0, FLOOR] },
})

export const coreDemos: Record<string, Demo> = {
  plank: {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'elbowNear', on: 'floor' },
    ],
    correct: { frames: [forearmPlank(82.5), forearmPlank(83.5)] },
    incorrect: { frames: [forearmPlank(111.5, 45), forearmPlank(112.5, 45)], fault: ['hips'] },
    thumbnail: 1,
  },
}
