import { type Contact, type Demo, once } from '../demo'
import { ANKLE_ON_FLOOR, BODY, FLOOR, type Point, type Pose, solvePose } from '../skeleton'
import { rootOf } from './core'

// Face-down pressing: the toes are the anchor, the hands planted on the floor at HANDS_X (under
// the shoulders at the top of a push-up), so they stay put while the body pivots on the toes.
const HANDS_X = 138
const plankLine = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [0, 0],
  ankleNear: 12,
  armNear: { reach: { x: HANDS_X, y: FLOOR - 1 } },
  anchor: { part: 'toeNear', at: [0, FLOOR] },
  ...extra,
})

/** The same line with the hands planted at `x`. */
const handsAt = (x: number): Partial<Pose> => ({ armNear: { reach: { x, y: FLOOR - 1 } } })
/** The pose with its hands planted right under its shoulders (a faulty line's own top). */
const handsUnder = (pose: Pose): Pose => ({
  ...pose,
  ...handsAt(solvePose(pose).points.shoulder[0] + 2),
})
/** Hands planted where another pose planted them. */
const handsOf = (pose: Pose): Partial<Pose> => handsAt(solvePose(pose).points.handNear[0])

const BOX_HEIGHT = 45

/** Hands on a box (incline): the same line, the hands reaching its top. */
const inclineLine = (torso: number, extra: Partial<Pose> = {}): Pose =>
  plankLine(torso, { armNear: { reach: { x: 118, y: FLOOR - BOX_HEIGHT - 1 } }, ...extra })

/** Feet on a box (decline): the toes sit on its edge, the hands on the floor. */
const declineLine = (torso: number, extra: Partial<Pose> = {}): Pose =>
  plankLine(torso, {
    anchor: { part: 'toeNear', at: [0, FLOOR - BOX_HEIGHT] },
    ...handsAt(150),
    ...extra,
  })

/** A locked arm's length, shoulder to fingertips (a hair short, so the reach stays straight). */
const ARM = BODY.upperArm + BODY.forearm + BODY.hand - 0.01
/**
 * Archer push-ups, seen side-on: the far (working) hand planted under the chest, the near arm
 * locked straight and slid out along the floor (ahead of the shoulder in the picture).
 */
const archer = (torso: number, extra: Partial<Pose> = {}): Pose => {
  const base = plankLine(torso, { armFar: { reach: { x: HANDS_X, y: FLOOR - 1 } }, ...extra })
  const shoulder = solvePose(base).points.shoulderNear
  const height = FLOOR - 1 - shoulder[1]
  const straight = Math.sqrt(Math.max(ARM ** 2 - height ** 2, 0))
  return { ...base, armNear: { reach: { dx: straight, y: FLOOR - 1 } } }
}

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

/** Hips high, toes on the floor, hands planted ahead: the pike (`hip` closes the V). */
const PIKE_HANDS = 75
const pike = (torso: number, hip: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  neck: -10,
  armNear: { reach: { x: PIKE_HANDS, y: FLOOR - 1 } },
  legNear: [hip, 0],
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

/**
 * The plank line leaning forward over straight arms, the hands planted at HANDS_X: the arm tilts
 * `by` degrees behind the vertical, and the body pivots down until the toes touch the floor
 * (they roll onto their tips as the shoulders pass the hands). Toe-anchored, like the plank.
 */
const lean = (by: number, extra: Partial<Pose> = {}): Pose => {
  const spine = extra.spine ?? 0
  const at = (torso: number): Pose => ({
    torso,
    spine,
    legNear: [0, 0],
    ankleNear: 12 + by,
    armNear: [torso + spine - by, 0],
    anchor: { part: 'handNear', at: [HANDS_X, FLOOR - 1] },
  })
  // The tilt at which the toes just reach the floor.
  const torso = rootOf((t) => solvePose(at(t)).points.toeNear[1] - FLOOR, 60, 90)
  const toe = solvePose(at(torso)).points.toeNear
  return {
    ...at(torso),
    ...handsAt(HANDS_X),
    anchor: { part: 'toeNear', at: [toe[0], FLOOR] },
    ...extra,
  }
}
/** Where a pose's near toe is: for frames that must keep the feet where a lean put them. */
const toeOf = (pose: Pose): Point => solvePose(pose).points.toeNear

// Wall handstand push-ups: upside down facing left (-x), the back and heels to a wall behind
// (+x), the hands planted at the origin; a folded mat ahead of the hands for the head. The legs
// swing so the heels stay on the wall.
const HS_WALL = 24
const HANDS_DOWN: Point = [0, FLOOR - 1]
const MAT = { kind: 'box', x: -34, width: 30, height: 9 } as const
const handstandPress = (
  torso: number,
  arm: readonly [number, number],
  extra: Partial<Pose> = {},
): Pose => {
  const pose: Pose = {
    torso,
    armNear: arm,
    legNear: [0, 0],
    ankleNear: 20,
    anchor: { part: 'handNear', at: HANDS_DOWN },
    ...extra,
  }
  const hip = rootOf(
    (angle) => solvePose({ ...pose, legNear: [angle, 0] }).points.heelNear[0] - HS_WALL,
    -40,
    80,
  )
  return { ...pose, legNear: [hip, 0] }
}

/**
 * Tuck planche: balanced on straight arms planted at the origin, each arm tilted `by` degrees
 * behind the vertical (the shoulders ahead of the hands), the upper back rounded, knees tucked.
 */
const tuckPlanche = (
  torso: number,
  by: number,
  leg: readonly [number, number],
  extra: Partial<Pose> = {},
): Pose => ({
  torso,
  spine: 25,
  neck: -20,
  armNear: [torso + 25 - by, 0],
  legNear: leg,
  ankleNear: 40,
  anchor: { part: 'handNear', at: HANDS_DOWN },
  ...extra,
})

/** Pseudo planche push-ups: the lean's top, and its feet, which stay put as the chest lowers. */
const PSEUDO_TOP = once(() => lean(26, { spine: 8 }))
const PSEUDO_FEET = once((): Partial<Pose> => ({
  anchor: { part: 'toeNear', at: toeOf(PSEUDO_TOP()) },
}))

/** Hips sagging: the push-up's and the decline's faulty tops, hands under the shoulders. */
const SAG = once(() => handsUnder(plankLine(56, { legNear: [-22, 0] })))
const DECLINE_SAG = once(() => handsUnder(declineLine(78, { legNear: [-20, 0], spine: -12 })))

const handsAndToesDown: Contact[] = [
  { part: 'toeNear', on: 'floor' },
  { part: 'handNear', on: 'floor' },
]

export const pushDemos: Record<string, () => Demo> = {
  'push-ups': () => ({
    props: [],
    contacts: handsAndToesDown,
    correct: { frames: [plankLine(71), plankLine(86)] },
    incorrect: {
      frames: [SAG(), plankLine(74, { legNear: [-20, 0], ...handsOf(SAG()) })],
      fault: ['hips'],
    },
    thumbnail: 0,
  }),
  'incline-push-ups': () => ({
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
  }),
  'decline-push-ups': () => ({
    props: [{ kind: 'box', x: -40, width: 44, height: BOX_HEIGHT }],
    contacts: [
      { part: 'toeNear', on: 'box' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [declineLine(89), declineLine(102)] },
    incorrect: {
      // The lower back arches as the hips drop.
      frames: [
        DECLINE_SAG(),
        declineLine(96, { legNear: [-20, 0], spine: -12, ...handsOf(DECLINE_SAG()) }),
      ],
      fault: ['back'],
    },
    thumbnail: 0,
  }),
  'diamond-push-ups': () => ({
    props: [],
    contacts: handsAndToesDown,
    // Hands together under the sternum: a little further back than a push-up's.
    correct: { frames: [plankLine(71, handsAt(128)), plankLine(84, handsAt(128))] },
    incorrect: {
      // Elbows flared: seen side-on the chest stops short and the hands creep up under the face.
      frames: [plankLine(71, handsAt(150)), plankLine(80, handsAt(150))],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'archer-push-ups': () => ({
    props: [],
    contacts: [...handsAndToesDown, { part: 'handFar', on: 'floor' }],
    // The working (far) arm bends under the chest; the near arm stays locked and slides out.
    correct: { frames: [archer(71), archer(85)] },
    incorrect: {
      // The assisting arm bends to share the load.
      frames: [archer(71), archer(82, { armNear: { reach: { x: HANDS_X + 30, y: FLOOR - 1 } } })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  dips: () => ({
    props: [{ kind: 'parallelBars', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'parallelBars' }],
    correct: { frames: [dip(8, [8, 0]), dip(32, [-62, 95])] },
    incorrect: {
      frames: [dip(8, [8, 0]), dip(20, [-45, 80], { neck: 35, spine: 20 })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'support-hold': () => ({
    props: [{ kind: 'parallelBars', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'parallelBars' }],
    correct: { frames: [dip(6, [10, 0]), dip(4, [6, 0])] },
    incorrect: { frames: [dip(10, [18, 12], { neck: 40, spine: 25 })], fault: ['shoulders'] },
    thumbnail: 1,
  }),
  'pike-push-ups': () => ({
    props: [],
    contacts: handsAndToesDown,
    // Down to a triangle: the top of the head lands ahead of the hands, the hips stay high.
    correct: { frames: [pike(125, 105), pike(145, 90)] },
    incorrect: {
      // Dropping the hips turns it into a push-up.
      frames: [pike(125, 105), pike(100, 35, { neck: 0 })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'wall-handstand-push-ups': () => ({
    props: [{ kind: 'wall', x: HS_WALL }, MAT],
    contacts: [
      { part: 'handNear', on: 'floor' },
      { part: 'heelNear', on: 'wall' },
    ],
    correct: {
      // Lowered under control until the head touches down ahead of the hands (a triangle).
      frames: [handstandPress(178, [178, 0]), handstandPress(176, [145, 102], { neck: 10 })],
    },
    incorrect: {
      // Dropping onto the head: a fast collapse, the head landing between the hands.
      frames: [handstandPress(178, [178, 0]), handstandPress(176, [140, 112], { neck: 30 })],
      seconds: [0.4, 1.6],
      holds: [0.6, 0.6],
      fault: ['head'],
    },
    thumbnail: 0,
  }),
  'bench-dips': () => ({
    props: [{ kind: 'box', x: -40, width: 40, height: BOX_HEIGHT }],
    contacts: [
      { part: 'handNear', on: 'box' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: { frames: [benchDip([-25, 0]), benchDip([-70, 95], { torso: 5 })] },
    incorrect: {
      // Sinking so deep the shoulders roll forward.
      frames: [benchDip([-25, 0]), benchDip([-85, 115], { torso: 10, spine: 20, neck: 20 })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'scapular-push-ups': () => ({
    props: [],
    contacts: handsAndToesDown,
    // Straight arms; only the shoulder blades move, so the chest sinks a little and rises.
    correct: { frames: [plankLine(70.5, { spine: 6 }), plankLine(72.5, { spine: -6 })] },
    incorrect: { frames: [plankLine(71), plankLine(79)], fault: ['elbows'] },
    thumbnail: 0,
  }),
  'planche-leans': () => ({
    props: [],
    contacts: handsAndToesDown,
    // From the plank the shoulders travel forward past the planted hands, the arms locked.
    correct: { frames: [plankLine(71), lean(22, { spine: 8 })] },
    incorrect: {
      // Bending the elbows fakes the lean: the shoulders drop instead of travelling forward.
      frames: [plankLine(71), plankLine(79, handsAt(HANDS_X - 8))],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'pseudo-planche-push-ups': () => ({
    props: [],
    contacts: handsAndToesDown,
    correct: { frames: [PSEUDO_TOP(), plankLine(87, { ...PSEUDO_FEET(), ankleNear: 36 })] },
    incorrect: {
      // Losing the lean as the arms bend: the shoulders end over the hands again.
      frames: [PSEUDO_TOP(), plankLine(80, { ...PSEUDO_FEET(), ...handsAt(HANDS_X + 12) })],
      fault: ['shoulders'],
    },
    thumbnail: 0,
  }),
  'ring-dips': () => ({
    props: [{ kind: 'rings', at: DIP_BAR }],
    contacts: [{ part: 'handNear', on: 'rings' }],
    correct: { frames: [dip(8, [8, 0]), dip(32, [-62, 95])] },
    incorrect: {
      // Rings drifting wide: the arms open away from the body at the bottom.
      frames: [dip(8, [8, 0]), dip(20, [-30, 60], { neck: 20 })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'tuck-planche': () => ({
    props: [],
    contacts: [{ part: 'handNear', on: 'floor' }],
    correct: {
      frames: [
        // Leaning over straight arms, the toes still down; then the feet float up.
        tuckPlanche(75, 25, [130, 125]),
        tuckPlanche(94, 22, [140, 150]),
      ],
    },
    incorrect: {
      // Bent elbows: the knees rest on the arms, a frog stand.
      frames: [
        tuckPlanche(75, 25, [130, 125]),
        tuckPlanche(95, 0, [130, 150], { armNear: [80, 55] }),
      ],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
}
