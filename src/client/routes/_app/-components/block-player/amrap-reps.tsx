import { useLingui } from '@lingui/react/macro'
import { Minus, Plus } from 'lucide-react'
import { SET_LIMITS } from '~/shared/rules/set-limits'

const STEP_CLASS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not a text
  'flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 dark:border-slate-700'

/**
 * The reps of an AMRAP's part round, entered once its clock has run out; with `label` and
 * `caption`, the reps of an EMOM minute or a Tabata interval (docs/product.md#blocks-in-the-player).
 */
export function AmrapReps({
  reps,
  onChange,
  label,
  caption,
}: {
  reps: number
  onChange: (reps: number) => void
  label?: string
  caption?: string
}) {
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
          aria-label={label ?? t`Reps of the part round`}
          className="block text-5xl font-extrabold tabular-nums"
        >
          {reps}
        </output>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {caption ?? t`+ reps`}
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
