// The workout player's session on this device (docs/product.md#player): kept in localStorage as
// it changes, so a reload, a closed tab or a locked phone resumes where the athlete was. Each set
// also goes to the server at once under its client id; a set the server has not confirmed yet is
// kept here as unsaved and sent again (the client id makes the retry count once).
import type { Position } from '~/shared/rules/player'
import type { RecordKind, SetInput } from '~/shared/schemas/sets'

export interface SessionSet extends SetInput {
  /** The exercise's place in the workout (a workout may list an exercise twice). */
  exerciseIndex: number
  saved: boolean
  records: RecordKind[]
}

export interface PlayerSession {
  version: 1
  userId: number
  workoutId: number
  /** Epoch ms. */
  startedAt: number
  position: Position
  /** The rest running after a set: its deadline (epoch ms) on the clock, so nothing drifts. */
  rest: { endsAt: number; seconds: number } | null
  sets: SessionSet[]
  badges: { id: number; name: string }[]
  /** Epoch ms when the athlete finished or ended the workout: the summary shows. */
  endedAt: number | null
  /**
   * Per exercise index, what the athlete did with its progression suggestion: the exercise
   * swapped in for this session, or 'ignored' (docs/product.md#progression).
   */
  swaps?: Record<string, { exerciseId: number; name: string } | 'ignored'>
}

const key = (userId: number, workoutId: number) => `player:${userId}:${workoutId}`

export function readPlayerSession(userId: number, workoutId: number): PlayerSession | null {
  try {
    const raw = localStorage.getItem(key(userId, workoutId))
    const session = raw ? (JSON.parse(raw) as PlayerSession) : null
    return session?.version === 1 ? session : null
  } catch {
    return null
  }
}

export function savePlayerSession(session: PlayerSession) {
  try {
    localStorage.setItem(key(session.userId, session.workoutId), JSON.stringify(session))
  } catch {
    // Storage full or refused (private mode): the sets still reach the server.
  }
}

export function clearPlayerSession(userId: number, workoutId: number) {
  localStorage.removeItem(key(userId, workoutId))
}

/** A session of this workout is under way on this device: 'Resume Workout'. */
export function hasSessionInProgress(userId: number, workoutId: number): boolean {
  const session = readPlayerSession(userId, workoutId)
  return session !== null && session.endedAt === null
}

export function newPlayerSession(userId: number, workoutId: number, now: number): PlayerSession {
  return {
    version: 1,
    userId,
    workoutId,
    startedAt: now,
    position: { exercise: 0, setNumber: 1, side: null },
    rest: null,
    sets: [],
    badges: [],
    endedAt: null,
  }
}
