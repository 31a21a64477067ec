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
}
