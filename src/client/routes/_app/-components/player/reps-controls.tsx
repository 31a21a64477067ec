import { Trans, useLingui } from '@lingui/react/macro'
import type { Dispatch, SetStateAction } from 'react'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { LogSetLine } from './log-set-line'
import { ICONS } from './player-icons'

const STEP_CLASS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not a text
  'flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700'

/** The reps of a set, one more or fewer a tap, and Log Set. */
export function RepsControls({
  reps,
  setReps,
  side,
  line,
  lineNote,
  onLog,
}: {
  reps: number
  setReps: Dispatch<SetStateAction<number>>
  side: 'left' | 'right' | null
  line: string | null
  /** Where a detail of the line came from ('Load from last time'). */
  lineNote?: string | null
  onLog: () => void
}) {
  const { t } = useLingui()
  return (
    <>
      <div className="flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label={t`Fewer reps`}
          onClick={() => setReps((r) => Math.max(0, r - 1))}
          className={STEP_CLASS}
        >
          {ICONS.fewer}
        </button>
        <p className="min-w-28 text-center">
          <output
            aria-live="polite"
            aria-label={t`Reps to log`}
            className="block text-6xl font-extrabold tabular-nums"
          >
            {reps}
          </output>
          <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {side === 'left'
              ? t`reps, left side`
              : side === 'right'
                ? t`reps, right side`
                : t`reps`}
          </span>
        </p>
        <button
          type="button"
          aria-label={t`More reps`}
          onClick={() => setReps((r) => Math.min(SET_LIMITS.maxReps, r + 1))}
          className={STEP_CLASS}
        >
          {ICONS.more}
        </button>
      </div>
      <div>
        <button
          type="button"
          onClick={onLog}
          aria-describedby={line ? 'log-set-line' : undefined}
          className="min-h-16 w-full rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg transition-transform hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-[0.98]"
        >
          <Trans>Log Set</Trans>
        </button>
        <LogSetLine line={line} note={lineNote} />
      </div>
    </>
  )
}
