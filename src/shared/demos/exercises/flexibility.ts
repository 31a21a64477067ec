import type { Demo, Prop } from '../demo'
import { ANKLE_ON_FLOOR, FLOOR, type Pose } from '../skeleton'
import { on, settle } from './core'
import { ankleFor, ankleOnToes } from './legs'

const HAND_DOWN = FLOOR - 1

// ---- Kneeling on all fours -------------------------------------------------------------------

/** Where the hands are planted on all fours, ahead of the knees (at the origin). */
const HANDS_X = 50

/**
 * On all fours, the near knee at the origin, the hands planted at `handsX`. `thigh` tilts the
 * thighs (+ the hips behind the knees, − rocked forward); `torso`, `spine` and `neck` shape the back.
 */
const allFours = (
  torso: number,
  spine = 0,
  neck = 0,
  thigh = 0,
  handsX = HANDS_X,
  extra: Partial<Pose> = {},
): Pose => ({
  torso,
  spine,
  neck,
  armNear: { reach: { x: handsX, y: HAND_DOWN } },
  legNear: [torso + thigh, 90 + thigh],
  ankleNear: 55,
  anchor: { part: 'kneeNear', at: [0, FLOOR - 6] },
  ...extra,
})

/**
 * All fours with the arms just straight: the thighs tilt (the hips move forward or back over the
 * knees) until the shoulders are an arm's length from the hands. `torso` and `spine` shape the back.
 */
const straightArms = (torso: number, spine: number, neck: number, handsX = HANDS_X): Pose =>
  settle(
    (thigh) => allFours(torso, spine, neck, thigh, handsX),
    (s) => 63.8 - Math.hypot(s.points.shoulder[0] - handsX, s.points.shoulder[1] - HAND_DOWN),
    -40,
    40,
  )

// ---- Sitting and lying -----------------------------------------------------------------------

/** Sitting on the floor, legs straight ahead together, folded forward by `torso` at the hips. */
const seated = (torso: number, spine: number, arms: Pose['armNear'], neck = 0): Pose => ({
  torso,
  spine,
  neck,
  armNear: arms,
  legNear: [90 + torso, 0],
  ankleNear: 0,
  anchor: { part: 'hip', at: [0, -8] },
})

// ---- Standing --------------------------------------------------------------------------------

/** Standing, the near heel planted at the origin, soles flat. */
const stand = (torso: number, hip: number, knee: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [hip, knee],
  ankleNear: 'flat',
  armNear: [5, 10],
  anchor: { part: 'heelNear', at: [0, FLOOR] },
  ...extra,
})

// ---- The lunge family ------------------------------------------------------------------------

/** The front (near) foot flat at FRONT; the back (far) foot on its toes, the sole at BACK_FOOT. */
const FRONT = 55
const BACK_FOOT = 12

/** A long lunge: hips at `hip`, back ankle at `backX` on its toes, upper body as told. */
const lunge = (hip: readonly [number, number], backX: number, extra: Partial<Pose>): Pose => {
  const pose: Pose = {
    torso: 60,
    legNear: { reach: { x: FRONT, y: ANKLE_ON_FLOOR } },
    ankleNear: 'flat',
    legFar: { reach: { x: backX, y: ankleOnToes(BACK_FOOT) } },
    armNear: [60, 0],
    anchor: { part: 'hip', at: hip },
    ...extra,
  }
  return { ...pose, ankleFar: ankleFor(pose, 'Far', BACK_FOOT) }
}
const BACK_X = -80

/** Upper body of the world's greatest stretch: the far hand on the floor inside the front foot. */
const farHandDown = (x: number): Pose['armFar'] => ({ reach: { x, y: HAND_DOWN } })

// ---- Props -----------------------------------------------------------------------------------

const WALL_BEHIND = -55
const BAR = [0, -242] as const
/** Hanging from the bar by the near hand (pull.ts's hang). */
const hang = (extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: [6, 10],
  ankleNear: 30,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
})
const TUCK = [135, 145] as const

/** Blocks under the hands beside the front foot (a low box), for the front split. */
const BLOCK = { kind: 'box', x: 18, width: 22, height: 30 } as const
/** The hands on the blocks. */
const onBlock: Pose['armNear'] = { reach: { x: 29, y: -BLOCK.height - 1 } }
/**
 * Front split on the way down: the front (near) ankle at `frontX` (flat when close, on its heel
 * when far), the back (far) leg long behind, its instep down at `backX`; the hips sink until
 * the back knee rests on the floor.
 */
const split = (frontX: number, backX: number, torso: number, arms: Pose['armNear']): Pose =>
  settle(
    (hipY) => {
      const pose: Pose = {
        torso,
        neck: -10,
        armNear: arms,
        legNear: { reach: { x: frontX, y: frontX > 60 ? FLOOR - 6 : ANKLE_ON_FLOOR } },
        ankleNear: frontX > 60 ? -15 : 'flat',
        // The back foot's instep flat on the floor, the toes pointed behind.
        legFar: { reach: { x: backX, y: FLOOR - 7 } },
        ankleFar: 60,
        anchor: { part: 'hip', at: [0, hipY] },
      }
      return pose
    },
    (s) => FLOOR - 6 - s.points.kneeFar[1],
    -10,
    -80,
  )
/** The box the Jefferson curl stands on, the heels at the origin on top. */
const PLATFORM = { kind: 'box', x: -30, width: 70, height: 40 } as const
const WALL_AHEAD = 125

/** Couch stretch: the near knee on the floor by the wall behind, its shin straight up the wall. */
const couch = (torso: number, spine: number, arms: Pose['armNear'], thigh = -20): Pose => ({
  torso,
  spine,
  neck: -spine / 2,
  armNear: arms,
  legNear: [thigh + torso, thigh + 180],
  ankleNear: 50,
  legFar: { reach: { x: WALL_BEHIND + 62, y: ANKLE_ON_FLOOR } },
  ankleFar: 'flat',
  anchor: { part: 'kneeNear', at: [WALL_BEHIND + 7, FLOOR - 6] },
})

/** Bridge: hands planted by the head at HANDS, feet flat at FEET, the hips at `hip`. */
const BRIDGE_HANDS = -56
const BRIDGE_FEET = 36
const backbend = (
  hip: readonly [number, number],
  torso: number,
  spine: number,
  neck: number,
): Pose => ({
  torso,
  spine,
  neck,
  armNear: { reach: { x: BRIDGE_HANDS, y: HAND_DOWN } },
  legNear: { reach: { x: BRIDGE_FEET, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  anchor: { part: 'hip', at: hip },
})

/** Standing on the box, rolled down by `torso` and `spine`, the arms hanging straight down. */
const curl = (torso: number, spine: number, neck: number, knee = 0): Pose => ({
  torso,
  spine,
  neck,
  armNear: [torso + spine, 0],
  legNear: [torso + knee / 2, knee],
  ankleNear: 'flat',
  anchor: { part: 'heelNear', at: [0, -PLATFORM.height] },
})

/** Seen from the front: both arms out to the sides at `arms` (90: level with the shoulders). */
const armsOut = (arms: number, elbow = 0): Pose => ({
  view: 'front',
  torso: 0,
  armNear: [arms, elbow],
  legNear: [6, 0],
  anchor: { part: 'toeNear', at: [14, FLOOR] },
})

/** Leg swings: standing on the far leg (knee soft), hands on the hips, the near leg at `hip`. */
const swing = (hip: number, torso = 0, spine = 0): Pose => ({
  torso,
  spine,
  armNear: [-25, 110],
  legNear: [hip, 4],
  ankleNear: 10,
  legFar: [torso, 8],
  ankleFar: 'flat',
  anchor: { part: 'heelFar', at: [0, FLOOR] },
})

/**
 * Child's pose family: kneeling, the near knee at the origin and the shins flat behind, the hands
 * planted ahead at KNEEL_HANDS. `thigh` is the thighs' direction from the hips to the knees (0:
 * upright on all fours, 68: sitting back on the heels).
 */
const KNEEL_HANDS = 72
const kneelFold = (thigh: number, torso: number, spine: number, neck: number): Pose => ({
  torso,
  spine,
  neck,
  armNear: { reach: { x: KNEEL_HANDS, y: HAND_DOWN } },
  // The shin lies flat behind the knee: the knee closes as the thigh tilts.
  legNear: [thigh + torso, thigh + 90],
  ankleNear: 60,
  anchor: { part: 'kneeNear', at: [0, FLOOR - 6] },
})

/**
 * Pigeon: the front (near) knee on the floor ahead at the origin, the thigh sloping down to it
 * and the shin folded back under the hips; the back (far) leg long behind on the floor.
 */
const PIGEON_THIGH = 76
const pigeon = (
  torso: number,
  spine: number,
  hands: number,
  back: Pose['legFar'] = { reach: { x: -100, y: FLOOR - 2.5 } },
): Pose => ({
  torso,
  spine,
  neck: torso > 45 ? 15 : -10,
  armNear: { reach: { x: hands, y: HAND_DOWN } },
  legNear: [PIGEON_THIGH + torso, 160],
  ankleNear: 60,
  legFar: back,
  ankleFar: 60,
  anchor: { part: 'kneeNear', at: [30, FLOOR - 6.5] },
})

/** Calf stretch: the near (back) leg straight, its heel planted, the body leaning `lean` to the wall. */
const calf = (lean: number, heelUp = 0): Pose => ({
  torso: lean,
  neck: -10,
  armNear: { reach: { x: WALL_AHEAD - 1, y: -128 } },
  legNear: [0, 0],
  ankleNear: heelUp ? heelUp : 'flat',
  legFar: { reach: { x: 68, y: ANKLE_ON_FLOOR } },
  ankleFar: 'flat',
  anchor: heelUp ? { part: 'toeNear', at: [19, FLOOR] } : { part: 'heelNear', at: [0, FLOOR] },
})

const wallAhead: Prop[] = [{ kind: 'wall', x: WALL_AHEAD }]

export const flexibilityDemos: Record<string, () => Demo> = {
  'worlds-greatest-stretch': () => ({
    props: [],
    contacts: [on('handFar'), on('heelNear'), on('toeFar')],
    correct: {
      frames: [
        // The near elbow drops to the front instep...
        lunge([0, -42], BACK_X, {
          torso: 62,
          spine: 22,
          armNear: { reach: { x: FRONT - 12, y: FLOOR - 14 } },
          armFar: farHandDown(44),
        }),
        // ...then the near arm rotates up to the ceiling, the eyes following it...
        lunge([0, -30], BACK_X, {
          torso: 52,
          spine: -10,
          neck: -30,
          armNear: [200, 0],
          armFar: farHandDown(36),
        }),
        // ...then the hips shift back onto a straight front leg for the hamstring.
        lunge([-22, -60], BACK_X, {
          torso: 80,
          spine: 18,
          legNear: { reach: { x: FRONT, y: ANKLE_ON_FLOOR } },
          armNear: farHandDown(30),
          armFar: farHandDown(30),
        }),
      ],
      seconds: [1.6, 1.6, 1.6],
      holds: [0.8, 1.2, 1.2],
    },
    incorrect: {
      // Rushed: the positions are flicked through and the arm is flung only halfway up.
      frames: [
        lunge([0, -44], BACK_X, {
          torso: 62,
          spine: 26,
          armNear: { reach: { x: FRONT - 12, y: FLOOR - 14 } },
          armFar: farHandDown(48),
        }),
        lunge([0, -44], BACK_X, {
          torso: 62,
          spine: 26,
          neck: 10,
          armNear: [150, 30],
          armFar: farHandDown(48),
        }),
      ],
      seconds: [0.3, 0.3],
      holds: [0, 0],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'pancake-stretch': () => ({
    props: [],
    contacts: [on('hip'), on('heelNear')],
    correct: {
      frames: [
        seated(12, 0, { reach: { x: 40, y: HAND_DOWN } }),
        // Hinged from the hips, the back long, the hands walked far out in front.
        seated(74, 6, { reach: { x: 112, y: HAND_DOWN } }, -10),
      ],
    },
    incorrect: {
      // The back rounds to reach further while the hips stay upright.
      frames: [
        seated(12, 0, { reach: { x: 40, y: HAND_DOWN } }),
        seated(24, 58, { reach: { x: 84, y: HAND_DOWN } }, 30),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  bridge: () => ({
    props: [],
    contacts: [on('handNear'), on('heelNear'), on('toeNear')],
    correct: {
      // From the back, hands by the ears, press up to straight arms with the chest over the hands.
      frames: [backbend([9, -8], -90, 0, 0), backbend([0, -80], -92, -55, -35)],
    },
    incorrect: {
      // All the bend in the lower back: hips thrust high, shoulders behind the hands, arms bent.
      frames: [backbend([9, -8], -90, 0, 0), backbend([10, -82], -124, -8, -20)],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'german-hang': () => ({
    props: [{ kind: 'bar', at: BAR }],
    contacts: [on('handNear', 'bar')],
    correct: {
      frames: [
        // Tucked and upside down, then the feet lower behind into the German hang.
        hang({ torso: 180, armNear: [5, 0], legNear: [...TUCK] }),
        hang({ torso: 40, armNear: [-110, 0], legNear: [30, 20], neck: -10 }),
      ],
    },
    incorrect: {
      // Bending the elbows: the arms give instead of the shoulders opening.
      frames: [
        hang({ torso: 180, armNear: [5, 0], legNear: [...TUCK] }),
        hang({ torso: 45, armNear: [-100, 60], legNear: [30, 20], neck: -10 }),
      ],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'shoulder-dislocates': () => ({
    props: [],
    contacts: [on('toeNear')],
    // From the front: the band held wide in front of the hips, lifted overhead on straight arms
    // (and on behind the body: the same picture from the front).
    correct: { frames: [armsOut(30), armsOut(158)] },
    incorrect: {
      // The elbows bend to get the band through.
      frames: [armsOut(30), armsOut(140, 80)],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'deep-squat-hold': () => ({
    props: [],
    contacts: [on('heelNear'), on('toeNear')],
    correct: {
      frames: [
        stand(25, 80, 90, { armNear: [90, 20] }),
        // All the way down, heels flat, chest up, the elbows pressing the knees out.
        stand(40, 155, 150, { armNear: [60, 125], spine: -8, neck: -20 }),
      ],
    },
    incorrect: {
      // The heels rise off the floor.
      frames: [
        stand(25, 80, 90, { armNear: [90, 20] }),
        stand(40, 150, 150, {
          armNear: [60, 125],
          spine: -8,
          neck: -20,
          ankleNear: 30,
          anchor: { part: 'toeNear', at: [19, FLOOR] },
        }),
      ],
      fault: ['feet'],
      contacts: [on('toeNear')],
    },
    thumbnail: 1,
  }),
  'pike-stretch': () => ({
    props: [],
    contacts: [on('hip'), on('heelNear')],
    correct: {
      frames: [
        seated(5, 0, [95, 0]),
        // Folded from the hips, chest towards the thighs, hands at the feet.
        seated(62, 8, { reach: { x: 92, y: -22 } }, 10),
      ],
    },
    incorrect: {
      // The upper back rounds to reach the toes; the hips stay upright.
      frames: [seated(5, 0, [95, 0]), seated(22, 66, { reach: { x: 92, y: -14 } }, 35)],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'couch-stretch': () => ({
    props: [{ kind: 'wall', x: WALL_BEHIND }],
    contacts: [on('kneeNear'), on('ankleNear', 'wall'), on('heelFar')],
    correct: {
      frames: [
        // Leaning forward, hands on the front knee, then upright with the glute squeezed.
        couch(35, 0, [60, 40]),
        couch(0, 0, [-15, 100], -24),
      ],
    },
    incorrect: {
      // Sitting up by arching the lower back: the pelvis tips forward, the ribs flare.
      frames: [couch(35, 0, [60, 40]), couch(20, -38, [-15, 100])],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'cat-cow': () => ({
    props: [],
    contacts: [on('handNear'), on('kneeNear')],
    correct: {
      // Cow: belly down, chest and tailbone up. Cat: the whole back rounded, chin tucked.
      frames: [straightArms(98, -40, -30), straightArms(62, 45, 40)],
      seconds: [2.5, 2.5],
      holds: [0.6, 0.6],
    },
    incorrect: {
      // Only the neck moves; the back stays flat.
      frames: [straightArms(78, 0, -45), straightArms(78, 0, 45)],
      fault: ['head'],
      seconds: [2.5, 2.5],
      holds: [0.6, 0.6],
    },
    thumbnail: 1,
  }),
  'wrist-prep': () => ({
    props: [],
    contacts: [on('handNear'), on('kneeNear')],
    correct: {
      // Rocking gently back and forward over the planted hands.
      frames: [allFours(70, 0, 0, 12), allFours(82, 0, -5, -14, HANDS_X)],
      seconds: [1.5, 1.5],
      holds: [0.5, 0.8],
    },
    incorrect: {
      // Forcing a deep lean: the shoulders far past the hands.
      frames: [allFours(70, 0, 0, 12), allFours(92, 0, -15, -28)],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'front-split-stretch': () => ({
    props: [BLOCK],
    contacts: [on('kneeFar'), on('handNear', 'box')],
    correct: {
      // Half-kneeling, hands on the blocks; then the front heel and the back knee slide apart.
      frames: [split(45, -50, 26, onBlock), split(70, -76, 38, onBlock)],
    },
    incorrect: {
      // No support: the hands leave the blocks and the whole bodyweight drops into the split.
      frames: [split(45, -50, 26, onBlock), split(80, -86, 0, [75, 10])],
      fault: ['hips'],
      contacts: [on('kneeFar')],
    },
    thumbnail: 1,
  }),
  'jefferson-curls': () => ({
    props: [PLATFORM],
    contacts: [on('heelNear', 'box'), on('toeNear', 'box')],
    correct: {
      // Down from the head, one segment at a time; back up from the lower back, head last.
      frames: [curl(0, 0, 0), curl(12, 45, 45), curl(78, 70, 40), curl(40, 70, 45)],
      seconds: [2, 2, 2, 2],
      holds: [0.4, 0, 1, 0],
    },
    incorrect: {
      // Bending the knees to reach further.
      frames: [curl(0, 0, 0), curl(70, 60, 40, 50)],
      fault: ['knees'],
    },
    thumbnail: 2,
  }),
  'arm-circles': () => ({
    props: [],
    contacts: [on('toeNear')],
    // From the front: the straight arms circle around shoulder height.
    correct: {
      frames: [armsOut(90), armsOut(106), armsOut(90), armsOut(74)],
      seconds: [0.4, 0.4, 0.4, 0.4],
      holds: [0, 0, 0, 0],
    },
    incorrect: {
      // Flailing: fast, full swings that throw the body about.
      frames: [armsOut(20, 30), armsOut(175, 20)],
      seconds: [0.25, 0.25],
      holds: [0, 0],
      fault: ['shoulders'],
    },
    thumbnail: 1,
  }),
  'leg-swings': () => ({
    props: [],
    contacts: [on('heelFar'), on('toeFar')],
    // Hands on the hips, the near leg swings straight from behind to in front, tall and still.
    correct: { frames: [swing(-30), swing(65)], seconds: [0.7, 0.7], holds: [0.1, 0.1] },
    incorrect: {
      // Kicking wildly: full range from the first swing, the back rounding and arching with it.
      frames: [swing(-45, -8, -12), swing(115, 10, 25)],
      seconds: [0.35, 0.35],
      holds: [0, 0],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'childs-pose': () => ({
    props: [],
    contacts: [on('kneeNear'), on('handNear')],
    correct: {
      // From all fours with the hands walked forward, the hips sink back towards the heels.
      frames: [kneelFold(0, 78, 0, -10), kneelFold(68, 100, -5, 11)],
    },
    incorrect: {
      // The hips stay high off the heels.
      frames: [kneelFold(0, 78, 0, -10), kneelFold(20, 100, -5, 20)],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'pigeon-stretch': () => ({
    props: [],
    contacts: [on('kneeNear'), on('kneeFar'), on('handNear')],
    correct: {
      // Upright on straight arms over the folded front leg, then folded forward over it.
      frames: [pigeon(25, -5, 20), pigeon(75, 0, 100)],
    },
    incorrect: {
      // Rolled onto the front hip: the hips turn open and the back knee lifts and bends.
      frames: [pigeon(25, -5, 20), pigeon(30, 10, 24, [-60, 90])],
      fault: ['hips'],
      contacts: [on('kneeNear'), on('handNear')],
    },
    thumbnail: 1,
  }),
  'calf-stretch': () => ({
    props: wallAhead,
    contacts: [on('heelNear'), on('toeNear'), on('handNear', 'wall')],
    correct: { frames: [calf(26), calf(34)] },
    incorrect: {
      // The back heel lifts off the floor.
      frames: [calf(26), calf(34, 30)],
      fault: ['feet'],
      contacts: [on('toeNear'), on('handNear', 'wall')],
    },
    thumbnail: 1,
  }),
}
