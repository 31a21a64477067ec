import type { Demo } from '../demo'
import { FLOOR, type Pose } from '../skeleton'

/** Standing tall, heels at the origin, soles flat. */
const standing = (extra: Partial<Pose> = {}): Pose => ({
  torso: 0,
  armNear: [5, 10],
  legNear: [0, 0],
  ankleNear: 'flat',
  anchor: { part: 'heelNear', at: [0, FLOOR] },
  ...extra,
})

/** Standing, seen from the front. */
const facing = (arms: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  view: 'front',
  torso: 0,
  armNear: arms,
  legNear: [6, 0],
  anchor: { part: 'hip', at: [0, FLOOR - 94] },
  ...extra,
})

/** Sitting on the floor, legs straight ahead, folding forward by `lean`, arms along the legs. */
const seated = (lean: number, extra: Partial<Pose> = {}): Pose => ({
  torso: lean,
  armNear: [90 + lean + (extra.spine ?? 0) - 8, 0],
  legNear: [90 + lean, 0],
  ankleNear: 10,
  anchor: { part: 'hip', at: [0, FLOOR - 8] },
  ...extra,
})

/** Flat-footed deep squat, heels at the origin. */
const squat = (extra: Partial<Pose> = {}): Pose => ({
  torso: 30,
  armNear: [70, 60],
  legNear: [150, 150],
  ankleNear: 'flat',
  anchor: { part: 'heelNear', at: [0, FLOOR] },
  ...extra,
})

/** On hands and knees: knees down at the origin, hands reaching the floor under the shoulders. */
const allFours = (extra: Partial<Pose> & { shift?: number } = {}): Pose => {
  const { shift = 0, ...rest } = extra
  return {
    torso: 73,
    armNear: { reach: { dx: -shift, y: FLOOR - 1 } },
    // Shins rising to tucked toes, so the feet stay above the floor.
    legNear: [73, 115],
    ankleNear: -5,
    anchor: { part: 'kneeNear', at: [0, FLOOR - 6] },
    ...rest,
  }
}

export const flexibilityDemos: Record<string, Demo> = {
  'arm-circles': {
    props: [],
    contacts: [],
    correct: {
      frames: [facing([90, 0]), facing([120, 0]), facing([90, 0]), facing([60, 0])],
    },
    incorrect: { frames: [facing([20, 40]), facing([175, 0])], fault: ['shoulders'] },
    thumbnail: 0,
  },
  'shoulder-dislocates': {
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'toeNear', on: 'floor' },
    ],
    correct: {
      frames: [
        standing({ armNear: [25, 0] }),
        standing({ armNear: [180, 0] }),
        standing({ armNear: [198, 0] }),
      ],
    },
    incorrect: {
      frames: [standing({ armNear: [25, 0] }), standing({ armNear: [170, 80] })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
  'pike-stretch': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: { frames: [seated(0), seated(55, { spine: 10, neck: 10 })] },
    incorrect: {
      // Rounding the upper back to reach the toes, the hips staying upright.
      frames: [seated(15, { spine: 60, neck: 30 })],
      fault: ['back'],
    },
    thumbnail: 1,
  },
  'deep-squat-hold': {
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'toeNear', on: 'floor' },
    ],
    correct: { frames: [standing(), squat()] },
    incorrect: {
      // Heels rising off the floor.
      frames: [squat({ ankleNear: 25, anchor: { part: 'toeNear', at: [24, FLOOR] }, torso: 40 })],
      fault: ['feet'],
      contacts: [{ part: 'toeNear', on: 'floor' }],
    },
    thumbnail: 1,
  },
  'cat-cow': {
    props: [],
    contacts: [
      { part: 'kneeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: {
      frames: [
        allFours({ torso: 66, spine: 28, neck: 35 }),
        allFours({ torso: 80, spine: -22, neck: -30 }),
      ],
    },
    incorrect: {
      // Moving only the neck: the back stays flat.
      frames: [allFours({ neck: 40 }), allFours({ neck: -35 })],
      fault: ['head'],
    },
    thumbnail: 0,
  },
  'wrist-prep': {
    props: [],
    contacts: [
      { part: 'kneeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [allFours(), allFours({ torso: 77, shift: 12 })] },
    incorrect: {
      // Forcing a deep lean on cold wrists.
      frames: [allFours(), allFours({ torso: 84, shift: 26 })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
}
