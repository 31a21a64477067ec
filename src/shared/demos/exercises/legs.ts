import { type Contact, type Demo, once } from '../demo'
import { ANKLE_ON_FLOOR, BODY, FLOOR, type Pose, solvePose } from '../skeleton'

/** Standing on both feet, heels planted at the origin, soles flat whatever the lean. */
const stand = (torso: number, hip: number, knee: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [hip, knee],
  ankleNear: 'flat',
  armNear: [10, 15],
  anchor: { part: 'heelNear', at: [0, 0] },
  ...extra,
})

/** Arms straight ahead of the chest, level with the floor, whatever the lean. */
const armsForward = (torso: number, lift = 0): [number, number] => [90 + torso + lift, 0]

/** Split stance: the front (near) foot flat at x 32, the back (far) foot on its toes at x −48. */
const split = (hipHeight: number, backAnkle: number, torso = 0, frontX = 32): Pose => ({
  torso,
  legNear: { reach: { x: frontX, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  legFar: { reach: { x: -52, y: -16 } },
  ankleFar: backAnkle,
  armNear: [10, 20],
  anchor: { part: 'hip', at: [0, -hipHeight] },
})

/** The front (near) foot's heel lifted `lift` cm, the ankle at `ankle`: a step too short. */
const heelUp = (lift: number, ankle: number): Partial<Pose> => ({
  legNear: { reach: { x: 16, y: ANKLE_ON_FLOOR - lift } },
  ankleNear: ankle,
})

/** Bulgarian split squat: the back (far) foot's toes on the bench behind, the front foot at `frontX`. */
const bulgarian = (
  hipHeight: number,
  torso: number,
  frontX: number,
  heel?: { lift: number; ankle: number },
): Pose => {
  const pose: Pose = {
    ...split(hipHeight, 0, torso, frontX),
    legNear: { reach: { x: frontX, y: ANKLE_ON_FLOOR - (heel?.lift ?? 0) } },
    ankleNear: heel?.ankle ?? 'flat',
    legFar: { reach: { x: -70, y: -48 } },
  }
  // The back foot points down and back onto the bench, whatever the shin's angle.
  const { kneeFar, ankleFar } = solvePose(pose).points
  const shin = (Math.atan2(ankleFar[0] - kneeFar[0], ankleFar[1] - kneeFar[1]) * 180) / Math.PI
  return { ...pose, ankleFar: Math.min(shin + 150, 58) }
}

/** On the back, shoulders down at the origin, feet flat near the hips: a glute bridge. */
const bridge = (torso: number, spine = 0, extra: Partial<Pose> = {}): Pose => ({
  torso,
  spine,
  // The head rests on the floor: level, whatever the tilt of the upper back.
  neck: 180 - torso - spine - 270,
  legNear: { reach: { x: 78, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  // Arms long on the floor beside the body, towards the feet.
  armNear: [90 - (180 - torso) + 180, 0],
  anchor: { part: 'shoulder', at: [0, -9.5] },
  ...extra,
})

/**
 * One leg planted with its ankle at `foot` (the hip at `hip`), the other free: single-leg squats.
 * `free` is the free leg's angles; the arms reach forward unless given.
 */
const oneLeg = (
  hip: readonly [number, number],
  torso: number,
  free: readonly [number, number],
  extra: Partial<Pose> = {},
  foot = 0,
): Pose => ({
  torso,
  legNear: { reach: { x: foot, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  legFar: free,
  ankleFar: -5,
  armNear: armsForward(torso),
  anchor: { part: 'hip', at: hip },
  ...extra,
})

/**
 * Shrimp squat: the far leg stands (ankle at x 12), the near leg is folded behind and its foot
 * held by the near hand. `knee` places the free knee; the hand reaches the free foot's instep.
 */
const shrimp = (torso: number, hipAngle: number, anchor: Pose['anchor'], hold = true) => {
  const pose: Pose = {
    torso,
    neck: -torso / 4,
    legNear: [hipAngle, 125],
    ankleNear: 35,
    legFar: { reach: { x: 12, y: ANKLE_ON_FLOOR } },
    ankleFar: 'flat',
    armNear: [0, 0],
    armFar: armsForward(torso, -10),
    anchor,
  }
  const foot = solvePose(pose).points.ankleNear
  return {
    ...pose,
    armNear: hold ? { reach: { x: foot[0] - 2, y: foot[1] - 4 } } : armsForward(torso, -20),
  } satisfies Pose
}

const SHRIMP_TOP: Pose['anchor'] = { part: 'hip', at: [8, -92] }

const PISTOL_HALF = once(() => oneLeg([-22, -62], 30, [90, 0]))

/** Kneeling with the heels held, body straight from the knees (or bent at `hip`): Nordic curl. */
const nordic = (torso: number, hip = 0, arms: Pose['armNear'] = [20, 100]): Pose => ({
  torso,
  legNear: [hip, 90 - torso + hip],
  ankleNear: 55,
  armNear: arms,
  anchor: { part: 'kneeNear', at: [0, FLOOR - 6] },
})

/** Wall sit: back against the wall at x −9, feet flat at x `feet`, hips at `hipY`. */
const WALL_X = -9
const wallSit = (hipY: number, extra: Partial<Pose> = {}): Pose => ({
  torso: 0,
  neck: -5,
  legNear: { reach: { x: 46, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  armNear: [8, 10],
  anchor: { part: 'hip', at: [WALL_X + 8, hipY] },
  ...extra,
})

/** Calf raise on a step's edge (the step ahead of the heels), a hand on the wall ahead. */
const STEP = { kind: 'box', x: 0, width: 40, height: 16 } as const
const calf = (ankle: number, knee = 0): Pose => ({
  torso: 0,
  legNear: [knee / 2, knee],
  ankleNear: ankle,
  armNear: { reach: { x: 44, y: -128 } },
  anchor: { part: 'toeNear', at: [9, -STEP.height] },
})

/** The ankle that points a foot in direction `foot` (0 down, 90 forward), whatever the shin. */
export const ankleFor = (pose: Pose, side: 'Near' | 'Far', foot: number) => {
  const { points } = solvePose(pose)
  const [knee, ankle] = [points[`knee${side}`], points[`ankle${side}`]]
  const shin = (Math.atan2(ankle[0] - knee[0], ankle[1] - knee[1]) * 180) / Math.PI
  return shin + 90 - foot
}
/** The ankle's height when a foot pointing in direction `foot` touches the floor with its toes. */
export const ankleOnToes = (foot: number) =>
  FLOOR -
  BODY.ankleHeight * Math.cos(((foot - 90) * Math.PI) / 180) -
  BODY.toe * Math.cos((foot * Math.PI) / 180)

/** Step-ups: the far foot on the box, the near (trailing) foot behind on the floor or lifted. */
const BOX = { kind: 'box', x: 18, width: 52, height: 42 } as const
const ON_BOX: readonly [number, number] = [40, -BOX.height + ANKLE_ON_FLOOR]
const stepUp = (
  hip: readonly [number, number],
  torso: number,
  trail: Pose['legNear'],
  trailAnkle: number | 'flat' = 'flat',
): Pose => ({
  torso,
  legFar: { reach: { x: ON_BOX[0], y: ON_BOX[1] } },
  ankleFar: 'flat',
  legNear: trail,
  ankleNear: trailAnkle,
  armNear: [torso + 10, 20],
  armFar: [-10 + torso, 20],
  anchor: { part: 'hip', at: hip },
})
/** Step-ups' start: the trailing foot behind on the floor, on the ball, its toes pointing `foot`. */
const stepStart = (foot: number) => {
  const pose = stepUp([2, -82], 15, { reach: { x: -18, y: ankleOnToes(foot) } })
  return { ...pose, ankleNear: ankleFor(pose, 'Near', foot) }
}

/** Cossack squat, seen from the front: the feet wide, the hips shifted over one of them. */
const cossack = (shift: number, hipY: number, extra: Partial<Pose> = {}): Pose => ({
  view: 'front',
  torso: shift / 6,
  legNear: { reach: { x: 55, y: ANKLE_ON_FLOOR } },
  legFar: { reach: { x: -55, y: ANKLE_ON_FLOOR } },
  ankleNear: 'flat',
  armNear: [12, 10],
  anchor: { part: 'hip', at: [shift, hipY] },
  ...extra,
})

const feetOnFloor = [
  { part: 'heelNear', on: 'floor' },
  { part: 'toeNear', on: 'floor' },
] as const satisfies Contact[]

export const legsDemos: Record<string, () => Demo> = {
  squats: () => ({
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
  }),
  lunges: () => ({
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'toeFar', on: 'floor' },
    ],
    correct: { frames: [split(90, 30), split(56, -5)] },
    incorrect: {
      // A step so short that the front heel lifts as the knee shoots past the toes.
      frames: [split(90, 30, 0, 14), { ...split(62, 0, 8, 16), ...heelUp(10, -5) }],
      fault: ['feet'],
      contacts: [
        { part: 'toeNear', on: 'floor' },
        { part: 'toeFar', on: 'floor' },
      ],
    },
    thumbnail: 1,
  }),
  'bulgarian-split-squats': () => ({
    props: [{ kind: 'box', x: -112, width: 50, height: 44 }],
    contacts: [...feetOnFloor, { part: 'toeFar', on: 'box' }],
    correct: { frames: [bulgarian(82, 10, 38), bulgarian(48, 22, 38)] },
    incorrect: {
      // The front foot planted too close to the bench: the knee shoots forward, the heel lifts.
      frames: [bulgarian(84, 10, 18), bulgarian(62, 28, 18, { lift: 10, ankle: -5 })],
      fault: ['feet'],
      contacts: [
        { part: 'toeNear', on: 'floor' },
        { part: 'toeFar', on: 'box' },
      ],
    },
    thumbnail: 1,
  }),
  'box-pistol-squats': () => ({
    props: [{ kind: 'box', x: -78, width: 46, height: 44 }],
    contacts: [...feetOnFloor],
    correct: {
      frames: [oneLeg([-2, -93], 5, [35, 0]), oneLeg([-32, -52], 40, [128, 0])],
    },
    incorrect: {
      // Dropping onto the box: a fast fall that lands slumped, the free leg and arms sagging.
      frames: [
        oneLeg([-2, -93], 5, [35, 0]),
        oneLeg([-45, -52], -5, [95, 10], { spine: 30, neck: 15, armNear: [40, 30] }),
      ],
      fault: ['hips'],
      seconds: [0.35, 1.4],
    },
    thumbnail: 1,
  }),
  'pistol-squats': () => ({
    props: [],
    contacts: [...feetOnFloor],
    correct: {
      // The hips travel back before they sink: a halfway frame each way.
      frames: [
        oneLeg([-2, -93], 5, [35, 0]),
        PISTOL_HALF(),
        oneLeg([-20, -31], 42, [134, 0]),
        PISTOL_HALF(),
      ],
      seconds: [1.5, 1.5, 0.5, 0.5],
      holds: [0.4, 0, 0.2, 0],
    },
    incorrect: {
      // Collapsing into the bottom: the back rounds and the whole body drops without control.
      frames: [
        oneLeg([-2, -93], 5, [35, 0]),
        oneLeg([-22, -29], 35, [118, 10], { spine: 40, neck: 25, armNear: [100, 20] }),
      ],
      fault: ['back'],
      seconds: [0.35, 1.4],
    },
    thumbnail: 2,
  }),
  'shrimp-squats': () => ({
    props: [],
    contacts: [
      { part: 'heelFar', on: 'floor' },
      { part: 'toeFar', on: 'floor' },
    ],
    correct: {
      frames: [
        shrimp(8, -10, SHRIMP_TOP),
        shrimp(38, 25, { part: 'kneeNear', at: [-16, FLOOR - 9] }),
      ],
    },
    incorrect: {
      // Dropping the back knee hard onto the floor: a fast fall, the knee slammed down.
      frames: [
        shrimp(8, -10, SHRIMP_TOP),
        shrimp(14, 0, { part: 'kneeNear', at: [-26, FLOOR - 6] }),
      ],
      fault: ['knees'],
      seconds: [0.3, 1.5],
    },
    thumbnail: 1,
  }),
  'nordic-curl-negatives': () => ({
    props: [{ kind: 'bar', at: [-44, -13] }],
    contacts: [
      { part: 'kneeNear', on: 'floor' },
      { part: 'ankleNear', on: 'bar' },
    ],
    correct: {
      frames: [nordic(0, 0, [10, 20]), nordic(35), nordic(62, 0, [70, 40])],
      seconds: [2.5, 2.5, 1],
    },
    incorrect: {
      // Bending at the hips to shorten the lever instead of keeping the body straight.
      frames: [nordic(0, 0, [10, 20]), nordic(62, 55)],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'glute-bridges': () => ({
    props: [],
    contacts: [
      { part: 'shoulder', on: 'floor' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: { frames: [bridge(-88), bridge(-118)] },
    incorrect: { frames: [bridge(-88), bridge(-124, -22)], fault: ['back'] },
    thumbnail: 1,
  }),
  'single-leg-glute-bridges': () => ({
    props: [],
    contacts: [
      { part: 'shoulder', on: 'floor' },
      { part: 'heelNear', on: 'floor' },
    ],
    correct: {
      // The free leg straight, in line with its thigh, lifted with the hips.
      frames: [
        bridge(-88, 0, { legFar: [42, 0], ankleFar: 10 }),
        bridge(-118, 0, { legFar: [0, 0], ankleFar: 10 }),
      ],
    },
    incorrect: {
      // The lower back arches instead of the hips extending.
      frames: [
        bridge(-88, 0, { legFar: [42, 0], ankleFar: 10 }),
        bridge(-124, -22, { legFar: [0, 0], ankleFar: 10 }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'calf-raises': () => ({
    props: [STEP, { kind: 'wall', x: 44 }],
    contacts: [
      { part: 'toeNear', on: 'box' },
      { part: 'handNear', on: 'wall' },
    ],
    correct: { frames: [calf(-25), calf(45)] },
    incorrect: {
      // Bouncing through short reps: a small, quick range that never reaches either end.
      frames: [calf(0), calf(18)],
      fault: ['feet'],
      seconds: [0.25, 0.25],
      holds: [0, 0],
    },
    thumbnail: 1,
  }),
  'jump-squats': () => ({
    props: [],
    contacts: [],
    correct: {
      frames: [
        stand(35, 110, 100, { armNear: [-45, 10] }),
        stand(0, 0, 0, {
          armNear: [170, 0],
          ankleNear: 40,
          anchor: { part: 'toeNear', at: [14, -26] },
        }),
        stand(15, 45, 50, {
          armNear: [60, 10],
          ankleNear: 30,
          anchor: { part: 'toeNear', at: [14, 0] },
        }),
      ],
      seconds: [0.35, 0.45, 0.5],
      holds: [0.3, 0, 0],
    },
    incorrect: {
      // Landing stiff-legged: the knees locked as the feet hit the floor.
      frames: [
        stand(0, 0, 0, {
          armNear: [170, 0],
          ankleNear: 40,
          anchor: { part: 'toeNear', at: [14, -26] },
        }),
        stand(-3, 0, 0, {
          armNear: [100, 0],
          ankleNear: 30,
          anchor: { part: 'toeNear', at: [14, 0] },
        }),
      ],
      fault: ['knees'],
      seconds: [0.4, 0.8],
    },
    thumbnail: 1,
  }),
  'cossack-squats': () => ({
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'heelFar', on: 'floor' },
    ],
    correct: {
      frames: [cossack(0, -80), cossack(30, -40), cossack(0, -80), cossack(-30, -40)],
    },
    incorrect: {
      // The working heel lifts: the foot rises onto its toes as the hips sink.
      frames: [
        cossack(0, -80),
        cossack(30, -44, { legNear: { reach: { x: 52, y: ANKLE_ON_FLOOR - 9 } } }),
      ],
      fault: ['feet'],
      contacts: [{ part: 'heelFar', on: 'floor' }],
    },
    thumbnail: 1,
  }),
  'wall-sit': () => ({
    props: [{ kind: 'wall', x: WALL_X }],
    contacts: [...feetOnFloor, { part: 'shoulder', on: 'wall' }, { part: 'hip', on: 'wall' }],
    correct: { frames: [wallSit(-76), wallSit(-50)] },
    incorrect: {
      // Hands pushing down on the thighs to take the load off the legs.
      frames: [wallSit(-76), wallSit(-50, { armNear: { reach: { dx: 40, dy: 84 } } })],
      fault: ['elbows'],
    },
    thumbnail: 1,
  }),
  'step-ups': () => ({
    props: [BOX],
    contacts: [
      { part: 'heelFar', on: 'box' },
      { part: 'toeFar', on: 'box' },
    ],
    correct: {
      frames: [
        stepStart(70),
        stepUp([30, -116], 6, [75, 95], 15),
        stepUp([38, -136], 0, { reach: { x: 30, y: ON_BOX[1] } }),
      ],
    },
    incorrect: {
      // Pushing off the floor with the back foot instead of driving through the top leg.
      frames: [stepStart(70), stepUp([22, -104], 25, { reach: { x: -28, y: -24 } }, 55)],
      fault: ['feet'],
    },
    thumbnail: 0,
  }),
}
