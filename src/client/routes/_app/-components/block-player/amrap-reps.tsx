import { useLingui } from '@lingui/react/macro'
import { Minus, Plus } from 'lucide-react'
import { SET_LIMITS } from '~/shared/rules/set-limits'

const STEP_CLASS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not a text
  'flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 dark:border-slate-700'

/** The reps of an AMRAP's part round, entered once its clock has run out. */
export function AmrapReps({ reps, onChange }: { reps: number; onChange: (reps: number) => void }) {
  const { t } = useLingui()
  return (
    <div className="flex items-center justify-center gap-5">
      <button
        type="button"
        aria-label={t`Fewer reps`}
        onClick={() => onChange(Math.max(0, reps - 1))}
        className={STEP_CLASS}
      >
        <Minus className="h-6 w-6" aria-hidden="true" />
      </button>
      <p className="min-w-28 text-center">
        <output
          aria-live="polite"
          aria-label={t`Reps of the part round`}
          className="block text-5xl font-extrabold tabular-nums"
        >
          {reps}
        </output>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {t`+ reps`}
        </span>
      </p>
      <button
        type="button"
        aria-label={t`More reps`}
        onClick={() => onChange(Math.min(SET_LIMITS.maxReps, reps + 1))}
        className={STEP_CLASS}
      >
        <Plus className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  )
}
