import { Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue } from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { buttonClass } from '~/client/components/ui/button'
import { clockLabel } from '~/shared/rules/player'
import { ICONS } from './player-icons'
import type { Item } from './player-source'

/** The rest a set earns: its own amount, plus or minus 15 s per tap on '+15 s' / '−15 s'. */
const REST_STEP_SECONDS = 15

export function RestView({
  left,
  total,
  nextText,
  onSkip,
  onChange,
  item,
}: {
  left: number
  total: number
  nextText: string
  onSkip: () => void
  /** Lengthens (+15) or shortens (−15) the rest by that many seconds. */
  onChange: (seconds: number) => void
  item: Item | null
}) {
  // The next exercise's thumbnail draws after the rest's first frame: a Log Set that starts a rest
  // shows the clock without waiting for a figure to solve its poses.
  const thumbnail = useDeferredValue(item, null)
  const { t } = useLingui()
  const stepSeconds = REST_STEP_SECONDS
  const fraction = total > 0 ? Math.min(1, left / total) : 0
  const r = 88
  const circumference = 2 * Math.PI * r
  return (
    <section
      aria-labelledby="rest-heading"
      className="flex flex-1 flex-col items-center gap-6 px-4 pt-8 pb-8 md:px-6"
    >
      <h1 id="rest-heading" className="text-2xl font-extrabold tracking-wide uppercase">
        <Trans>Rest</Trans>
      </h1>
      <div className="relative h-52 w-52">
        <svg viewBox="0 0 200 200" className="h-full w-full -rotate-90" aria-hidden="true">
          <circle
            cx="100"
            cy="100"
            r={r}
            className="fill-none stroke-slate-200 dark:stroke-slate-800"
            strokeWidth="12"
          />
          <circle
            cx="100"
            cy="100"
            r={r}
            className="fill-none stroke-brand-600 dark:stroke-indigo-400"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - fraction)}
          />
        </svg>
        <p
          role="timer"
          aria-label={t`Rest time remaining`}
          className="absolute inset-0 flex items-center justify-center text-6xl font-extrabold tabular-nums"
        >
          {clockLabel(left)}
        </p>
      </div>
      <div className="grid w-full max-w-sm grid-cols-2 gap-3">
        {/* The visible text starts each name, so a voice command saying it still works. */}
        <button
          type="button"
          onClick={() => onChange(-REST_STEP_SECONDS)}
          disabled={left <= 0}
          aria-label={t`−${stepSeconds} s: shorter rest`}
          className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
        >
          {ICONS.timer} −{REST_STEP_SECONDS} s
        </button>
        <button
          type="button"
          onClick={() => onChange(REST_STEP_SECONDS)}
          aria-label={t`+${stepSeconds} s: longer rest`}
          className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
        >
          {ICONS.timer} +{REST_STEP_SECONDS} s
        </button>
        <button
          type="button"
          onClick={onSkip}
          className={`${buttonClass('primary', 'lg')} col-span-2 min-h-14 text-lg`}
        >
          {ICONS.skip} <Trans>Skip Rest</Trans>
        </button>
      </div>
      <div className="flex w-full max-w-sm items-center gap-3 rounded-2xl bg-slate-100 p-3 dark:bg-slate-900">
        {thumbnail ? (
          <LazyExerciseDemo
            exercise={thumbnail.exercise}
            variant="thumbnail"
            decorative
            className="h-14 w-16 shrink-0 rounded-xl bg-white p-1 dark:bg-slate-800"
          />
        ) : null}
        <p className="text-lg font-bold">{nextText}</p>
      </div>
    </section>
  )
}
