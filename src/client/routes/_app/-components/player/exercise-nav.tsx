import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import { ICONS } from './player-icons'

/** Previous, Skip and Next between a workout's exercises, and the keys that do the same. */
export function ExerciseNav({
  index,
  count,
  onGo,
  onSkip,
}: {
  index: number
  count: number
  onGo: (index: number) => void
  onSkip: () => void
}) {
  const { t } = useLingui()
  return (
    <>
      {/* One exercise (a practice): nothing to move between, End Practice ends it. */}
      {count > 1 ? (
        <div className="mt-auto flex items-center justify-between gap-2">
          <button
            type="button"
            aria-label={t`Previous exercise`}
            disabled={index === 0}
            onClick={() => onGo(index - 1)}
            className={buttonClass('ghost', 'icon')}
          >
            {ICONS.previous}
          </button>
          <button type="button" onClick={onSkip} className={buttonClass('outline', 'lg')}>
            {ICONS.skip} <Trans>Skip Exercise</Trans>
          </button>
          <button
            type="button"
            aria-label={t`Next exercise`}
            disabled={index === count - 1}
            onClick={() => onGo(index + 1)}
            className={buttonClass('ghost', 'icon')}
          >
            {ICONS.next}
          </button>
        </div>
      ) : null}
      <p className="hidden text-center text-sm text-slate-600 md:block dark:text-slate-400">
        {count > 1 ? t`Space logs a set · ← → move between exercises` : t`Space logs a set`}
      </p>
    </>
  )
}
