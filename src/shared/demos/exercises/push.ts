import type { Demo } from '../demo'
import { FLOOR, type Pose } from '../skeleton'

// Face-down pressing: the toes are the anchor, the hands reach the floor under the shoulders.
const plankLine = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [0, 0],
  ankleNear: 12,
  armNear: { reach: { dx: 2, y: FLOOR - 1 } },
  anchor: { part: 'toeNear', at: [0, FLOOR] },
  ...extra,
})

export const pushDemos: Record<string, Demo> = {
  'push-ups': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [plankLine(71), plankLine(86)] },
    incorrect: {
      frames: [plankLine(74, { legNear: [-22, 0] }), plankLine(79, { legNear: [-16, 0] })],
      fault: ['hips'],
    },
    thumbnail: 0,
  },
}
