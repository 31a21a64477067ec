import type { Contact, Demo } from '../demo'
import { ANKLE_ON_FLOOR, FLOOR, type Pose } from '../skeleton'
import { ankleFor, ankleOnToes } from './legs'

const jack = (arms: number, legs: number): Pose => ({
  view: 'front',
  torso: 0,
  armNear: [arms, 10],
  legNear: [legs, 0],
  anchor: { part: 'ankleNear', at: [legs > 10 ? 35 : 12, ANKLE_ON_FLOOR] },
})

const handsDown = [
  { part: 'handNear', on: 'floor' },
  { part: 'handFar', on: 'floor' },
] as const satisfies Contact[]

/** Where the hands are planted in the burpees: the squat and the plank share it. */
const HANDS_X = 32

/** A plank on straight arms (or the chest lowered), the toes at x `toes`, hands at HANDS_X. */
const plank = (torso: number, toes: number, extra: Partial<Pose> = {}): Pose => ({
  torso,
  legNear: [0, 0],
  ankleNear: 12,
  armNear: { reach: { x: HANDS_X, y: FLOOR - 1 } },
  anchor: { part: 'toeNear', at: [toes, FLOOR] },
  ...extra,
})

/** A deep squat on the balls of the feet (toes at x −20), the hands down on the floor ahead. */
const squatHandsDown = (extra: Partial<Pose> = {}): Pose => ({
  torso: 80,
  spine: 10,
  neck: -25,
  legNear: [155, 130],
  ankleNear: 15,
  armNear: { reach: { x: HANDS_X, y: FLOOR - 1 } },
  anchor: { part: 'toeNear', at: [-20, FLOOR] },
  ...extra,
})

/** Airborne and fully extended, the arms overhead and the toes pointed `height` off the floor. */
const leap = (height: number, x = 10, extra: Partial<Pose> = {}): Pose => ({
  torso: 0,
  legNear: [0, 0],
  ankleNear: 40,
  armNear: [170, 5],
  anchor: { part: 'toeNear', at: [x, FLOOR - height] },
  ...extra,
})

/** Burpee pull-ups: the bar right above the burpee's squat. */
const BAR = [20, -242] as const
const hang = (extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: [8, 14],
  ankleNear: 25,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
})

/**
 * A high plank with one knee driven in: the straight leg's toes at the origin, the hands under the
 * shoulders. `near` says which knee comes in; `torso` and `hip` set the body line.
 */
const climber = (near: boolean, torso = 72, hip = 0): Pose => {
  const straight: [number, number] = [hip, 0]
  const bent: [number, number] = [Math.min(hip + 150, 170), 145]
  return {
    torso,
    legNear: near ? bent : straight,
    legFar: near ? straight : bent,
    ankleNear: near ? 40 : 12,
    ankleFar: near ? 12 : 40,
    armNear: { reach: { dx: 2, y: FLOOR - 1 } },
    anchor: { part: near ? 'toeFar' : 'toeNear', at: [0, FLOOR] },
  }
}

/** Running in place: the `near` knee up to hip height, the other leg on the ball of its foot. */
const highKnee = (near: boolean, lean = 2, lift = 95): Pose => {
  const up: [number, number] = [lift, 95]
  const down: [number, number] = [-5, 12]
  return {
    torso: lean,
    legNear: near ? up : down,
    legFar: near ? down : up,
    ankleNear: near ? 10 : 18,
    ankleFar: near ? 18 : 10,
    // The arms pump against the legs: the near arm back when the near knee is up.
    armNear: near ? [-40, 80] : [50, 80],
    armFar: near ? [50, 80] : [-40, 80],
    anchor: { part: near ? 'toeFar' : 'toeNear', at: [0, FLOOR] },
  }
}

/** Skipping: elbows by the ribs, hands at hip height turning the rope; `height` off the floor. */
const skip = (height: number, arms: Pose['armNear'] = [12, 70]): Pose => ({
  torso: 0,
  legNear: [height ? 2 : 8, height ? 4 : 14],
  ankleNear: height ? 38 : 28,
  armNear: arms,
  anchor: { part: 'toeNear', at: [0, FLOOR - height] },
})

/**
 * Bear crawl on the spot: hips level with the shoulders, knees hovering. Each limb's offset along
 * the floor (cm, + forward) and whether it is lifted mid-step.
 */
/** The bear's feet: on the toes, the soles nearly upright. */
const BEAR_FOOT = 12
const bear = (
  hands: readonly [number, number],
  feet: readonly [number, number],
  lifted: 'none' | 'nearHand' | 'farHand' = 'none',
  hipY = -58,
  torso = 84,
): Pose => {
  const up = (on: boolean) => (on ? 7 : 0)
  const shoulderX = 52
  const base: Pose = {
    torso,
    neck: -10,
    armNear: { reach: { x: shoulderX + hands[0], y: FLOOR - 1 - up(lifted === 'nearHand') } },
    armFar: { reach: { x: shoulderX + hands[1], y: FLOOR - 1 - up(lifted === 'farHand') } },
    legNear: { reach: { x: -36 + feet[0], y: ankleOnToes(BEAR_FOOT) - up(lifted === 'farHand') } },
    legFar: { reach: { x: -36 + feet[1], y: ankleOnToes(BEAR_FOOT) - up(lifted === 'nearHand') } },
    anchor: { part: 'hip', at: [0, hipY] },
  }
  return {
    ...base,
    ankleNear: ankleFor(base, 'Near', BEAR_FOOT),
    ankleFar: ankleFor(base, 'Far', BEAR_FOOT),
  }
}

/** Tuck jumps and landings: hips at `at`, legs bent by `hip` and `knee`. */
const tuck = (
  at: readonly [number, number],
  torso: number,
  hip: number,
  knee: number,
  extra: Partial<Pose> = {},
): Pose => ({
  torso,
  legNear: [hip, knee],
  ankleNear: 30,
  armNear: [70 + torso, 40],
  anchor: { part: 'hip', at },
  ...extra,
})

/** Skater jumps, from the front: landed on one leg at x ±40 (near: the right), or in the air. */
const skaterLand = (near: boolean, knee = true): Pose => {
  const s = near ? 1 : -1
  const standing = { reach: { x: s * 42, y: ANKLE_ON_FLOOR } }
  // The trailing leg swings behind and across the standing one, its foot off the floor.
  const trailing = { reach: { x: s * 12, y: FLOOR - 30 } }
  return {
    view: 'front',
    torso: s * 12,
    legNear: near ? standing : trailing,
    legFar: near ? trailing : standing,
    ankleNear: 'flat',
    armNear: near ? [-20, 30] : [55, 20],
    armFar: near ? [55, 20] : [-20, 30],
    anchor: { part: 'hip', at: [s * (knee ? 28 : 34), knee ? -72 : -90] },
  }
}
const skaterAir: Pose = {
  view: 'front',
  torso: 0,
  legNear: [12, 25],
  ankleNear: 30,
  armNear: [25, 20],
  anchor: { part: 'hip', at: [0, -118] },
}

export const cardioDemos: Record<string, () => Demo> = {
  'jumping-jacks': () => ({
    props: [],
    contacts: [],
    correct: { frames: [jack(10, 3), jack(170, 22)] },
    incorrect: { frames: [jack(10, 3), jack(80, 8)], fault: ['shoulders'] },
    thumbnail: 1,
  }),
  burpees: () => ({
    props: [],
    contacts: [],
    correct: {
      frames: [squatHandsDown(), plank(71, -112), plank(86, -112), leap(22)],
      seconds: [0.6, 0.9, 0.9, 0.6],
      holds: [0, 0, 0, 0],
    },
    incorrect: {
      // The hips sag in the plank: the lower back caves toward the floor.
      frames: [squatHandsDown(), plank(68, -112, { legNear: [-18, 0] })],
      fault: ['hips'],
      contacts: [...handsDown],
    },
    thumbnail: 1,
  }),
  'burpee-pull-ups': () => ({
    props: [{ kind: 'bar', at: BAR }],
    contacts: [],
    correct: {
      frames: [
        plank(86, -112),
        squatHandsDown(),
        hang(),
        hang({ torso: -12, armNear: [22, 150], legNear: [14, 20] }),
      ],
      seconds: [0.7, 0.6, 0.9, 1],
      holds: [0, 0, 0, 0.2],
    },
    incorrect: {
      // Half pull-ups: the elbows stop at a right angle, the chin well below the bar.
      frames: [hang(), hang({ torso: -8, armNear: [95, 95], legNear: [12, 18] })],
      fault: ['elbows'],
      contacts: [{ part: 'handNear', on: 'bar' }],
    },
    thumbnail: 3,
  }),
  'mountain-climbers': () => ({
    props: [],
    contacts: [...handsDown],
    correct: { frames: [climber(true), climber(false)], seconds: [0.4, 0.4], holds: [0.1, 0.1] },
    incorrect: {
      // The hips bounce high: the body piked up instead of a flat plank.
      frames: [climber(true, 112, 45), climber(false, 112, 45)],
      fault: ['hips'],
      seconds: [0.4, 0.4],
      holds: [0.1, 0.1],
    },
    thumbnail: 0,
  }),
  'high-knees': () => ({
    props: [],
    contacts: [],
    correct: {
      frames: [highKnee(true), highKnee(false)],
      seconds: [0.35, 0.35],
      holds: [0.1, 0.1],
    },
    incorrect: {
      // Leaning back to lift the knees instead of keeping the torso tall.
      frames: [highKnee(true, -22), highKnee(false, -22)],
      fault: ['back'],
      seconds: [0.35, 0.35],
      holds: [0.1, 0.1],
    },
    thumbnail: 0,
  }),
  skipping: () => ({
    props: [{ kind: 'rope' }],
    contacts: [],
    correct: { frames: [skip(0), skip(9)], seconds: [0.25, 0.25], holds: [0.05, 0.05] },
    incorrect: {
      // Big arm circles turn the rope from the shoulders instead of the wrists.
      frames: [skip(0, [-40, 10]), skip(9, [165, 10])],
      fault: ['shoulders'],
      seconds: [0.35, 0.35],
      holds: [0.05, 0.05],
    },
    thumbnail: 1,
  }),
  'bear-crawl': () => ({
    props: [],
    contacts: [],
    correct: {
      // Opposite hand and foot step together; the planted ones slide back as the body moves on.
      frames: [
        bear([12, -12], [-12, 12]),
        bear([0, 0], [0, 0], 'farHand'),
        bear([-12, 12], [12, -12]),
        bear([0, 0], [0, 0], 'nearHand'),
      ],
    },
    incorrect: {
      // The hips shoot up high instead of staying level with the shoulders.
      frames: [
        bear([12, -12], [-12, 12], 'none', -88, 118),
        bear([-12, 12], [12, -12], 'none', -88, 118),
      ],
      fault: ['hips'],
      contacts: [...handsDown, { part: 'toeNear', on: 'floor' }, { part: 'toeFar', on: 'floor' }],
    },
    thumbnail: 0,
  }),
  'tuck-jumps': () => ({
    props: [],
    contacts: [],
    correct: {
      frames: [
        tuck([-6, -78], 25, 55, 65, { armNear: [-35, 15], ankleNear: 'flat' }),
        tuck([0, -130], 5, 115, 125),
        tuck([0, 0], 18, 45, 55, {
          armNear: [40, 20],
          anchor: { part: 'toeNear', at: [16, FLOOR] },
        }),
      ],
      seconds: [0.35, 0.45, 0.4],
      holds: [0.1, 0, 0],
    },
    incorrect: {
      // Landing with straight legs: the knees locked as the feet hit the floor.
      frames: [
        tuck([0, -130], 5, 115, 125),
        tuck([0, 0], 0, 0, 2, { armNear: [50, 20], anchor: { part: 'toeNear', at: [16, FLOOR] } }),
      ],
      fault: ['knees'],
      seconds: [0.4, 0.6],
    },
    thumbnail: 1,
  }),
  'skater-jumps': () => ({
    props: [],
    contacts: [],
    correct: {
      frames: [skaterLand(true), skaterAir, skaterLand(false), skaterAir],
      seconds: [0.4, 0.4, 0.4, 0.4],
      holds: [0.3, 0, 0.3, 0],
    },
    incorrect: {
      // Landing on a straight leg: no bend to absorb the jump.
      frames: [skaterAir, skaterLand(true, false)],
      fault: ['knees'],
    },
    thumbnail: 0,
  }),
}
