import type { Demo } from '../demo'
import { ANKLE_ON_FLOOR, type Pose } from '../skeleton'

/** Standing on both feet, heels planted at the origin, soles flat whatever the lean. */
const stand = (torso: number, hip: number, knee: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [hip, knee],
  ankleNear: 'flat',
  armNear: [10, 15],
  anchor: { part: 'heelNear', at: [0, 0] },
  ...extra,
})

/** Split stance: the front (near) foot flat at x 32, the back (far) foot on its toes at x −48. */
const split = (hipHeight: number, backAnkle: number, torso = 0): Pose => ({
  torso,
  legNear: { reach: { x: 32, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  legFar: { reach: { x: -52, y: -16 } },
  ankleFar: backAnkle,
  armNear: [10, 20],
  anchor: { part: 'hip', at: [0, -hipHeight] },
})

/** On the back, shoulders down at the origin, feet flat near the hips: a glute bridge. */
const bridge = (torso: number, spine = 0): Pose => ({
  torso,
  spine,
  // The head rests on the floor: level, whatever the tilt of the upper back.
  neck: 180 - torso - spine - 270,
  legNear: { reach: { x: 78, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  // Arms long on the floor beside the body, towards the feet.
  armNear: [90 - (180 - torso) + 180, 0],
  anchor: { part: 'shoulder', at: [0, -9.5] },
})

const feetOnFloor = [
  { part: 'heelNear', on: 'floor' },
  { part: 'toeNear', on: 'floor' },
] as const

export const legsDemos: Record<string, Demo> = {
  squats: {
    props: [],
    contacts: [...feetOnFloor],
    correct: {
      frames: [stand(0, 0, 0, { armNear: [80, 0] }), stand(38, 128, 118, { armNear: [125, 0] })],
    },
    incorrect: {
      // Side-on, the collapse shows as the chest folding over the knees.
      frames: [
        stand(0, 0, 0, { armNear: [80, 0] }),
        stand(70, 150, 100, { armNear: [100, 0], neck: 25 }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  },
  lunges: {
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'toeFar', on: 'floor' },
    ],
    correct: { frames: [split(90, 30), split(56, -5)] },
    incorrect: { frames: [split(90, 30), split(62, 0, 35)], fault: ['back'] },
    thumbnail: 1,
  },
  'glute-bridges': {
    props: [],
    contacts: [
      { part: 'shoulder', on: 'floor' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: { frames: [bridge(-88), bridge(-118)] },
    incorrect: { frames: [bridge(-88), bridge(-124, -22)], fault: ['back'] },
    thumbnail: 1,
  },
}
