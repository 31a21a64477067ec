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

/** On the back, the lower back at the origin on the floor; `torso` −90 lies flat, head left. */
const supine = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  armNear: [0, 0],
  legNear: [0, 0],
  ankleNear: 30,
  anchor: { part: 'hip', at: [0, FLOOR - 8] },
  ...extra,
})

/** Face down, hips on the floor, arms reaching forward past the head. */
const prone = (extra: Partial<Pose> = {}): Pose => ({
  torso: 90,
  armNear: [175, 0],
  legNear: [0, 0],
  ankleNear: 40,
  anchor: { part: 'hip', at: [0, FLOOR - 8] },
  ...extra,
})

const GRIP = [0, FLOOR - 14] as const

/** Straight arms on parallettes, the body held off the floor. */
const support = (legs: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  torso: 0,
  armNear: [-4, 0],
  legNear: legs,
  ankleNear: 10,
  anchor: { part: 'handNear', at: GRIP },
  ...extra,
})

const BAR = [0, -242] as const

/** Hanging from the bar. */
const hanging = (legs: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: legs,
  ankleNear: 25,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
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
  'hollow-body-hold': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: {
      frames: [
        supine(-90, { armNear: [170, 0] }),
        supine(-80, { spine: 15, armNear: [170, 0], legNear: [22, 0] }),
      ],
    },
    incorrect: {
      // The lower back lifts off the floor: an arch instead of a hollow.
      frames: [supine(-84, { spine: -18, neck: 20, armNear: [170, 0], legNear: [14, 0] })],
      fault: ['back'],
    },
    thumbnail: 1,
  },
  'hollow-body-rocks': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: {
      frames: [
        supine(-74, { spine: 15, armNear: [170, 0], legNear: [14, 0] }),
        supine(-86, { spine: 15, armNear: [170, 0], legNear: [32, 0] }),
      ],
    },
    incorrect: {
      // Bending at the hips to rock: the shape folds instead of staying one curve.
      frames: [
        supine(-72, { spine: 15, armNear: [150, 0], legNear: [60, 50] }),
        supine(-86, { spine: 5, armNear: [170, 0], legNear: [20, 0] }),
      ],
      fault: ['hips'],
    },
    thumbnail: 0,
  },
  'superman-hold': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: { frames: [prone(), prone({ spine: -18, legNear: [-14, 0], neck: 0 })] },
    incorrect: {
      // Cranking the head up to look forward.
      frames: [prone({ spine: -18, legNear: [-14, 0], neck: -50 })],
      fault: ['head'],
    },
    thumbnail: 1,
  },
  'dead-bug': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: {
      frames: [
        supine(-90, { armNear: [90, 0], legNear: [90, 90] }),
        supine(-90, { armNear: [170, 0], armFar: [90, 0], legNear: [90, 90], legFar: [25, 0] }),
      ],
    },
    incorrect: {
      // The lower back arching off the floor as the leg goes out.
      frames: [
        supine(-90, { armNear: [90, 0], legNear: [90, 90] }),
        supine(-84, {
          spine: -18,
          neck: 40,
          armNear: [170, 0],
          armFar: [90, 0],
          legNear: [90, 90],
          legFar: [10, 0],
        }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  },
  'v-ups': {
    props: [],
    contacts: [{ part: 'hip', on: 'floor' }],
    correct: {
      frames: [
        supine(-88, { armNear: [170, 0], legNear: [6, 0] }),
        supine(-45, { spine: 10, armNear: [100, 0], legNear: [95, 0] }),
      ],
    },
    incorrect: {
      // Bending the knees to make it easier.
      frames: [
        supine(-88, { armNear: [170, 0], legNear: [6, 0] }),
        supine(-50, { armNear: [100, 0], legNear: [110, 100] }),
      ],
      fault: ['knees'],
    },
    thumbnail: 1,
  },
  'tuck-l-sit': {
    props: [{ kind: 'parallettes', at: GRIP }],
    contacts: [{ part: 'handNear', on: 'parallettes' }],
    correct: { frames: [support([130, 150]), support([145, 150])] },
    incorrect: {
      frames: [support([145, 150], { neck: 35, spine: 20, armNear: [0, 0] })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  },
  'l-sit-hold': {
    props: [{ kind: 'parallettes', at: GRIP }],
    contacts: [{ part: 'handNear', on: 'parallettes' }],
    correct: { frames: [support([145, 150]), support([92, 0])] },
    incorrect: { frames: [support([97, 25])], fault: ['knees'] },
    thumbnail: 1,
  },
  'hanging-knee-raises': {
    props: [{ kind: 'bar', at: BAR }],
    contacts: [{ part: 'handNear', on: 'bar' }],
    correct: { frames: [hanging([4, 8]), hanging([115, 110], { torso: -10 })] },
    incorrect: {
      // Swinging the body to get the knees up.
      frames: [hanging([-25, 20], { torso: 14 }), hanging([100, 100], { torso: -28 })],
      fault: ['hips'],
    },
    thumbnail: 1,
  },
  'toes-to-bar': {
    props: [{ kind: 'bar', at: BAR }],
    contacts: [{ part: 'handNear', on: 'bar' }],
    correct: { frames: [hanging([4, 8]), hanging([160, 5], { torso: -38, spine: 20 })] },
    incorrect: {
      // Bending the knees and kicking instead of lifting straight legs.
      frames: [hanging([4, 8]), hanging([120, 120], { torso: -25 })],
      fault: ['knees'],
    },
    thumbnail: 1,
  },
}
