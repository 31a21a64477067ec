// Demonstrations of the exercises added for the skill ladders, push side
// (src/server/catalogue/ladder-exercises-push.ts); docs/demos.md explains the pose data.
// Holds sway a little between their two frames (breathing, small balance corrections); the
// balances are posed with the body's weight over the hands.
import { type Contact, type Demo, type Prop, once } from '../demo'
import { ANKLE_ON_FLOOR, FLOOR, type Point, type Pose, dir, solvePose } from '../skeleton'
import { above, on, settle } from './core'

const HAND_DOWN = FLOOR - 1
const HANDS_DOWN: Point = [0, HAND_DOWN]
const handOnFloor: Contact = on('handNear')

// ---- Planche ---------------------------------------------------------------------------------

/** A parallette's grip under the near hand (core.ts's L-sits use the same height). */
const GRIP: Point = [0, -26]
const parallettes: Prop[] = [{ kind: 'parallettes', at: GRIP }]

/**
 * Balanced on straight arms on the parallettes, facing right: each arm tilted `by` degrees behind
 * the vertical (the shoulders ahead of the hands), the body level at `torso` 90.
 */
const planche = (
  torso: number,
  by: number,
  leg: Pose['legNear'],
  extra: Partial<Pose> = {},
): Pose => {
  const spine = extra.spine ?? 0
  return {
    torso,
    neck: -15,
    armNear: [torso + spine - by, 0],
    legNear: leg,
    // Toes pointed, in line with the legs.
    ankleNear: 58,
    anchor: { part: 'handNear', at: GRIP },
    ...extra,
  }
}

// ---- Upside down -----------------------------------------------------------------------------

/** Upside down on straight arms, hands planted at the origin, facing left (-x) (balance.ts). */
const handstand = (extra: Partial<Pose> = {}): Pose => ({
  torso: 178,
  armNear: [178, 0],
  legNear: [0, 0],
  ankleNear: 10,
  anchor: { part: 'handNear', at: HANDS_DOWN },
  ...extra,
})

/** The pose moved along the floor so its toes touch a wall at `wallX` (balance.ts). */
const toesTo = (wallX: number, pose: Pose): Pose => {
  const dx = wallX - solvePose(pose).points.toeNear[0]
  return { ...pose, anchor: { ...pose.anchor, at: [pose.anchor.at[0] + dx, pose.anchor.at[1]] } }
}
const WALL = -40

/** The wall plank: arms vertical under the shoulders, the body sloping up to the toes on the wall. */
const wallPlank = (torso: number, extra: Partial<Pose> = {}): Pose =>
  toesTo(
    WALL,
    handstand({ torso, armNear: [torso + (extra.spine ?? 0), 0], ankleNear: 35, ...extra }),
  )

/** Standing in a lunge, arms overhead, the front (near) foot flat at `x`: a kick-up's start. */
const lunge = (x: number): Pose => ({
  torso: 12,
  armNear: [172, 0],
  legNear: [40, 35],
  ankleNear: 'flat',
  legFar: [-28, 0],
  ankleFar: 35,
  anchor: { part: 'heelNear', at: [x, FLOOR] },
})
/** Hands just planted: the front leg still pushing off the floor, the back leg swinging up. */
const kick = (torso: number, swing: number): Pose =>
  handstand({
    torso,
    armNear: [torso, 0],
    legNear: { reach: { x: -62, y: ANKLE_ON_FLOOR } },
    ankleNear: 'flat',
    legFar: [swing, 0],
    ankleFar: 30,
  })

/** The tripod headstand: the top of the head on the floor, hands behind it (balance.ts). */
const tripod = (leg: Pose['legNear'], extra: Partial<Pose> = {}): Pose => ({
  torso: 180,
  armNear: { reach: { dx: -30, y: HAND_DOWN } },
  legNear: leg,
  ankleNear: 30,
  anchor: { part: 'head', at: [0, FLOOR - 11] },
  ...extra,
})

/** Tuck headstand set-up: the hips nearly over the head, the toes walked in on the floor. */
const TUCK_SETUP = once(() =>
  tripod({ reach: { dx: -45, y: ANKLE_ON_FLOOR - 11 } }, { torso: 160, ankleNear: 40 }),
)

// ---- One-arm push-ups ------------------------------------------------------------------------

const HANDS_X = 138
/**
 * Face down from the toes at the origin to the near hand planted at (`x`, `y`) (push.ts); the
 * free (far) hand rests on the lower back.
 */
const oneArmLine = (torso: number, x: number, y: number, extra: Partial<Pose> = {}): Pose => {
  const pose: Pose = {
    torso,
    legNear: [0, 0],
    ankleNear: 12,
    armNear: { reach: { x, y } },
    anchor: { part: 'toeNear', at: [0, FLOOR] },
    ...extra,
  }
  const { hip, midBack } = solvePose(pose).points
  // A third of the way up the lower back, on its surface (the torso is drawn about 20 cm thick).
  const [nx, ny] = dir(270 - torso)
  const back: Point = [
    hip[0] + (midBack[0] - hip[0]) / 3 + nx * 10,
    hip[1] + (midBack[1] - hip[1]) / 3 + ny * 10,
  ]
  return { ...pose, armFar: { reach: { x: back[0], y: back[1] } } }
}
const BOX = { kind: 'box', x: 100, width: 50, height: 45 } as const
const onFloor = (torso: number, extra: Partial<Pose> = {}) =>
  oneArmLine(torso, HANDS_X, HAND_DOWN, extra)
const onBox = (torso: number, extra: Partial<Pose> = {}) =>
  oneArmLine(torso, 118, FLOOR - BOX.height - 1, extra)
/** The hips piked up, the arm half bent: the shoulder 50 cm from the planted hand. */
const ONE_ARM_PIKE = once(() =>
  settle(
    (torso) => onFloor(torso, { legNear: [38, 0] }),
    (s) => 50 - Math.hypot(s.points.shoulder[0] - HANDS_X, s.points.shoulder[1] - HAND_DOWN),
    70,
    110,
  ),
)

// ---- Elbow lever -----------------------------------------------------------------------------

/** The elbow lever: forearms upright under the belly, the trunk level on the hands (balance.ts). */
const elbowLever = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  neck: -15,
  armNear: [8, torso - 8],
  legNear: [155, 150],
  ankleNear: 30,
  anchor: { part: 'handNear', at: HANDS_DOWN },
  ...extra,
})

// ---- Sitting on the hands --------------------------------------------------------------------

/**
 * The straddle L-sit from the front: hands on two parallettes, the straight legs spread wide
 * (`legs` swings each out from hanging) at the height of the hips.
 */
/** Each hand's parallette, this far either side of the middle. */
const STRADDLE_HAND_X = 20
const straddleParallettes: Prop[] = [
  { kind: 'parallettes', at: [STRADDLE_HAND_X, GRIP[1]] },
  { kind: 'parallettes', at: [-STRADDLE_HAND_X, GRIP[1]] },
]
const straddleSit = (legs: number, extra: Partial<Pose> = {}): Pose => ({
  view: 'front',
  torso: 0,
  neck: 5,
  armNear: { reach: { x: STRADDLE_HAND_X, y: GRIP[1] } },
  armFar: { reach: { x: -STRADDLE_HAND_X, y: GRIP[1] } },
  legNear: [legs, 0],
  ankleNear: 40,
  anchor: { part: 'hip', at: [0, -38] },
  ...extra,
})

/**
 * Sitting on the hands on a parallette, facing right: `torso` leans back (negative), the arms
 * `by` degrees from the vertical (+ the hands ahead of the shoulders), the legs raised by `legs`.
 */
const sitOnHands = (
  torso: number,
  by: number,
  legs: Pose['legNear'],
  extra: Partial<Pose> = {},
): Pose => {
  const spine = extra.spine ?? 0
  return {
    torso,
    neck: 10,
    armNear: [torso + spine + by, 0],
    legNear: legs,
    ankleNear: 45,
    anchor: { part: 'handNear', at: GRIP },
    ...extra,
  }
}

export const ladderPushDemos: Record<string, () => Demo> = {
  'advanced-tuck-planche': () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      // The back flat and level, the knees under the hips, the heels at the seat.
      frames: [planche(92, 29.5, [92, 150]), planche(90, 29, [94, 150])],
    },
    incorrect: {
      // Rounding back into a tuck: the knees come to the chest and the back humps.
      frames: [planche(92, 29.5, [92, 150]), planche(100, 24, [140, 150], { spine: 30 })],
      fault: ['back'],
    },
    thumbnail: 0,
  }),
  'straddle-planche': () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      frames: [planche(91, 38, [0, 0]), planche(89, 39, [0, 0])],
    },
    incorrect: {
      // The hips pike up above the shoulders.
      frames: [planche(91, 38, [0, 0]), planche(118, 34, [45, 0])],
      fault: ['hips'],
    },
    thumbnail: 0,
  }),
  planche: () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      frames: [planche(91, 41, [0, 0]), planche(89, 42, [0, 0])],
    },
    incorrect: {
      // The lower back arches and the legs hang below the line.
      frames: [planche(91, 41, [0, 0]), planche(80, 36, [-20, 0], { spine: -15 })],
      fault: ['back'],
    },
    thumbnail: 0,
  }),
  'wall-plank': () => ({
    props: [{ kind: 'wall', x: WALL }],
    contacts: [handOnFloor, on('toeNear', 'wall')],
    correct: { frames: [wallPlank(133), wallPlank(135, { spine: 3 })] },
    incorrect: {
      // The lower back sags toward the floor.
      frames: [wallPlank(133), wallPlank(118, { spine: -8, legNear: [-28, 0] })],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'handstand-kick-ups': () => ({
    props: [],
    contacts: [],
    correct: {
      // From the lunge the hands reach down, the back leg swings up and the legs meet on top,
      // then the kick leg steps down first the way it came.
      frames: [lunge(-70), kick(125, -40), handstand(), kick(140, -20)],
      seconds: [0.8, 0.6, 0.6, 0.8],
      holds: [0.5, 0, 1.2, 0],
    },
    incorrect: {
      // Kicking too hard: the legs fly past the hands and the back arches over.
      frames: [
        lunge(-70),
        kick(125, -40),
        handstand({ torso: 205, spine: -30, armNear: [175, 0], legNear: [-30, 0] }),
      ],
      seconds: [0.8, 0.5, 0.8],
      holds: [0.5, 0, 0.6],
      fault: ['feet'],
    },
    thumbnail: 1,
  }),
  'freestanding-handstand-push-ups': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      // Lowered slowly until the head nearly touches in front of the hands; the legs tip back
      // to keep the balance.
      frames: [
        handstand(),
        handstand({ torso: 195, armNear: [150, 120], legNear: [-12, 0], neck: -10 }),
      ],
    },
    incorrect: {
      // A banana: the back arches hard at the bottom.
      frames: [
        handstand(),
        handstand({ torso: 150, spine: -35, armNear: [100, 100], legNear: [-20, 10] }),
      ],
      fault: ['back'],
    },
    thumbnail: 0,
  }),
  'incline-one-arm-push-ups': () => ({
    props: [BOX],
    contacts: [on('toeNear'), on('handNear', 'box')],
    correct: { frames: [onBox(53), onBox(68)] },
    incorrect: {
      // Half reps: the chest stops far above the edge.
      frames: [onBox(53), onBox(58)],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'one-arm-push-ups': () => ({
    props: [],
    contacts: [on('toeNear'), handOnFloor],
    correct: { frames: [onFloor(71), onFloor(85)] },
    incorrect: {
      // The hips pike up as the arm bends.
      frames: [onFloor(71), ONE_ARM_PIKE()],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'tuck-elbow-lever': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      // The trunk level on the elbows, the knees tucked under the hips.
      frames: [elbowLever(90), elbowLever(92, { legNear: [158, 150] })],
    },
    incorrect: {
      // The head drops toward the floor and the hips rise.
      frames: [elbowLever(90), elbowLever(116, { neck: 10 })],
      fault: ['head'],
    },
    thumbnail: 1,
  }),
  'tuck-headstand': () => ({
    props: [],
    contacts: [on('head'), handOnFloor],
    correct: {
      // The hips stacked over the head with the toes down, then the knees tuck up.
      frames: [TUCK_SETUP(), tripod([125, 140])],
    },
    incorrect: {
      // The hips stay behind the head: the feet leave the floor and the balance tips back.
      frames: [TUCK_SETUP(), tripod([120, 140], { torso: 150 })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'straddle-l-sit': () => ({
    props: straddleParallettes,
    contacts: [on('handNear', 'parallettes'), on('handFar', 'parallettes')],
    correct: { frames: [straddleSit(82), straddleSit(85)] },
    incorrect: {
      // The heels drag on the floor.
      frames: [
        straddleSit(82),
        settle((legs) => straddleSit(legs), above('heelNear', 'toeNear'), 85, 40),
      ],
      fault: ['feet'],
    },
    thumbnail: 1,
  }),
  'v-sit-hold': () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      frames: [
        sitOnHands(-22, 12.5, [128, 0], { spine: 15 }),
        sitOnHands(-24, 12, [132, 0], { spine: 15 }),
      ],
    },
    incorrect: {
      // The knees bend to lift the legs higher.
      frames: [
        sitOnHands(-22, 12.5, [128, 0], { spine: 15 }),
        sitOnHands(-22, 12.5, [140, 80], { spine: 15 }),
      ],
      fault: ['knees'],
    },
    thumbnail: 1,
  }),
  manna: () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      // The hands behind the hips, the arms extended far back, the hips pushed forward and up,
      // the legs folded up over the chest.
      frames: [
        sitOnHands(-95, 16, [140, 0], { spine: -10 }),
        sitOnHands(-97, 15, [144, 0], { spine: -10 }),
      ],
    },
    incorrect: {
      // The hips sag toward the floor and the legs sink.
      frames: [sitOnHands(-95, 16, [140, 0], { spine: -10 }), sitOnHands(-60, 12, [115, 0])],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
}
