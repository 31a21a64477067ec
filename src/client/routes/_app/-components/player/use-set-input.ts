import { type Dispatch, type SetStateAction, useState } from 'react'
import type { SessionSet } from '~/client/lib/player-session'
import {
  detailsForm,
  lastTimeLoad,
  parseDetails,
  type PlayerSet,
  type Position,
  positionKey,
  prefilledDetails,
} from '~/shared/rules/player'
import type { Units } from '~/shared/rules/units'

/**
 * What the athlete enters for the set on screen: its reps, and its details (load, RPE). Details
 * belong to one set: the load starts from the previous set of the same exercise in this session
 * (or a ladder step's standard load, or the exercise's last session's load: `fromLastTime`),
 * never from another exercise's; effort always starts empty; what the athlete types is kept for
 * the set it was typed for (docs/product.md#player).
 */
export function useSetInput({
  position,
  targetReps,
  sets,
  exerciseId,
  standardLoad,
  lastSession,
  units,
}: {
  position: Position
  targetReps: number
  sets: readonly SessionSet[]
  /** The exercise the set is logged as (the one swapped in, if any). */
  exerciseId: number
  standardLoad: number | null
  /** The exercise's last session's sets ('Last time'), when they are of `exerciseId`. */
  lastSession: readonly PlayerSet[] | null
  units: Units
}) {
  // What is entered belongs to the set it was entered for: a new set starts from its target again.
  // Read off the set's key, not reset when the set changes: a reset while rendering would render
  // the whole player twice for every Log Set.
  const positionId = positionKey(position)
  const [typedReps, setTypedReps] = useState<{ at: string; reps: number } | null>(null)
  const reps = typedReps?.at === positionId ? typedReps.reps : targetReps
  const setReps: Dispatch<SetStateAction<number>> = (next) =>
    setTypedReps((typed) => {
      const shown = typed?.at === positionId ? typed.reps : targetReps
      return { at: positionId, reps: typeof next === 'function' ? next(shown) : next }
    })

  const [detailsOpen, setDetailsOpen] = useState(false)
  const [typed, setTyped] = useState<{ at: string; load: string; rpe: string } | null>(null)
  const prefilled = prefilledDetails(
    sets,
    exerciseId,
    standardLoad,
    lastSession ? lastTimeLoad(lastSession, position.setNumber) : null,
  )
  const form = typed?.at === positionId ? typed : detailsForm(prefilled, units)
  const setForm = (next: { load: string; rpe: string }) =>
    setTyped({ at: positionId, load: next.load, rpe: next.rpe })
  return {
    positionId,
    reps,
    setReps,
    form,
    details: parseDetails(form, units),
    /** The load on screen is the last session's, untouched: the screen says so. */
    fromLastTime: prefilled.fromLastTime && form.load === detailsForm(prefilled, units).load,
    setForm,
    detailsOpen,
    setDetailsOpen,
  }
}
