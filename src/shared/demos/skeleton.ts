// The drawn athlete of every exercise demonstration (docs/demos.md): an adult side-on, facing
// right, posed by joint angles (or by where a hand or foot must reach), solved to points here and
// drawn by the client. Units are centimetres of a 174 cm adult; y grows downwards (SVG).

/** Segment lengths of an adult (head top to sole 174). */
export const BODY = {
  headRadius: 11,
  neck: 6,
  lowerTorso: 26,
  upperTorso: 26,
  upperArm: 30,
  forearm: 26,
  hand: 8,
  thigh: 44,
  shin: 43,
  /** Ankle joint above the sole, and the sole's reach behind and ahead of the ankle. */
  ankleHeight: 7,
  heel: 5,
  toe: 19,
} as const

/** Where the floor is, in every demonstration. */
export const FLOOR = 0
/** The ankle's height when the sole is flat on the floor: the `y` a standing foot reaches. */
export const ANKLE_ON_FLOOR = FLOOR - BODY.ankleHeight

/**
 * Joint limits in degrees, as the demonstrations use them (generous, but human: the extremes are
 * the German hang's shoulder extension and the splits' hip extension).
 */
export const JOINT_LIMITS = {
  spine: [-60, 80],
  neck: [-60, 60],
  shoulder: [-120, 200],
  elbow: [0, 160],
  hip: [-100, 175],
  knee: [0, 160],
  ankle: [-35, 60],
} as const satisfies Record<string, readonly [number, number]>

export type Joint = keyof typeof JOINT_LIMITS

/** A point to reach: absolute (`x`, `y`) or relative to the limb's root joint (`dx`, `dy`). */
export interface Reach {
  x?: number
  y?: number
  dx?: number
  dy?: number
}

/** Angles of a limb ([shoulder or hip, elbow or knee]), or the point its hand or foot reaches. */
export type Limb = readonly [number, number] | { reach: Reach }

export type Side = 'Near' | 'Far'
export type Part =
  | 'head'
  | 'neck'
  | 'shoulder'
  | 'hip'
  | 'midBack'
  | `${'shoulder' | 'hip' | 'elbow' | 'wrist' | 'hand' | 'knee' | 'ankle' | 'heel' | 'toe'}${Side}`

/** Half the shoulders' and the hips' width, seen from the front. */
export const HALF_WIDTH = { shoulders: 18, hips: 10 } as const

export interface Pose {
  /**
   * 'side' (the default): seen from the athlete's left, facing right; Near limbs are the left
   * ones. 'front': facing the viewer; Near limbs are on the right of the picture, and the limb
   * angles swing them out to the side (abduction) instead of forward.
   */
  view?: 'side' | 'front'
  /** Lean of the lower torso (hip to mid-back) from upright: 90 lies face-forward, -90 back. */
  torso: number
  /** Upper back against the lower: + rounds forward (flexion), - arches. */
  spine?: number
  /** Head against the upper back: + chin to chest. */
  neck?: number
  armNear: Limb
  armFar?: Limb
  legNear: Limb
  legFar?: Limb
  /** Foot against the shin: + points the toes; 'flat' keeps the sole level, whatever the shin. */
  ankleNear?: number | 'flat'
  ankleFar?: number | 'flat'
  /** The part that sits at a fixed point (a hand on the bar, a foot on the floor). */
  anchor: { part: Part; at: readonly [number, number] }
}

export type Point = readonly [number, number]

export interface SolvedPose {
  points: Record<Part, Point>
  angles: Record<`${Joint}${'' | Side}`, number>
}

const rad = (deg: number) => (deg * Math.PI) / 180
/** Unit vector of a direction angle: 0 points down, 90 forward (+x), 180 up. */
export const dir = (deg: number): Point => [Math.sin(rad(deg)), Math.cos(rad(deg))]
const along = (p: Point, deg: number, length: number): Point => {
  const [x, y] = dir(deg)
  return [p[0] + x * length, p[1] + y * length]
}
/** Direction angle of the vector from `a` to `b`. */
const heading = (a: Point, b: Point) => (Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI
export const normalize = (deg: number) => {
  const d = ((((deg + 180) % 360) + 360) % 360) - 180
  return d === -180 ? 180 : d
}

interface ChainAngles {
  root: number
  mid: number
}

/** Two-bone reach: the first bone's direction; `bend` +1 bends the joint forward (elbow). */
function reachChain(root: Point, target: Point, a: number, b: number, bend: 1 | -1) {
  const raw = Math.hypot(target[0] - root[0], target[1] - root[1])
  const d = Math.min(Math.max(raw, Math.abs(a - b) + 1e-6), a + b - 1e-6)
  const alpha = (Math.acos((a * a + d * d - b * b) / (2 * a * d)) * 180) / Math.PI
  const first = heading(root, target) - bend * alpha
  const joint = along(root, first, a)
  return { first, second: heading(joint, target) }
}

/**
 * Points and joint angles of a pose. Limbs given as angles are placed first, the whole figure is
 * moved so the anchor part sits at its point, then limbs given as a reach are solved to it.
 */
export function solvePose(pose: Pose): SolvedPose {
  const lower = 180 - pose.torso
  const upper = lower - (pose.spine ?? 0)
  const headDir = upper - (pose.neck ?? 0)
  const hip: Point = [0, 0]
  const midBack = along(hip, lower, BODY.lowerTorso)
  const shoulder = along(midBack, upper, BODY.upperTorso)
  const neck = along(shoulder, headDir, BODY.neck)
  const head = along(neck, headDir, BODY.headRadius)

  const front = pose.view === 'front'
  // The shoulders' line is square to the upper back, the hips' line to the pelvis (lower back).
  const across = (p: Point, side: Side, half: number, axis: number): Point =>
    front ? along(p, axis + (side === 'Near' ? -90 : 90), half) : p
  const points = { hip, midBack, shoulder, neck, head } as Record<Part, Point>
  for (const side of ['Near', 'Far'] as const) {
    points[`shoulder${side}`] = across(shoulder, side, HALF_WIDTH.shoulders, upper)
    points[`hip${side}`] = across(hip, side, HALF_WIDTH.hips, lower)
  }
  // Front view mirrors the far side: the same angles swing each limb outwards.
  const turn = (side: Side) => (front && side === 'Far' ? -1 : 1)
  const angles = {
    spine: pose.spine ?? 0,
    neck: pose.neck ?? 0,
  } as SolvedPose['angles']

  const arm = (side: Side, limb: ChainAngles) => {
    const upperArm = upper - 180 + turn(side) * limb.root
    const fore = upperArm + turn(side) * limb.mid
    const elbow = along(points[`shoulder${side}`], upperArm, BODY.upperArm)
    const wrist = along(elbow, fore, BODY.forearm)
    points[`elbow${side}`] = elbow
    points[`wrist${side}`] = wrist
    points[`hand${side}`] = along(wrist, fore, BODY.hand)
    angles[`shoulder${side}`] = limb.root
    angles[`elbow${side}`] = limb.mid
  }
  const leg = (side: Side, limb: ChainAngles, ankleSetting: number | 'flat') => {
    const thigh = lower - 180 + turn(side) * limb.root
    const shin = thigh - turn(side) * limb.mid
    // From the front the shin's tilt is sideways, not the ankle's flexion: a flat foot is 0 there.
    const ankle = ankleSetting === 'flat' ? (front ? 0 : normalize(shin)) : ankleSetting
    const knee = along(points[`hip${side}`], thigh, BODY.thigh)
    const anklePoint = along(knee, shin, BODY.shin)
    // Seen from the front, a foot points at the viewer: drawn short, turned out a little (and
    // level when 'flat'); the far foot mirrors the near one, its sole below the ankle too.
    const foot = front ? (ankleSetting === 'flat' ? 0 : shin) + turn(side) * 60 : shin + 90 - ankle
    const sole = along(anklePoint, foot - turn(side) * 90, BODY.ankleHeight)
    points[`knee${side}`] = knee
    points[`ankle${side}`] = anklePoint
    points[`heel${side}`] = along(sole, foot, front ? -3 : -BODY.heel)
    points[`toe${side}`] = along(sole, foot, front ? 7 : BODY.toe)
    angles[`hip${side}`] = limb.root
    angles[`knee${side}`] = limb.mid
    angles[`ankle${side}`] = ankle
  }
  const limbs = {
    armNear: pose.armNear,
    armFar: pose.armFar ?? pose.armNear,
    legNear: pose.legNear,
    legFar: pose.legFar ?? pose.legNear,
  }
  const ankles = { Near: pose.ankleNear ?? 0, Far: pose.ankleFar ?? pose.ankleNear ?? 0 }
  // Straight placeholder for reaching limbs, so every point exists before the anchor moves them.
  const asAngles = (limb: Limb): ChainAngles =>
    'reach' in limb ? { root: 0, mid: 0 } : { root: limb[0], mid: limb[1] }
  arm('Near', asAngles(limbs.armNear))
  arm('Far', asAngles(limbs.armFar))
  leg('Near', asAngles(limbs.legNear), ankles.Near)
  leg('Far', asAngles(limbs.legFar), ankles.Far)

  const from = points[pose.anchor.part]
  const shift: Point = [pose.anchor.at[0] - from[0], pose.anchor.at[1] - from[1]]
  for (const key of Object.keys(points) as Part[]) {
    points[key] = [points[key][0] + shift[0], points[key][1] + shift[1]]
  }

  const target = (root: Point, reach: Reach): Point => [
    reach.x ?? root[0] + (reach.dx ?? 0),
    reach.y ?? root[1] + (reach.dy ?? 0),
  ]
  for (const side of ['Near', 'Far'] as const) {
    const armLimb = limbs[`arm${side}`]
    if ('reach' in armLimb) {
      // The hand's point is the chain's end: forearm and hand as one bone.
      const root = points[`shoulder${side}`]
      const goal = target(root, armLimb.reach)
      const t = turn(side)
      const { first, second } = reachChain(root, goal, BODY.upperArm, BODY.forearm + BODY.hand, t)
      arm(side, {
        root: t * normalize(first - upper + 180),
        mid: t * normalize(second - first),
      })
    }
    const legLimb = limbs[`leg${side}`]
    if ('reach' in legLimb) {
      const root = points[`hip${side}`]
      const goal = target(root, legLimb.reach)
      const t = turn(side)
      const { first, second } = reachChain(root, goal, BODY.thigh, BODY.shin, -t as 1 | -1)
      leg(
        side,
        { root: t * normalize(first - lower + 180), mid: t * normalize(first - second) },
        ankles[side],
      )
    }
  }
  return { points, angles }
}

/** Joints outside JOINT_LIMITS, as 'kneeNear 170' (empty when the pose is human). */
export function limitViolations(solved: SolvedPose): string[] {
  return Object.entries(solved.angles).flatMap(([name, value]) => {
    const joint = name.replace(/(Near|Far)$/, '') as Joint
    const [min, max] = JOINT_LIMITS[joint]
    return value < min - 0.5 || value > max + 0.5 ? [`${name} ${value.toFixed(0)}`] : []
  })
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t
/** Shortest way round between two angles. */
const lerpAngle = (a: number, b: number, t: number) => a + normalize(b - a) * t

/**
 * The pose a fraction `t` of the way from `a` to `b`. Angles blend; a limb reaching in both blends
 * its target (so a planted hand stays planted); a limb reaching in only one blends the solved
 * angles. The anchor blends when both name the same part.
 */
export function blendPoses(a: Pose, b: Pose, t: number): Pose {
  if (t <= 0) return a
  if (t >= 1) return b
  const sa = solvePose(a)
  const sb = solvePose(b)
  const limb = (key: 'armNear' | 'armFar' | 'legNear' | 'legFar'): Limb => {
    const la = a[key] ?? (key === 'armFar' ? a.armNear : key === 'legFar' ? a.legNear : a[key])
    const lb = b[key] ?? (key === 'armFar' ? b.armNear : key === 'legFar' ? b.legNear : b[key])
    if ('reach' in la && 'reach' in lb) {
      const end = key.startsWith('arm')
        ? (`hand${key.slice(3)}` as Part)
        : (`ankle${key.slice(3)}` as Part)
      const pa = sa.points[end]
      const pb = sb.points[end]
      return { reach: { x: lerp(pa[0], pb[0], t), y: lerp(pa[1], pb[1], t) } }
    }
    const side = key.slice(3) as Side
    const joint = key.startsWith('arm')
      ? (['shoulder', 'elbow'] as const)
      : (['hip', 'knee'] as const)
    return [
      lerpAngle(sa.angles[`${joint[0]}${side}`], sb.angles[`${joint[0]}${side}`], t),
      lerpAngle(sa.angles[`${joint[1]}${side}`], sb.angles[`${joint[1]}${side}`], t),
    ]
  }
  const sameAnchor = a.anchor.part === b.anchor.part
  const anchorPart = sameAnchor ? a.anchor.part : 'hip'
  const from = sameAnchor ? a.anchor.at : sa.points.hip
  const to = sameAnchor ? b.anchor.at : sb.points.hip
  return {
    view: a.view,
    torso: lerpAngle(a.torso, b.torso, t),
    spine: lerp(a.spine ?? 0, b.spine ?? 0, t),
    neck: lerp(a.neck ?? 0, b.neck ?? 0, t),
    armNear: limb('armNear'),
    armFar: limb('armFar'),
    legNear: limb('legNear'),
    legFar: limb('legFar'),
    ankleNear:
      a.ankleNear === 'flat' && b.ankleNear === 'flat'
        ? 'flat'
        : lerp(sa.angles.ankleNear, sb.angles.ankleNear, t),
    ankleFar:
      (a.ankleFar ?? a.ankleNear) === 'flat' && (b.ankleFar ?? b.ankleNear) === 'flat'
        ? 'flat'
        : lerp(sa.angles.ankleFar, sb.angles.ankleFar, t),
    anchor: { part: anchorPart, at: [lerp(from[0], to[0], t), lerp(from[1], to[1], t)] },
  }
}
