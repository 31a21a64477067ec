import type { Demo } from '../demo'
import { ANKLE_ON_FLOOR, type Pose } from '../skeleton'

const jack = (arms: number, legs: number): Pose => ({
  view: 'front',
  torso: 0,
  armNear: [arms, 10],
  legNear: [legs, 0],
  anchor: { part: 'ankleNear', at: [legs > 10 ? 35 : 12, ANKLE_ON_FLOOR] },
})

export const cardioDemos: Record<string, Demo> = {
  'jumping-jacks': {
    props: [],
    contacts: [],
    correct: { frames: [jack(10, 3), jack(170, 22)] },
    incorrect: { frames: [jack(10, 3), jack(80, 8)], fault: ['shoulders'] },
    thumbnail: 1,
  },
}
