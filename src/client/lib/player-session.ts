// The workout player's session on this device (docs/product.md#player): kept in localStorage as
// it changes, so a reload, a closed tab or a locked phone resumes where the athlete was. Each set
// also goes to the server at once under its client id; a set the server has not confirmed yet is
// kept here as unsaved and sent again (the client id makes the retry count once). A skill's
// practice (docs/product.md#skill-practice) is such a session too, without a workout.
import type { TimedRun } from '~/shared/rules/block-player'
import type { Position } from '~/shared/rules/player'
import type { BlockScoreInput, LogSetsResult, RecordKind, SetInput } from '~/shared/schemas/sets'

/** A ladder step the set log answered as passed (docs/product.md#skill-ladders). */
export type PassedStep = LogSetsResult['passedSteps'][number]

/**
 * What a session plays: a workout, or one step of a skill (library mode, no workout). A step has
 * its own session, so sets of an earlier step never count as done for the next.
 */
export type PlayerOf = { workoutId: number } | { skillId: number; stepId: number }

export interface SessionSet extends SetInput {
  /** The exercise's place in the workout (a workout may list an exercise twice). */
  exerciseIndex: number
  saved: boolean
  /** The server's id once it holds the set (a set queued offline has none yet): Edit, Undo. */
  id?: number
  /** The training session the server put it in (docs/product.md#training-sessions). */
  sessionId?: number
  /** Logged on the first day the athlete did the exercise: 'First time', never a record. */
  firstTime?: boolean
  records: RecordKind[]
  /**
   * The set number it is stored with, when not its own: a second run of the workout that day
   * numbers on (docs/product.md#set-log). 'This session' shows it, as the session page does.
   */
  storedSetNumber?: number
}

export interface PlayerSession {
  version: 1
  userId: number
  of: PlayerOf
  /** Epoch ms. */
  startedAt: number
  /**
   * Epoch ms: 'Last time' counts the sets done before it. The start, unless the session began
   * with the answer the page brought (docs/architecture.md#client-data), read as of the moment
   * the server made the page, a little earlier.
   */
  lastTimeBefore?: number
  position: Position
  /** The rest running after a set: its deadline (epoch ms) on the clock, so nothing drifts. */
  rest: { endsAt: number; seconds: number } | null
  sets: SessionSet[]
  badges: { id: number; name: string }[]
  /** The ladder steps the log answered as passed by this session's sets. */
  passedSteps: PassedStep[]
  /** Epoch ms when the athlete finished or ended the workout: the summary shows. */
  endedAt: number | null
  /**
   * Per exercise index, what the athlete did with its progression suggestion: the exercise
   * swapped in for this session, or 'ignored' (docs/product.md#progression).
   */
  swaps?: Record<string, { exerciseId: number; name: string } | 'ignored'>
  /** The timed block under way (docs/product.md#blocks-in-the-player): a reload resumes its clock. */
  timed?: (TimedRun & { blockIndex: number }) | null
  /** The timed blocks finished or skipped (their indexes): the player does not go back into them. */
  finishedBlocks?: number[]
  /** AMRAP and For Time scores, kept like sets until the server holds them. */
  scores?: SessionScore[]
  /**
   * The exercises (indexes) skipped in a superset or circuit: their partners go on without them
   * (docs/product.md#blocks-in-the-player). Logging one of their sets takes it back in.
   */
  skipped?: number[]
  /**
   * Per exercise id, the highest set number the server held for this workout today when the
   * session began: a second run of the workout that day numbers its sets on from there
   * (docs/product.md#set-log). The session's own sets count from 1; the base is added as they
   * are sent.
   */
  setNumberBase?: Record<number, number>
}

export interface SessionScore extends BlockScoreInput {
  saved: boolean
}

const key = (userId: number, of: PlayerOf) =>
  'skillId' in of
    ? `player:${userId}:skill:${of.skillId}:${of.stepId}`
    : `player:${userId}:${of.workoutId}`

export function readPlayerSession(userId: number, of: PlayerOf): PlayerSession | null {
  try {
    const raw = localStorage.getItem(key(userId, of))
    const session = raw ? (JSON.parse(raw) as Partial<PlayerSession>) : null
    if (session?.version !== 1) return null
    // Sessions saved before skills had practices carried only their workout's id.
    return {
      ...session,
      of,
      passedSteps: session.passedSteps ?? [],
    } as PlayerSession
  } catch {
    return null
  }
}

export function savePlayerSession(session: PlayerSession) {
  try {
    localStorage.setItem(key(session.userId, session.of), JSON.stringify(session))
  } catch {
    // Storage full or refused (private mode): the sets still reach the server.
  }
}

export function clearPlayerSession(userId: number, of: PlayerOf) {
  localStorage.removeItem(key(userId, of))
}

/** A session of this workout (or practice) is under way on this device: 'Resume Workout'. */
export function hasSessionInProgress(userId: number, of: PlayerOf): boolean {
  const session = readPlayerSession(userId, of)
  return session !== null && session.endedAt === null
}

export function newPlayerSession(
  userId: number,
  of: PlayerOf,
  now: number,
  lastTimeBefore?: number,
): PlayerSession {
  return {
    version: 1,
    userId,
    of,
    startedAt: now,
    ...(lastTimeBefore === undefined ? {} : { lastTimeBefore }),
    position: { exercise: 0, setNumber: 1, side: null },
    rest: null,
    sets: [],
    badges: [],
    passedSteps: [],
    endedAt: null,
  }
}
