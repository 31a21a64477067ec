import type { Contact, Demo, Prop } from '../demo'
import { FLOOR, type Pose } from '../skeleton'

export const BAR = [0, -242] as const
export const onBar: Prop[] = [{ kind: 'bar', at: BAR }]
export const handOnBar: Contact[] = [{ part: 'handNear', on: 'bar' }]

/** Hanging from the bar by the near hand: a straight-arm hang unless told otherwise. */
export const hang = (extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: [8, 14],
  ankleNear: 25,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
})

/** The top of a pull: chin over the bar, elbows driven down to the ribs. */
export const pulledUp = (extra: Partial<Pose> = {}): Pose =>
  hang({ torso: -12, armNear: [22, 150], legNear: [14, 20], ...extra })

/** Halfway up a pull: upper arms level, elbows at a right angle. */
export const halfway = (extra: Partial<Pose> = {}): Pose =>
  hang({ torso: -8, armNear: [95, 95], legNear: [10, 16], ...extra })

// Inverted rows: a waist-high bar, heels on the floor, the body straight from heel to shoulder.
const LOW_BAR = [-96, -112] as const
const row = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  neck: 10,
  legNear: [0, 0],
  ankleNear: 0,
  armNear: { reach: { x: LOW_BAR[0], y: LOW_BAR[1] } },
  anchor: { part: 'heelNear', at: [0, FLOOR] },
  ...extra,
})

// Archer pull-ups, seen from the front: a wide grip, hands at ±ARCHER_GRIP on the bar.
const ARCHER_GRIP = 60
const archerBar: Prop[] = [
  { kind: 'bar', at: [ARCHER_GRIP, BAR[1]] },
  { kind: 'bar', at: [-ARCHER_GRIP, BAR[1]] },
]
/** The head at (`x`, `y`), both hands reaching the bar (an arm bends where it must). */
const archer = (x: number, y: number): Pose => ({
  view: 'front',
  torso: x / 4,
  armNear: { reach: { x: ARCHER_GRIP, y: BAR[1] } },
  armFar: { reach: { x: -ARCHER_GRIP, y: BAR[1] } },
  legNear: [4, 6],
  ankleNear: 30,
  anchor: { part: 'head', at: [x, y] },
})

/** Tucked knees to the chest, for the levers and skin the cat. */
export const TUCK = [135, 145] as const

export const pullDemos: Record<string, () => Demo> = {
  'pull-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: { frames: [hang(), pulledUp()] },
    incorrect: {
      // Kipping: the legs swing back, then snap up to throw the body at the bar.
      frames: [
        hang({ torso: 6, spine: -14, legNear: [-30, 25] }),
        halfway({ torso: -18, legNear: [85, 70] }),
      ],
      seconds: [0.5, 0.8],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'chin-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [hang(), pulledUp({ torso: -10, armNear: [18, 152] })],
    },
    incorrect: {
      // Craning the neck to get the chin over instead of pulling higher.
      frames: [hang(), hang({ torso: -6, armNear: [45, 128], neck: -45, legNear: [14, 20] })],
      fault: ['head'],
    },
    thumbnail: 1,
  }),
  'inverted-rows': () => ({
    props: [{ kind: 'bar', at: LOW_BAR }],
    contacts: [
      { part: 'handNear', on: 'bar' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: { frames: [row(-69), row(-53)] },
    incorrect: {
      // The hips sag towards the floor: the body folds at the hips instead of staying straight.
      frames: [row(-56, { legNear: [18, 0] }), row(-44, { legNear: [22, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'scapular-pulls': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        hang({ neck: 12 }),
        // Shoulder blades down and back: arms still straight, chest up, the body a little higher.
        hang({ torso: -12, spine: -12, armNear: [148, 0], neck: -5 }),
      ],
    },
    incorrect: {
      frames: [hang({ neck: 12 }), hang({ torso: -8, armNear: [120, 55] })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'dead-hang': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: { frames: [hang({ legNear: [4, 8] }), hang({ legNear: [6, 12] })] },
    incorrect: {
      frames: [hang({ legNear: [40, 10] }), hang({ torso: 4, legNear: [-25, 15] })],
      fault: ['hips'],
    },
    thumbnail: 0,
  }),
  'negative-pull-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    // From the top, five seconds down to a full hang (the tempo times it).
    correct: { frames: [pulledUp(), hang()] },
    incorrect: {
      // Slow at the top, then a drop through the bottom half that jolts the legs forward.
      frames: [pulledUp(), halfway(), hang({ torso: -14, legNear: [38, 30] })],
      seconds: [2.4, 0.25, 0.8],
      holds: [0.4, 0, 0.4],
      fault: ['elbows'],
    },
    thumbnail: 0,
  }),
  'band-assisted-pull-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    // One knee bent back into the band (the band itself is not drawn).
    correct: {
      frames: [
        hang({ legNear: [8, 14], legFar: [-5, 95] }),
        pulledUp({ legNear: [14, 20], legFar: [0, 95] }),
      ],
    },
    incorrect: {
      // Half reps: the pull stops with the chin still under the bar.
      frames: [
        hang({ armNear: [150, 40], legNear: [8, 14], legFar: [-5, 95] }),
        halfway({ legNear: [10, 16], legFar: [-5, 95] }),
      ],
      fault: ['head'],
    },
    thumbnail: 1,
  }),
  'archer-pull-ups': () => ({
    props: archerBar,
    contacts: [
      { part: 'handNear', on: 'bar' },
      { part: 'handFar', on: 'bar' },
    ],
    // Seen from the front: the pull goes to the far hand (left) while the near arm straightens.
    correct: { frames: [archer(0, -211), archer(-22, -240)] },
    incorrect: {
      // The assisting (near) arm bends to share the load: a lopsided wide pull-up.
      frames: [archer(0, -211), archer(-8, -236)],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'tuck-front-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        hang({ torso: -20, legNear: [...TUCK], ankleNear: 30 }),
        // Back level, face up, straight arms pressing the bar towards the hips.
        hang({ torso: -90, armNear: [72, 0], legNear: [...TUCK], ankleNear: 30, neck: 10 }),
      ],
    },
    incorrect: {
      frames: [
        hang({ torso: -20, legNear: [...TUCK], ankleNear: 30 }),
        hang({ torso: -80, armNear: [75, 80], legNear: [...TUCK], ankleNear: 30, neck: 10 }),
      ],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'tuck-back-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        // Inverted, tucked, arms along the body.
        hang({ torso: 180, armNear: [-10, 0], legNear: [...TUCK], ankleNear: 30 }),
        // Face down and level, the straight arms behind the body.
        hang({ torso: 90, armNear: [-45, 0], legNear: [...TUCK], ankleNear: 30, neck: -10 }),
      ],
    },
    incorrect: {
      frames: [
        hang({ torso: 180, armNear: [-10, 0], legNear: [...TUCK], ankleNear: 30 }),
        hang({ torso: 95, armNear: [-65, 55], legNear: [...TUCK], ankleNear: 30, neck: -10 }),
      ],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'skin-the-cat': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        hang(),
        // Tucked and upside down, then on round into the German hang, and back the same way.
        hang({ torso: 180, armNear: [5, 0], legNear: [...TUCK], ankleNear: 30 }),
        hang({ torso: 40, armNear: [-110, 0], legNear: [30, 20], ankleNear: 30, neck: -10 }),
        hang({ torso: 180, armNear: [5, 0], legNear: [...TUCK], ankleNear: 30 }),
      ],
      seconds: [2, 1.5, 1.5, 2],
      holds: [0.6, 0.2, 0.8, 0.2],
    },
    incorrect: {
      // Swinging to get over: an arched swing back, then a kick of straight legs.
      frames: [
        hang({ torso: 8, spine: -16, legNear: [-30, 10] }),
        hang({ torso: -60, armNear: [120, 0], legNear: [110, 0], ankleNear: 30 }),
        hang({ torso: 180, armNear: [5, 0], legNear: [20, 0], ankleNear: 30 }),
      ],
      seconds: [0.5, 0.5, 1.4],
      fault: ['hips'],
    },
    thumbnail: 2,
  }),
}
