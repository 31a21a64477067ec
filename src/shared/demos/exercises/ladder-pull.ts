// Demonstrations of the exercises added for the skill ladders, pull side
// (src/server/catalogue/ladder-exercises-pull.ts); docs/demos.md explains the pose data.
import type { Demo, Prop } from '../demo'
import { BODY, type Pose, solvePose } from '../skeleton'
import { BENCH, dragonFlag, on } from './core'
import { BAR, handOnBar, hang, onBar } from './pull'

// ---------------------------------------------------------------------------------------------
// Levers: hanging from the bar by straight arms, the body horizontal. Front levers face up with
// the head towards the bar (left); back levers face down with the head to the right. The arms
// point from the shoulders to a bar above the body's balance point, so the longer the lever,
// the further towards the hips the bar sits.
// ---------------------------------------------------------------------------------------------

/**
 * A front lever: `torso` -90 is level, face up (towards 0 the hips drop below the shoulders);
 * `arm` the shoulder's flexion.
 */
const frontLever = (torso: number, arm: number, extra: Partial<Pose> = {}): Pose =>
  hang({ torso, armNear: [arm, 0], legNear: [0, 0], ankleNear: 60, neck: 10, ...extra })

/**
 * A back lever: `torso` 90 is level, face down (towards 0 the hips drop below the shoulders);
 * `arm` the shoulder's extension (negative).
 */
const backLever = (torso: number, arm: number, extra: Partial<Pose> = {}): Pose =>
  hang({ torso, armNear: [arm, 0], legNear: [0, 0], ankleNear: 60, neck: -10, ...extra })

/** Advanced tuck: the hips open to a right angle, the thighs square to the flat back. */
const ADVANCED_TUCK = [90, 95] as const

// ---------------------------------------------------------------------------------------------
// Muscle-ups: from the hang, a high pull to the chest, the chest over the bar (the bottom of a
// dip on the bar), then a straight-arm support with the bar at the hips.
// ---------------------------------------------------------------------------------------------

/**
 * On the bar by the near hand with the shoulders' centre at (`x`, `y`): the arm reaches the bar
 * from there, so the hand stays on it through every frame and in between.
 */
const onBarFrom = (x: number, y: number, extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: { reach: { x: BAR[0], y: BAR[1] } },
  legNear: [8, 14],
  ankleNear: 25,
  anchor: { part: 'shoulder', at: [x, y] },
  ...extra,
})
// The shoulders travel round the bar, never through it: behind it on the way up, ahead of it
// over the top and on the way down, so every in-between frame keeps the arms human.
/** A straight-arm hang, the shoulders a little ahead of the bar, ready to pull. */
const hangFrom = (extra: Partial<Pose> = {}) => onBarFrom(8, BAR[1] + 62.9, extra)
/** Chest to the bar: the shoulders level with it, the elbows driven down behind the body. */
const chestToBar = (extra: Partial<Pose> = {}) =>
  onBarFrom(-20, BAR[1] - 4, { torso: -16, spine: -6, neck: -8, legNear: [16, 22], ...extra })
/** The transition: the chest over the bar, the elbows bent behind, the hips still under it. */
const overTheBar = (extra: Partial<Pose> = {}) =>
  onBarFrom(12, BAR[1] - 20, { torso: 34, neck: 8, legNear: [40, 30], ...extra })
/** Straight-arm support above the bar, the bar at the hips, leaning forward over it. */
const supportOnBar = (extra: Partial<Pose> = {}) =>
  onBarFrom(18, BAR[1] - 60.8, { torso: 18, neck: 5, legNear: [24, 10], ankleNear: 35, ...extra })

// ---------------------------------------------------------------------------------------------
// One-arm pull-ups, seen from the front: the near hand (right of the picture) on the bar, the
// free arm by the side.
// ---------------------------------------------------------------------------------------------

const ONE_ARM_GRIP = [10, BAR[1]] as const
const oneArmBar: Prop[] = [{ kind: 'bar', at: ONE_ARM_GRIP }]
/** The near shoulder at (`x`, `y`), the near hand on the bar (the elbow bends where it must). */
const oneArm = (x: number, y: number, extra: Partial<Pose> = {}): Pose => ({
  view: 'front',
  torso: 0,
  neck: 0,
  armNear: { reach: { x: ONE_ARM_GRIP[0], y: ONE_ARM_GRIP[1] } },
  armFar: [12, 20],
  legNear: [3, 4],
  ankleNear: 30,
  anchor: { part: 'shoulderNear', at: [x, y] },
  ...extra,
})
const oneArmHang = (extra: Partial<Pose> = {}) => oneArm(4, BAR[1] + 63, extra)
const oneArmTop = (extra: Partial<Pose> = {}) =>
  oneArm(-6, BAR[1] + 10, { torso: -10, neck: -8, ...extra })

// ---------------------------------------------------------------------------------------------
// Flags, seen from the front: a pole on the left, the top hand pulling above, the bottom hand
// pushing below; the near (top) shoulder is the one towards the top hand.
// ---------------------------------------------------------------------------------------------

const POLE_X = 0
const pole: Prop[] = [{ kind: 'pole', x: POLE_X, top: -250 }]
const handsOnPole = [on('handNear', 'pole'), on('handFar', 'pole')]
/** An arm's reach, shoulder to the gripping hand, a little short of locked. */
const ARM = BODY.upperArm + BODY.forearm + BODY.hand - 0.4
type Legs = Pick<Pose, 'legNear' | 'legFar'>
/**
 * On the pole with the shoulders' centre at `shoulder` and the body turned by `torso` (-90 level
 * with the head to the pole; 180 upside down): the top hand grips above the near shoulder, the
 * bottom hand below the far one, where straight arms reach.
 */
const flag = (
  torso: number,
  shoulder: readonly [number, number],
  legs: Legs = { legNear: [0, 0], legFar: [0, 0] },
): Pose => {
  const base: Pose = {
    view: 'front',
    torso,
    armNear: [0, 0],
    ankleNear: 40,
    anchor: { part: 'shoulder', at: shoulder },
    ...legs,
  }
  const { points } = solvePose(base)
  const along = (at: readonly [number, number], length: number, sign: 1 | -1) =>
    at[1] + sign * Math.sqrt(Math.max(length ** 2 - (at[0] - POLE_X) ** 2, 0))
  return {
    ...base,
    armNear: { reach: { x: POLE_X, y: along(points.shoulderNear, ARM, -1) } },
    armFar: { reach: { x: POLE_X, y: along(points.shoulderFar, ARM, 1) } },
  }
}
/** The human flag: the shoulders out from the pole, the body level at `torso` -90. */
const humanFlag = (torso: number, legs?: Legs) => flag(torso, [44, -150], legs)
/** Knees pulled in: both thighs up towards the top hand's side, the shins folded back. */
const tuckedLegs: Legs = { legNear: [135, 140], legFar: [-100, 150] }

export const ladderPullDemos: Record<string, () => Demo> = {
  'advanced-tuck-back-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        backLever(84, -42, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
        // Face down and level, the thighs straight down, the back flat.
        backLever(90, -40, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
      ],
    },
    incorrect: {
      // The hips sag below the shoulders.
      frames: [
        backLever(84, -42, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
        backLever(68, -52, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'back-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: { frames: [backLever(86, -32), backLever(90, -30)] },
    incorrect: {
      // Piking: the hips bend and the legs drop out of the line.
      frames: [backLever(86, -32), backLever(98, -36, { legNear: [32, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'advanced-tuck-front-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        frontLever(-84, 66, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
        // Back flat and level, face up, thighs square to it.
        frontLever(-90, 64, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
      ],
    },
    incorrect: {
      frames: [
        frontLever(-84, 66, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
        frontLever(-68, 72, { legNear: [...ADVANCED_TUCK], ankleNear: 30 }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'one-leg-front-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      frames: [
        frontLever(-85, 62, { legFar: [...ADVANCED_TUCK] }),
        // One leg straight in line, the other (far) tucked.
        frontLever(-90, 60, { legFar: [...ADVANCED_TUCK] }),
      ],
    },
    incorrect: {
      // The straight leg droops below the body, dragging the hips down.
      frames: [
        frontLever(-85, 62, { legFar: [...ADVANCED_TUCK] }),
        frontLever(-76, 64, { legNear: [-28, 0], legFar: [...ADVANCED_TUCK] }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'straddle-front-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      // Seen from the side the legs part: the far leg a little off the near one's line.
      frames: [frontLever(-85, 60, { legFar: [10, 0] }), frontLever(-90, 58, { legFar: [10, 0] })],
    },
    incorrect: {
      // Piking: the hips drop while the legs stay up.
      frames: [
        frontLever(-85, 60, { legFar: [10, 0] }),
        frontLever(-70, 64, { legNear: [22, 0], legFar: [30, 0] }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'front-lever': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: { frames: [frontLever(-86, 57), frontLever(-90, 55)] },
    incorrect: {
      // The hips sag: the body bends below the line, the legs lower than the shoulders.
      frames: [frontLever(-86, 57), frontLever(-74, 60, { legNear: [-14, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'chest-to-bar-pull-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: { frames: [hangFrom(), chestToBar()] },
    incorrect: {
      // Stopping with the chin just over the bar: the chest never reaches it.
      frames: [hangFrom(), onBarFrom(-14, BAR[1] + 9, { torso: -12, legNear: [14, 20] })],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'muscle-up-negatives': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      // From the support, slowly down through the transition to a hang; then back up.
      frames: [supportOnBar(), overTheBar(), chestToBar(), hangFrom()],
      seconds: [1.6, 1.4, 2, 1.2],
      holds: [0.6, 0, 0, 0.4],
    },
    incorrect: {
      // Dropping through the transition: slow at the top, then a fall into the hang.
      frames: [supportOnBar(), overTheBar(), hangFrom({ torso: -16, legNear: [40, 30] })],
      seconds: [2, 0.3, 1.2],
      holds: [0.6, 0, 0.4],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'muscle-ups': () => ({
    props: onBar,
    contacts: handOnBar,
    correct: {
      // A high pull to the waist, the chest over the bar, then pressed out to straight arms.
      frames: [hangFrom(), chestToBar(), overTheBar(), supportOnBar()],
      seconds: [0.7, 0.5, 0.9, 1.8],
      holds: [0.5, 0, 0, 0.6],
    },
    incorrect: {
      // Stopping in the bent-arm top: the press out to straight arms never comes.
      frames: [hangFrom(), chestToBar(), overTheBar({ torso: 30 })],
      seconds: [0.7, 0.5, 1.6],
      holds: [0.5, 0, 0.6],
      fault: ['elbows'],
    },
    thumbnail: 2,
  }),
  'one-arm-pull-up-negatives': () => ({
    props: oneArmBar,
    contacts: handOnBar,
    // From the top on one arm, five seconds down to a full hang (the tempo times it).
    correct: { frames: [oneArmTop(), oneArmHang()] },
    incorrect: {
      // Slow at the top, then a drop through the bottom half that swings the body sideways.
      frames: [
        oneArmTop(),
        oneArm(-2, BAR[1] + 40),
        oneArmHang({ torso: 10, legNear: [16, 0], legFar: [-6, 0] }),
      ],
      seconds: [2.4, 0.25, 0.8],
      holds: [0.4, 0, 0.4],
      fault: ['elbows'],
    },
    thumbnail: 0,
  }),
  'one-arm-pull-ups': () => ({
    props: oneArmBar,
    contacts: handOnBar,
    correct: { frames: [oneArmHang(), oneArmTop()] },
    incorrect: {
      // Half reps: every rep starts from bent arms, never from a full hang.
      frames: [oneArm(-2, BAR[1] + 40), oneArmTop()],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'dragon-flags': () => ({
    props: [BENCH],
    contacts: [on('shoulder', 'box'), on('handNear', 'box')],
    // Down as one straight line to just above the bench, and back up the same way.
    correct: { frames: [dragonFlag(-172), dragonFlag(-102)] },
    incorrect: {
      // Bending at the hips to lift: the legs come up ahead of the hips.
      frames: [dragonFlag(-102), dragonFlag(-150, 55)],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'vertical-flag': () => ({
    props: pole,
    contacts: handsOnPole,
    correct: {
      // Upside down beside the pole, the legs straight up: a slight sway over the bottom hand.
      frames: [flag(172, [40, -112]), flag(178, [40, -114])],
    },
    incorrect: {
      // The legs fall away from the vertical, bending the body at the hips.
      frames: [
        flag(172, [40, -112]),
        flag(166, [40, -110], { legNear: [-28, 0], legFar: [28, 0] }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'tuck-human-flag': () => ({
    props: pole,
    contacts: handsOnPole,
    correct: {
      frames: [
        humanFlag(-84, tuckedLegs),
        // Torso level out from the pole, the knees pulled in towards the chest.
        humanFlag(-90, tuckedLegs),
      ],
    },
    incorrect: {
      // The hips sag: the torso tilts down away from the pole.
      frames: [humanFlag(-84, tuckedLegs), humanFlag(-66, tuckedLegs)],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'human-flag': () => ({
    props: pole,
    contacts: handsOnPole,
    correct: { frames: [humanFlag(-84), humanFlag(-90)] },
    incorrect: {
      // The hips and legs drop below the line.
      frames: [humanFlag(-84), humanFlag(-72, { legNear: [-20, 0], legFar: [20, 0] })],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
}
