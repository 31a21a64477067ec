import { Minus, Plus } from 'lucide-react'
import { SET_LIMITS } from '~/shared/rules/set-limits'

const STEP_CLASS =
  'flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 dark:border-slate-700'

/** The reps of an AMRAP's part round, entered once its clock has run out. */
export function AmrapReps({ reps, onChange }: { reps: number; onChange: (reps: number) => void }) {
  return (
    <div className="flex items-center justify-center gap-5">
      <button
        type="button"
        aria-label="Fewer reps"
        onClick={() => onChange(Math.max(0, reps - 1))}
        className={STEP_CLASS}
      >
        <Minus className="h-6 w-6" aria-hidden="true" />
      </button>
      <p className="min-w-28 text-center">
        <output
          aria-live="polite"
          aria-label="Reps of the part round"
          className="block text-5xl font-extrabold tabular-nums"
        >
          {reps}
        </output>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">+ reps</span>
      </p>
      <button
        type="button"
        aria-label="More reps"
        onClick={() => onChange(Math.min(SET_LIMITS.maxReps, reps + 1))}
        className={STEP_CLASS}
      >
        <Plus className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  )
}
