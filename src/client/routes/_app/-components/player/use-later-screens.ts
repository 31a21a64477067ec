import { lazy, useEffect } from 'react'
import { afterNextPaint } from '~/client/lib/after-paint'
import { loadConfirmDialog } from './end-dialog'

// What the first screen does not show loads once it has painted (docs/architecture.md#first-visit):
// End Workout's dialog (Radix's, ~14 KB), the summary, and a timed block's screens (when the
// workout has one). Fetched then, so they are at hand (and on the device) by the time they are
// needed; a screen that opens on one of them loads it at once.
const loadSummary = () => import('../player-summary')
export const PlayerSummary = lazy(() =>
  loadSummary().then((module) => ({ default: module.PlayerSummary })),
)
const loadTimedBlock = () => import('../block-player/timed-block')
export const TimedBlock = lazy(() =>
  loadTimedBlock().then((module) => ({ default: module.TimedBlock })),
)

/** Fetches the player's later screens after its first paint, once, as it opens. */
export function useLaterScreens(timedBlocks: boolean) {
  useEffect(
    () =>
      afterNextPaint(() => {
        const later = [loadConfirmDialog, loadSummary, ...(timedBlocks ? [loadTimedBlock] : [])]
        for (const load of later) void load().catch(() => undefined)
      }),
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
}
