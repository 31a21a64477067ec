import { Trans, useLingui } from '@lingui/react/macro'
import { TrendingDown, TrendingUp, UserCheck } from 'lucide-react'
import { buttonClass } from '~/client/components/ui/button'
import { useUnits } from '~/client/lib/use-units'
import type { SuggestionAnswer } from '~/shared/schemas/progression'
import { loadChangeText, suggestionText } from './player/player-labels'

/** What the athlete did with a suggestion this session: took the exercise, or set it aside. */
export type SuggestionState = { exerciseId: number; name: string } | 'ignored' | undefined

/**
 * docs/product.md#progression: the player's suggestion for this exercise, from the last session
 * (or the trainer's choice), which the athlete can take for this session or ignore. A swapped
 * exercise reads as such, with a way back.
 */
export function ProgressionSuggestion({
  suggestion,
  state,
  originalName,
  onSwap,
  onLoad,
  onIgnore,
  onUndo,
}: {
  suggestion: SuggestionAnswer | null
  state: SuggestionState
  originalName: string
  onSwap: (exercise: { exerciseId: number; name: string }) => void
  onLoad: (kg: number) => void
  onIgnore: () => void
  onUndo: () => void
}) {
  // The athlete's own player: a load change reads in their unit ('Add 5 lb').
  const units = useUnits()
  const { t } = useLingui()
  if (state !== undefined && state !== 'ignored') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-indigo-50 py-1 pr-1 pl-3 text-sm font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
        <p>
          <Trans>Swapped for this session</Trans>
        </p>
        <button type="button" onClick={onUndo} className={buttonClass('ghost', 'md')}>
          <Trans>Back to {originalName}</Trans>
        </button>
      </div>
    )
  }
  if (!suggestion || state === 'ignored') return null
  const up = suggestion.kind === 'harder' || suggestion.kind === 'add-load'
  const Icon = suggestion.kind === 'trainer' ? UserCheck : up ? TrendingUp : TrendingDown
  const { exerciseId, exerciseName, loadKg } = suggestion
  return (
    <section
      aria-label={t`Suggestion`}
      className="rounded-2xl border border-indigo-200 bg-indigo-50 p-3 dark:border-indigo-800 dark:bg-indigo-950"
    >
      <p className="flex items-center gap-2 font-bold text-indigo-900 dark:text-indigo-100">
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {suggestionText(suggestion, units)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {exerciseId !== null && exerciseName !== null ? (
          <button
            type="button"
            onClick={() => onSwap({ exerciseId, name: exerciseName })}
            className={buttonClass('primary', 'md')}
          >
            <Trans>Swap for this session</Trans>
          </button>
        ) : loadKg !== null ? (
          <button
            type="button"
            onClick={() => onLoad(loadKg)}
            className={buttonClass('primary', 'md')}
          >
            {loadChangeText(loadKg, units)}
          </button>
        ) : null}
        <button type="button" onClick={onIgnore} className={buttonClass('ghost', 'md')}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  )
}
