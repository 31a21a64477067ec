import type { Contact, Demo, Prop } from '../demo'
import { FLOOR, type Part, type Pose, solvePose } from '../skeleton'

export const on = (part: Part, surface: Contact['on'] = 'floor'): Contact => ({ part, on: surface })

/**
 * Where `f` is zero between `lo` and `hi` (it must change sign between them; if it does not, `hi`).
 * Bracketed false position with the Illinois step: 5–10 calls where halving the interval took 40,
 * and each call here solves a whole skeleton (docs/demos.md).
 */
export function rootOf(f: (x: number) => number, lo: number, hi: number): number {
  let fLo = f(lo)
  let fHi = f(hi)
  if (fLo === 0) return lo
  if (Math.sign(fLo) === Math.sign(fHi)) return hi
  let kept = 0
  for (let i = 0; i < 60; i++) {
    const x = (lo * fHi - hi * fLo) / (fHi - fLo)
    const fx = f(x)
    if (Math.abs(fx) < 1e-7 || Math.abs(hi - lo) < 1e-9) return x
    if (Math.sign(fx) === Math.sign(fHi)) {
      hi = x
      fHi = fx
      // The same end kept twice: halve its weight so the next step moves it.
      if (kept === -1) fLo /= 2
      kept = -1
    } else {
      lo = x
      fLo = fx
      if (kept === 1) fHi /= 2
      kept = 1
    }
  }
  return (lo + hi) / 2
}

/**
 * The pose `make(value)` for the value between `lo` and `hi` at which `measure` of the solved pose
 * is zero. Used to tilt a body until a part just touches the floor.
 */
export const settle = (
  make: (value: number) => Pose,
  measure: (pose: ReturnType<typeof solvePose>) => number,
  lo: number,
  hi: number,
): Pose => make(rootOf((value) => measure(solvePose(make(value))), lo, hi))

/** How far the lowest of these parts is above the floor: zero when it rests there. */
export const above =
  (...parts: Part[]) =>
  (s: ReturnType<typeof solvePose>) =>
    Math.min(...parts.map((part) => FLOOR - s.points[part][1]))

/** A forearm plank on the toes: upper arms vertical under the shoulders, forearms flat ahead. */
const forearmPlank = (torso: number, hip = 0): Pose => ({
  torso,
  legNear: [hip, 0],
  ankleNear: 12,
  armNear: { reach: { dx: 34, y: FLOOR - 5 } },
  anchor: { part: 'toeNear', at: [0, FLOOR] },
})

/**
 * Side plank seen from the front, on the near (right of the picture) forearm: the upper arm
 * vertical, the forearm flat on the floor; the body tilted until the near foot rests on the floor.
 * `hip` bends the body at the hips (+ sags towards the floor).
 */
const sidePlank = (hip: number, topArm: Pose['armNear'], lift = 0): Pose =>
  settle(
    (torso) => ({
      view: 'front',
      torso,
      armNear: [torso, 90],
      armFar: topArm,
      legNear: [hip, 0],
      legFar: [-hip, 0],
      ankleNear: 0,
      anchor: { part: 'elbowNear', at: [0, FLOOR - 5 - lift] },
    }),
    above('heelNear', 'toeNear'),
    20,
    95,
  )

/**
 * On the back, head to the left, the lower back on the floor: `spine` lifts the shoulders,
 * `legs` the straight legs (hip flexion), the arms overhead by the ears. `rock` turns the whole
 * rigid shape (+ onto the upper back), and it rests on its lowest point.
 */
const hollow = (
  extra: Partial<Pose> = {},
  rock = 0,
  shape = { spine: 28, legs: 22, arms: 172 },
): Pose => {
  const pose: Pose = {
    torso: -90 + rock,
    spine: shape.spine,
    neck: 12,
    armNear: [shape.arms, 0],
    legNear: [shape.legs, 0],
    ankleNear: 60,
    anchor: { part: 'hip', at: [0, -8] },
    ...extra,
  }
  // The torso is drawn 20 cm thick: whichever of hip, mid-back or shoulder is lowest rests on the floor.
  const { points } = solvePose(pose)
  const lowest = Math.max(points.hip[1] + 8, points.midBack[1] + 10, points.shoulder[1] + 8)
  return { ...pose, anchor: { part: 'hip', at: [0, points.hip[1] - lowest] } }
}

/** Lying on the back, head to the left, hip and shoulders on the floor: the dead bug's base. */
const onBack = (extra: Partial<Pose> = {}): Pose => ({
  torso: -90,
  neck: 8,
  armNear: [90, 0],
  legNear: [90, 90],
  ankleNear: 10,
  anchor: { part: 'hip', at: [0, -8] },
  ...extra,
})

/** Face down on the floor, head to the right: the superman. */
const faceDown = (spine: number, arms: number, legs: number, neck = 6): Pose => ({
  torso: 90,
  spine,
  neck,
  armNear: [arms, 0],
  legNear: [legs, 0],
  ankleNear: 45,
  anchor: { part: 'hip', at: [0, -10] },
})

/** Supported on straight arms on parallettes (the grip at GRIP), the hips about level with it. */
const GRIP = [0, -26] as const
const support = (torso: number, legs: Pose['legNear'], extra: Partial<Pose> = {}): Pose => ({
  torso,
  neck: 5,
  // The arms vertical: the hands ahead of the hips, the shoulders over them.
  armNear: [torso + 4, 0],
  legNear: legs,
  ankleNear: 45,
  anchor: { part: 'handNear', at: GRIP },
  ...extra,
})
const parallettes: Prop[] = [{ kind: 'parallettes', at: GRIP }]

/** Hanging from the bar by the near hand, arms straight (pull.ts's hang). */
const BAR = [0, -242] as const
const hang = (extra: Partial<Pose> = {}): Pose => ({
  torso: -4,
  armNear: [172, 0],
  legNear: [6, 10],
  ankleNear: 25,
  anchor: { part: 'handNear', at: BAR },
  ...extra,
})
const bar: Prop[] = [{ kind: 'bar', at: BAR }]

/**
 * Dragon flag on a bench, head to the left: the upper back on the bench's end, the hands gripping
 * its edge behind the head; `torso` from -175 (vertical, feet up) to -100 (just above the bench).
 */
export const BENCH = { kind: 'box', x: -40, width: 130, height: 42 } as const
const TOP = FLOOR - BENCH.height
export const dragonFlag = (torso: number, hip = 0): Pose => ({
  torso,
  neck: 20,
  armNear: { reach: { x: BENCH.x + 6, y: TOP - 1 } },
  legNear: [hip, 0],
  ankleNear: 35,
  anchor: { part: 'shoulder', at: [BENCH.x + 34, TOP - 6] },
})

/** V-ups: lying flat (0) to balanced on the seat with hands at the shins (1). */
const vUp = (t: number, knee = 0): Pose => ({
  torso: -90 + 48 * t,
  spine: 12 * t,
  neck: 10 * t,
  armNear: [180 - 62 * t, 0],
  legNear: [96 * t, knee],
  ankleNear: 35,
  anchor: { part: 'hip', at: [0, -8] },
})

export const coreDemos: Record<string, () => Demo> = {
  plank: () => ({
    props: [],
    contacts: [on('toeNear'), on('elbowNear')],
    correct: { frames: [forearmPlank(82.5), forearmPlank(83.5)] },
    incorrect: { frames: [forearmPlank(111.5, 45), forearmPlank(112.5, 45)], fault: ['hips'] },
    thumbnail: 1,
  }),
  'side-plank': () => ({
    props: [],
    contacts: [on('elbowNear'), on('toeNear')],
    correct: {
      // The top hand on the hip to set up, then reaching to the ceiling for the hold.
      frames: [sidePlank(0, [8, 0]), sidePlank(0, [100, 0])],
    },
    incorrect: {
      // The hips sag towards the floor: the body bends at the hips.
      frames: [sidePlank(0, [8, 0]), sidePlank(32, [100, 0])],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'hollow-body-hold': () => ({
    props: [],
    contacts: [on('hip')],
    correct: {
      frames: [hollow({}, 0, { spine: 10, legs: 40, arms: 150 }), hollow()],
    },
    incorrect: {
      // The lower back arches up off the floor; only the seat and shoulders hold it.
      frames: [hollow(), hollow({ torso: -72, spine: 8, legNear: [26, 0] })],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'hollow-body-rocks': () => ({
    props: [],
    contacts: [],
    correct: { frames: [hollow({}, -12), hollow({}, 14)] },
    incorrect: {
      // The shape breaks at the hips: the legs lift and drop instead of the body rocking as one.
      frames: [hollow({ legNear: [55, 0] }, -6), hollow({ legNear: [14, 0] }, 8)],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'tuck-l-sit': () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      frames: [
        support(22, { reach: { dx: 30, y: FLOOR - 7 } }, { ankleNear: 'flat' }),
        support(24, [145, 150]),
      ],
    },
    incorrect: {
      // Leaning back behind the hands to balance the tuck.
      frames: [
        support(22, { reach: { dx: 30, y: FLOOR - 7 } }, { ankleNear: 'flat' }),
        support(-12, [120, 150], { armNear: [-4, 0] }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'l-sit-hold': () => ({
    props: parallettes,
    contacts: [on('handNear', 'parallettes')],
    correct: {
      frames: [support(22, [96, 0]), support(24, [116, 0])],
    },
    incorrect: {
      // The knees bend and the feet sink as fatigue builds.
      frames: [support(24, [116, 0]), support(22, [108, 45])],
      fault: ['knees'],
    },
    thumbnail: 1,
  }),
  'hanging-knee-raises': () => ({
    props: bar,
    contacts: [on('handNear', 'bar')],
    // The knees come up past hip height with the pelvis curled; the body stays still.
    correct: { frames: [hang(), hang({ torso: -18, spine: 14, legNear: [135, 110] })] },
    incorrect: {
      // Swinging: an arched swing back, then the knees thrown up as the body swings forward.
      frames: [
        hang({ torso: 10, spine: -14, legNear: [-25, 30] }),
        hang({ torso: -30, armNear: [150, 0], legNear: [110, 95] }),
      ],
      seconds: [0.5, 0.7],
      fault: ['hips'],
    },
    thumbnail: 1,
  }),
  'toes-to-bar': () => ({
    props: bar,
    contacts: [on('handNear', 'bar')],
    correct: {
      frames: [
        hang({ legNear: [4, 0], ankleNear: 30 }),
        hang({ torso: -22, spine: 10, legNear: [100, 0], ankleNear: 30 }),
        // Toes at the bar: the body folds, the legs straight up in front of the face.
        hang({ torso: -26, armNear: [140, 0], legNear: [150, 0], ankleNear: 40 }),
      ],
      seconds: [1, 1, 2],
      holds: [0.5, 0, 0.3],
    },
    incorrect: {
      // Swinging: a big arched swing back, then the legs thrown at the bar with bent knees.
      frames: [
        hang({ torso: 14, spine: -18, legNear: [-30, 10], ankleNear: 30 }),
        hang({ torso: -50, spine: 10, armNear: [120, 0], legNear: [130, 50], ankleNear: 40 }),
      ],
      seconds: [0.5, 0.6],
      fault: ['hips'],
    },
    thumbnail: 2,
  }),
  'dragon-flag-negatives': () => ({
    props: [BENCH],
    contacts: [on('shoulder', 'box'), on('handNear', 'box')],
    correct: { frames: [dragonFlag(-172), dragonFlag(-102)] },
    incorrect: {
      // Breaking at the hips on the way down: the legs come down ahead of the hips.
      frames: [dragonFlag(-172), dragonFlag(-135, 50)],
      fault: ['hips'],
    },
    thumbnail: 0,
  }),
  'dead-bug': () => ({
    props: [],
    contacts: [on('hip'), on('shoulder')],
    correct: {
      // Opposite arm and leg reach out together, the lower back stays down; then the other pair.
      frames: [
        onBack(),
        onBack({ armNear: [168, 0], legFar: [14, 0] }),
        onBack(),
        onBack({ armFar: [168, 0], legNear: [14, 0] }),
      ],
      seconds: [2, 2, 2, 2],
      holds: [0.3, 0.8, 0.3, 0.8],
    },
    incorrect: {
      // The lower back arches off the floor as the limbs go out.
      frames: [
        onBack(),
        onBack({ torso: -76, spine: -26, armNear: [168, 0], legNear: [76, 90], legFar: [22, 0] }),
      ],
      fault: ['back'],
    },
    thumbnail: 1,
  }),
  'superman-hold': () => ({
    props: [],
    contacts: [on('hip')],
    correct: { frames: [faceDown(0, 180, 0, 0), faceDown(-16, 192, -16)] },
    incorrect: {
      // Cranking the head up to look forward.
      frames: [faceDown(0, 180, 0, 0), faceDown(-16, 192, -16, -50)],
      fault: ['head'],
    },
    thumbnail: 1,
  }),
  'v-ups': () => ({
    props: [],
    contacts: [on('hip')],
    correct: { frames: [vUp(0), vUp(1)] },
    incorrect: {
      // Bending the knees to reach the toes.
      frames: [vUp(0), vUp(0.9, 90)],
      fault: ['knees'],
    },
    thumbnail: 1,
  }),
}
