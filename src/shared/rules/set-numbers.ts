// A workout done twice on one day is one session (docs/product.md#training-sessions), so the
// player numbers a second run's sets on from the first's (docs/product.md#set-log): the rows
// stay apart ('Set 4 · Round 1' after 'Set 1 · Round 1'), and a set's round stays its block's.

/**
 * Per exercise id, the highest set number among `sets` logged with workout `workoutId` (the
 * day's, as the server holds them when a run begins); a set of that exercise in the new run
 * is sent as that number plus its own.
 */
export function setNumberBases(
  sets: readonly { workoutId: number | null; exerciseId: number; setNumber: number }[],
  workoutId: number,
): Record<number, number> {
  const out: Record<number, number> = {}
  for (const s of sets) {
    if (s.workoutId !== workoutId) continue
    out[s.exerciseId] = Math.max(out[s.exerciseId] ?? 0, s.setNumber)
  }
  return out
}

/** The set number a run's set is sent with: its own, after the day's earlier runs. */
export function sentSetNumber(
  set: { workoutId?: number; exerciseId: number; setNumber: number },
  bases: Readonly<Record<number, number>> | undefined,
  maxSetNumber: number,
): number {
  const base = set.workoutId === undefined ? 0 : (bases?.[set.exerciseId] ?? 0)
  return Math.min(maxSetNumber, base + set.setNumber)
}
