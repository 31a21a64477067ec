import type { Demo } from '../demo'
import { ANKLE_ON_FLOOR, FLOOR, type Pose } from '../skeleton'

// Face-down pressing: the toes are the anchor, the hands reach the floor under the shoulders.
const plankLine = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [0, 0],
  ankleNear: 12,
  armNear: { reach: { dx: 2, y: FLOOR - 1 } },
  anchor: { part: 'toeNear', at: [0, FLOOR] },
  ...extra,
})

const BOX_HEIGHT = 45

/** Hands on a box (incline): the same line, the hands reaching its top. */
const inclineLine = (torso: number, extra: Partial<Pose> = {}): Pose =>
  plankLine(torso, { armNear: { reach: { dx: 2, y: FLOOR - BOX_HEIGHT - 1 } }, ...extra })

/** Feet on a box (decline): the toes sit on its edge, the hands on the floor. */
const declineLine = (torso: number, extra: Partial<Pose> = {}): Pose =>
  plankLine(torso, { anchor: { part: 'toeNear', at: [0, FLOOR - BOX_HEIGHT] }, ...extra })

const DIP_BAR = [0, -128] as const

/** On parallel bars, hands fixed on the rail, knees bent so the feet stay clear of the floor. */
const dip = (torso: number, arm: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  torso,
  armNear: arm,
  legNear: [15, 75],
  ankleNear: 20,
  anchor: { part: 'handNear', at: DIP_BAR },
  ...extra,
})

/** Hips high, toes on the floor, hands reaching the floor ahead: the pike. */
const pike = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  armNear: { reach: { dx: 4, y: FLOOR - 1 } },
  legNear: [100, 0],
  ankleNear: -10,
  anchor: { part: 'toeNear', at: [0, FLOOR] },
  ...extra,
})

/** Hands on a bench behind, heels on the floor ahead: the bench dip. */
const benchDip = (arm: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  torso: 0,
  armNear: arm,
  legNear: { reach: { x: 70, y: ANKLE_ON_FLOOR } },
  ankleNear: -10,
  anchor: { part: 'handNear', at: [-20, FLOOR - BOX_HEIGHT - 1] },
  ...extra,
})

/** The plank line with the hands behind the shoulders by `lean`: planche leans. */
const lean = (torso: number, by: number, extra: Partial<Pose> = {}): Pose =>
  plankLine(torso, { armNear: { reach: { dx: -by, y: FLOOR - 1 } }, ...extra })

const HANDSTAND_WALL = 36

/** Upside down on the hands, back to the wall, heels resting on it. */
const handstand = (torso: number, arm: readonly [number, number]): Pose => ({
  torso,
  spine: -6,
  armNear: arm,
  legNear: [0, 0],
  ankleNear: 30,
  anchor: { part: 'handNear', at: [0, FLOOR - 1] },
})

const PARALLETTE = [0, FLOOR - 14] as const

/** On parallettes, straight arms leaning forward, knees tucked: the tuck planche family. */
const tuckLean = (torso: number, arm: readonly [number, number]): Pose => ({
  torso,
  armNear: arm,
  legNear: [130, 140],
  ankleNear: 30,
  anchor: { part: 'handNear', at: PARALLETTE },
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
  'incline-push-ups': {
    props: [{ kind: 'box', x: 100, width: 50, height: BOX_HEIGHT }],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'box' },
    ],
    correct: { frames: [inclineLine(53), inclineLine(68)] },
    incorrect: {
      // Bending at the hips to reach the bench.
      frames: [inclineLine(53), inclineLine(90, { legNear: [40, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  },
  'decline-push-ups': {
    props: [{ kind: 'box', x: -40, width: 44, height: BOX_HEIGHT }],
    contacts: [
      { part: 'toeNear', on: 'box' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [declineLine(89), declineLine(102)] },
    incorrect: {
      frames: [declineLine(80, { legNear: [-18, 0] }), declineLine(93, { legNear: [-18, 0] })],
      fault: ['back'],
    },
    thumbnail: 0,
  },
  'diamond-push-ups': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [plankLine(71), plankLine(84)] },
    incorrect: {
      // Seen side-on, flared elbows let the chest drop short of the hands.
      frames: [plankLine(71), plankLine(80, { armNear: { reach: { dx: 14, y: FLOOR - 1 } } })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
  dips: {
    props: [{ kind: 'parallelBars', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'parallelBars' }],
    correct: { frames: [dip(8, [8, 0]), dip(32, [-62, 95])] },
    incorrect: {
      frames: [dip(8, [8, 0]), dip(20, [-45, 80], { neck: 35, spine: 20 })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  },
  'support-hold': {
    props: [{ kind: 'parallelBars', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'parallelBars' }],
    correct: { frames: [dip(6, [10, 0]), dip(4, [6, 0])] },
    incorrect: { frames: [dip(10, [18, 12], { neck: 40, spine: 25 })], fault: ['shoulders'] },
    thumbnail: 1,
  },
  'pike-push-ups': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [pike(125), pike(150)] },
    incorrect: {
      // Dropping the hips turns it into a push-up.
      frames: [pike(125), plankLine(90, { legNear: [20, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  },
  'bench-dips': {
    props: [{ kind: 'box', x: -40, width: 40, height: BOX_HEIGHT }],
    contacts: [
      { part: 'handNear', on: 'box' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: { frames: [benchDip([-25, 0]), benchDip([-70, 95], { torso: 5 })] },
    incorrect: {
      // Sinking so deep the shoulders roll forward.
      frames: [benchDip([-25, 0]), benchDip([-95, 125], { torso: 12, spine: 25, neck: 25 })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  },
  'scapular-push-ups': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    // Straight arms; only the shoulder blades move, so the chest sinks a little and rises.
    correct: { frames: [plankLine(70.5), plankLine(72.5)] },
    incorrect: { frames: [plankLine(71), plankLine(79)], fault: ['elbows'] },
    thumbnail: 0,
  },
  'planche-leans': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [plankLine(71), lean(72, 20)] },
    incorrect: { frames: [plankLine(71), lean(80, 20)], fault: ['elbows'] },
    thumbnail: 1,
  },
  'pseudo-planche-push-ups': {
    props: [],
    contacts: [
      { part: 'toeNear', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [lean(72, 20), lean(86, 20)] },
    incorrect: {
      // Losing the lean as the arms bend: the hands end under the chest again.
      frames: [lean(72, 20), plankLine(85)],
      fault: ['shoulders'],
    },
    thumbnail: 0,
  },
  'ring-dips': {
    props: [{ kind: 'rings', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'rings' }],
    correct: { frames: [dip(8, [8, 0]), dip(32, [-62, 95])] },
    incorrect: {
      // Rings drifting wide: the arms open away from the body at the bottom.
      frames: [dip(8, [8, 0]), dip(20, [-30, 60], { neck: 20 })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
  'wall-handstand-push-ups': {
    props: [{ kind: 'wall', x: HANDSTAND_WALL }],
    contacts: [
      { part: 'handNear', on: 'floor' },
      { part: 'heelNear', on: 'wall' },
    ],
    correct: { frames: [handstand(193, [187, 0]), handstand(196, [140, 110])] },
    incorrect: {
      // Dropping onto the head at the bottom.
      frames: [handstand(193, [187, 0]), handstand(208, [125, 130])],
      fault: ['head'],
      contacts: [{ part: 'handNear', on: 'floor' }],
    },
    thumbnail: 0,
  },
  'tuck-planche': {
    props: [{ kind: 'parallettes', at: PARALLETTE }],
    contacts: [{ part: 'handNear', on: 'parallettes' }],
    correct: { frames: [tuckLean(65, [45, 0]), tuckLean(80, [60, 0])] },
    incorrect: {
      // Bent elbows turning it into a frog stand.
      frames: [tuckLean(85, [75, 70])],
      fault: ['elbows'],
    },
    thumbnail: 1,
  },
}
