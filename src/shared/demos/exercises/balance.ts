import type { Contact, Demo } from '../demo'
import { FLOOR, type Pose, solvePose } from '../skeleton'

const handOnFloor: Contact = { part: 'handNear', on: 'floor' }
const HAND_DOWN = FLOOR - 1

/** Standing on the near leg, seen from the front; the far (free) foot lifted. */
const oneLeg = (free: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  view: 'front',
  torso: 0,
  armNear: [30, 15],
  legNear: [0, 0],
  legFar: free,
  anchor: { part: 'toeNear', at: [10, FLOOR] },
  ...extra,
})

/** Hinging on the near leg (heel planted, sole flat), the free leg behind. */
const hinge = (torso: number, stance: number, free: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [stance, 18],
  ankleNear: 'flat',
  legFar: [free, 5],
  ankleFar: 20,
  // The arms hang straight down to the floor.
  armNear: [torso, 0],
  anchor: { part: 'heelNear', at: [0, FLOOR] },
  ...extra,
})

/** All fours: the far knee under the hip, the near hand under the shoulder. */
const ALL_FOURS_TORSO = 75
const allFours = (extra: Partial<Pose> = {}): Pose => ({
  torso: ALL_FOURS_TORSO,
  armNear: { reach: { dx: 0, y: HAND_DOWN } },
  armFar: { reach: { dx: 0, y: HAND_DOWN } },
  legNear: [ALL_FOURS_TORSO, 90],
  legFar: [ALL_FOURS_TORSO, 90],
  ankleNear: 55,
  ankleFar: 55,
  anchor: { part: 'kneeFar', at: [0, FLOOR - 6] },
  ...extra,
})

/** Balanced on bent arms, hands planted at the origin, knees tucked towards the arms. */
const armBalance = (
  torso: number,
  arm: readonly [number, number],
  leg: readonly [number, number],
  extra: Partial<Pose> = {},
): Pose => ({
  torso,
  spine: 25,
  neck: -25,
  armNear: arm,
  legNear: leg,
  ankleNear: 40,
  anchor: { part: 'handNear', at: [0, HAND_DOWN] },
  ...extra,
})

/** Frog stand: elbows bent back as a shelf for the knees, shoulders ahead of the hands. */
const FROG_ARMS = [80, 55] as const
/** Crow: straighter arms, the knees high on the backs of the upper arms. */
const CROW_ARMS = [85, 40] as const

/** Upside down on straight arms, hands planted at the origin, facing left (-x). */
const handstand = (extra: Partial<Pose> = {}): Pose => ({
  torso: 178,
  armNear: [178, 0],
  legNear: [0, 0],
  ankleNear: 10,
  anchor: { part: 'handNear', at: [0, HAND_DOWN] },
  ...extra,
})

/** The pose moved along the floor so its toes touch a wall at `wallX`. */
const toesTo = (wallX: number, pose: Pose): Pose => {
  const solved = solvePose(pose)
  const dx = wallX - solved.points.toeNear[0]
  return { ...pose, anchor: { ...pose.anchor, at: [pose.anchor.at[0] + dx, pose.anchor.at[1]] } }
}
const WALL = -40

/** Face down from the hands up to the toes on the wall, straight arms (a plank, then higher). */
const wallWalk = (torso: number, extra: Partial<Pose> = {}): Pose =>
  toesTo(
    WALL,
    handstand({ torso, armNear: [torso, 0], ankleNear: torso > 120 ? 10 : 35, ...extra }),
  )

/** The tripod headstand: the top of the head on the floor, hands behind it (towards the face). */
const tripod = (leg: readonly [number, number], extra: Partial<Pose> = {}): Pose => ({
  torso: 180,
  armNear: { reach: { dx: -30, y: HAND_DOWN } },
  legNear: leg,
  ankleNear: 30,
  anchor: { part: 'head', at: [0, FLOOR - 11] },
  ...extra,
})

/** The elbow lever: forearms upright under the belly, the body level on the hands. */
const elbowLever = (torso: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  neck: -15,
  armNear: [8, torso - 8],
  legNear: [0, 0],
  ankleNear: 30,
  anchor: { part: 'handNear', at: [0, HAND_DOWN] },
  ...extra,
})

export const balanceDemos: Record<string, () => Demo> = {
  'single-leg-balance': () => ({
    props: [],
    contacts: [{ part: 'toeNear', on: 'floor' }],
    correct: { frames: [oneLeg([6, 30]), oneLeg([12, 80])] },
    incorrect: {
      // The free side of the pelvis drops; the trunk leans over the standing leg.
      frames: [
        oneLeg([6, 30]),
        oneLeg([2, 80], { torso: -10, spine: 16, legNear: [-10, 0], armNear: [20, 15] }),
      ],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'single-leg-rdl': () => ({
    props: [],
    contacts: [
      { part: 'heelNear', on: 'floor' },
      { part: 'toeNear', on: 'floor' },
    ],
    correct: { frames: [hinge(0, 0, -15, { legFar: [-15, 40] }), hinge(82, 70, 0)] },
    incorrect: {
      // Rounding the back to reach lower.
      frames: [
        hinge(0, 0, -15, { legFar: [-15, 40] }),
        hinge(70, 60, 10, { spine: 45, neck: 20, armNear: [95, 0] }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'bird-dog': () => ({
    props: [],
    contacts: [handOnFloor, { part: 'kneeFar', on: 'floor' }],
    correct: {
      // The near leg reaches back and the far arm forward, both level with the back.
      frames: [allFours(), allFours({ legNear: [-15, 0], armFar: [165, 0], ankleNear: 20 })],
    },
    incorrect: {
      frames: [
        allFours(),
        allFours({
          torso: 88,
          legNear: [-55, 0],
          spine: -18,
          neck: -25,
          armFar: [165, 0],
          ankleNear: 20,
        }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'frog-stand': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      frames: [
        // Squatting over the hands, toes on the floor, knees on the elbows.
        armBalance(75, FROG_ARMS, [130, 125]),
        armBalance(95, FROG_ARMS, [130, 150]),
      ],
    },
    incorrect: {
      // Jumping the feet up: the legs kick up and the athlete tips forward.
      frames: [armBalance(75, FROG_ARMS, [130, 125]), armBalance(112, FROG_ARMS, [60, 50])],
      seconds: [0.4, 1],
      fault: ['feet'],
    },
    thumbnail: 1,
  }),
  'crow-pose': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      frames: [
        armBalance(70, CROW_ARMS, [125, 120], { spine: 35 }),
        // Knees high on the backs of the arms, upper back rounded, feet up.
        armBalance(95, CROW_ARMS, [150, 150], { spine: 35 }),
      ],
    },
    incorrect: {
      // The knees slide down to the elbows.
      frames: [
        armBalance(70, CROW_ARMS, [125, 120], { spine: 35 }),
        armBalance(95, FROG_ARMS, [130, 150]),
      ],
      fault: ['knees'],
    },
    thumbnail: 1,
  }),
  'wall-handstand-hold': () => ({
    props: [{ kind: 'wall', x: WALL }],
    contacts: [handOnFloor, { part: 'toeNear', on: 'wall' }],
    correct: {
      frames: [
        toesTo(WALL, handstand({ torso: 172, legFar: [35, 70] })),
        toesTo(WALL, handstand({ torso: 172 })),
      ],
    },
    incorrect: {
      // A banana back: the chest falls away from the wall, the lower back arches.
      frames: [
        toesTo(WALL, handstand({ torso: 172, legFar: [35, 70] })),
        toesTo(WALL, handstand({ torso: 160, spine: -30, armNear: [150, 0] })),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'freestanding-handstand': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      frames: [
        // The kick-up: one leg up, the other on its way.
        handstand({ torso: 150, armNear: [150, 0], legNear: [70, 10], legFar: [-20, 0] }),
        handstand(),
      ],
    },
    incorrect: {
      frames: [
        handstand({ torso: 150, armNear: [150, 0], legNear: [70, 10], legFar: [-20, 0] }),
        handstand({ torso: 165, spine: -35, armNear: [150, 0], legNear: [-15, 15], neck: -20 }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  headstand: () => ({
    props: [],
    contacts: [
      { part: 'head', on: 'floor' },
      { part: 'handNear', on: 'floor' },
    ],
    correct: { frames: [tripod([140, 145]), tripod([0, 0])] },
    incorrect: {
      // Kicking up and tipping over: the legs fly past the vertical.
      frames: [tripod([140, 145]), tripod([-40, 10], { spine: -25, torso: 200 })],
      seconds: [0.5, 1.5],
      fault: ['feet'],
    },
    thumbnail: 1,
  }),
  'elbow-lever': () => ({
    props: [],
    contacts: [handOnFloor],
    correct: {
      frames: [
        // Leaning onto the elbows with the toes still down, then the feet float up.
        elbowLever(77, { ankleNear: 40 }),
        elbowLever(92),
      ],
    },
    incorrect: {
      frames: [elbowLever(77, { ankleNear: 40 }), elbowLever(118, { neck: 10 })],
      fault: ['head'],
    },
    thumbnail: 1,
  }),
  'wall-walks': () => ({
    props: [{ kind: 'wall', x: WALL }],
    contacts: [handOnFloor, { part: 'toeNear', on: 'wall' }],
    correct: {
      // From the plank the feet walk up and the hands in, then back down the same way.
      frames: [wallWalk(72), wallWalk(120), wallWalk(168), wallWalk(120)],
    },
    incorrect: {
      frames: [wallWalk(72), wallWalk(130, { spine: -30 }), wallWalk(160, { spine: -40 })],
      fault: ['back'],
    },
    thumbnail: 2,
  }),
}
