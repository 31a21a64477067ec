// What a demonstration is: the props it stands on or holds, the correct movement, the same movement
// with its main fault, and which points must touch what (docs/demos.md).
import {
  BODY,
  FLOOR,
  type Part,
  type Point,
  type Pose,
  type SolvedPose,
  solvePose,
} from './skeleton'

export type Prop =
  /** A pull-up bar seen end-on, at its centre. */
  | { kind: 'bar'; at: Point }
  /** A gymnastic ring at its grip point, hanging from a strap. */
  | { kind: 'rings'; at: Point }
  /** Parallel (dip) bars seen from the side: a rail at `at` on a post. */
  | { kind: 'parallelBars'; at: Point }
  /** A parallette's grip on the floor. */
  | { kind: 'parallettes'; at: Point }
  /** A bench or box standing on the floor from `x` to `x + width`. */
  | { kind: 'box'; x: number; width: number; height: number }
  /** A wall whose face is at `x`, on the side the figure faces (+x) or behind it. */
  | { kind: 'wall'; x: number }
  /**
   * A vertical pole (a flag pole, the upright of a pull-up frame) at `x`, from the floor up to
   * `top`: gripped by the hands, as in the human flag.
   */
  | { kind: 'pole'; x: number; top: number }
  /** A jump rope held in the hands, looping round the feet: drawn from the pose, not placed. */
  | { kind: 'rope' }

export type Surface = 'floor' | Prop['kind']

export interface Contact {
  part: Part
  on: Surface
}

/** Body parts a fault can be marked on. */
export const FAULT_PARTS = ['head', 'shoulders', 'elbows', 'back', 'hips', 'knees', 'feet'] as const
export type FaultPart = (typeof FAULT_PARTS)[number]

export interface Motion {
  /** 2–4 keyframes, played in a loop. */
  frames: Pose[]
  /** Seconds of each move, frame i to i+1 (the last back to the first); else from the tempo. */
  seconds?: number[]
  /** Seconds held at each frame. */
  holds?: number[]
}

export interface Demo {
  props: Prop[]
  /** Points that touch a surface in every frame (of both motions unless `incorrect` has its own). */
  contacts: Contact[]
  correct: Motion
  incorrect: Motion & {
    fault: FaultPart[]
    contacts?: Contact[]
  }
  /** The correct motion's most recognisable frame: the still of lists and reduced motion. */
  thumbnail: number
}

/** A value worked out when first asked for, then kept: demonstrations are built when drawn. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

/** How far a part's point sits from the surface it rests on (the flesh around the joint). */
const PART_RADIUS: Partial<Record<string, number>> = {
  head: BODY.headRadius,
  shoulder: 6,
  hip: 8,
  knee: 6,
  elbow: 5,
  hand: 1,
  wrist: 3,
  heel: 0,
  toe: 0,
  ankle: 4,
}
const radiusOf = (part: Part) => PART_RADIUS[part.replace(/(Near|Far)$/, '')] ?? 0
const TOLERANCE = 4
/** Half a pole's thickness (a 5 cm pole): a hand grips its surface, not its centre line. */
export const POLE_RADIUS = 2.5

/** Why a contact does not hold in this solved pose, or null when it does. */
export function contactProblem(solved: SolvedPose, contact: Contact, props: Prop[]): string | null {
  const [x, y] = solved.points[contact.part]
  const r = radiusOf(contact.part)
  const miss = (distance: number) =>
    distance <= TOLERANCE
      ? null
      : `${contact.part} is ${distance.toFixed(0)} from the ${contact.on}`
  if (contact.on === 'floor') return miss(Math.abs(FLOOR - r - y))
  const candidates = props.filter((p) => p.kind === contact.on)
  if (candidates.length === 0) return `no ${contact.on} to touch`
  const distances = candidates.map((prop) => {
    switch (prop.kind) {
      case 'box': {
        const top = FLOOR - prop.height
        const outside = Math.max(prop.x - x, x - (prop.x + prop.width), 0)
        return Math.hypot(outside, top - r - y)
      }
      case 'wall':
        return Math.max(Math.abs(prop.x - x) - r, 0)
      case 'pole': {
        // Round and thin: a part touches it beside it, between the floor and its top.
        const beyond = Math.max(prop.top - y, y - FLOOR, 0)
        return Math.max(Math.hypot(Math.abs(prop.x - x), beyond) - r - POLE_RADIUS, 0)
      }
      case 'rope':
        // Held, never stood on: nothing rests on a rope.
        return Number.POSITIVE_INFINITY
      default:
        return Math.max(Math.hypot(prop.at[0] - x, prop.at[1] - y) - r, 0)
    }
  })
  return miss(Math.min(...distances))
}

/** Parts that sink below the floor (beyond the flesh around them), as 'hip 12 below the floor'. */
export function belowFloor(solved: SolvedPose): string[] {
  return Object.entries(solved.points).flatMap(([part, [, y]]) => {
    const depth = y + radiusOf(part as Part) - FLOOR
    return depth > TOLERANCE ? [`${part} ${depth.toFixed(0)} below the floor`] : []
  })
}

export interface Segment {
  from: number
  to: number
  start: number
  seconds: number
}

/** Parses a tempo such as '3-1-1-0' (seconds down, pause, up, pause; X is explosive). */
export function parseTempo(tempo: string | null | undefined): number[] | null {
  const parts = tempo?.trim().split('-') ?? []
  if (parts.length !== 4) return null
  const values = parts.map((p) => (/^x$/i.test(p) ? 0.4 : Number(p)))
  return values.every((v) => Number.isFinite(v) && v >= 0 && v <= 10) ? values : null
}

/**
 * The loop as moves and holds: from the motion's own seconds, else the exercise's tempo (two
 * frames: down, pause, up, pause), else an even 1.2 s per move.
 */
export function timeline(
  motion: Motion,
  tempo?: string | null,
): { segments: Segment[]; total: number } {
  const n = motion.frames.length
  const [down = 0, bottom = 0, up = 0, top = 0] = (n === 2 && parseTempo(tempo)) || []
  const fromTempo = n === 2 && parseTempo(tempo) !== null
  const moves =
    motion.seconds ??
    (fromTempo ? [Math.max(down, 0.6), Math.max(up, 0.6)] : Array.from({ length: n }, () => 1.2))
  const holds =
    motion.holds ?? (fromTempo ? [top + 0.4, bottom + 0.2] : Array.from({ length: n }, () => 0.4))
  const segments: Segment[] = []
  let start = 0
  for (let i = 0; i < n; i++) {
    const hold = holds[i] ?? 0
    if (hold > 0) segments.push({ from: i, to: i, start, seconds: hold })
    start += hold
    const move = moves[i] ?? 1.2
    segments.push({ from: i, to: (i + 1) % n, start, seconds: move })
    start += move
  }
  return { segments, total: start }
}

/** Every solved frame of a demonstration (both motions), for bounds and checks. */
export function solvedFrames(demo: Demo): SolvedPose[] {
  return [...demo.correct.frames, ...demo.incorrect.frames].map(solvePose)
}
