import { useLingui } from '@lingui/react/macro'
import { SwitchSides } from '~/client/components/switch-sides'
import { LogSetLine } from './log-set-line'
import { sideText, type timedWordsText } from './player-labels'

export function HoldControls({
  target,
  getReady,
  switching,
  nextSide,
  held,
  words,
  line,
  lineNote,
  onStart,
  onStop,
}: {
  target: number
  /** Seconds left of the get-ready (or switch-sides) count; null once it has run out. */
  getReady: number | null
  /** The count is the 'Switch sides' screen between the sides of a per-side hold. */
  switching: boolean
  nextSide: 'left' | 'right' | null
  held: number | null
  words: ReturnType<typeof timedWordsText>
  line: string | null
  /** Where a detail of the line came from ('Load from last time'). */
  lineNote?: string | null
  onStart: () => void
  onStop: () => void
}) {
  const { t } = useLingui()
  const running = getReady !== null || held !== null
  const heldSeconds = held ?? 0
  const switchNow = switching && getReady !== null
  return (
    <div className="flex flex-col items-center gap-4">
      {switchNow ? (
        <SwitchSides seconds={getReady} side={sideText(nextSide)} />
      ) : (
        <>
          <p
            role="timer"
            aria-label={getReady !== null ? t`Get ready` : words.timer}
            className={`text-7xl font-extrabold tabular-nums ${
              held !== null && held >= target ? 'text-emerald-700 dark:text-emerald-400' : ''
            }`}
          >
            {getReady !== null ? getReady : <>{heldSeconds} s</>}
          </p>
          <p
            className="text-sm font-semibold text-slate-600 dark:text-slate-400"
            aria-live="polite"
          >
            {getReady !== null
              ? t`Get ready`
              : held !== null
                ? held >= target
                  ? t`Target reached: stop when you are done`
                  : words.running
                : words.hint}
          </p>
        </>
      )}
      <div className="w-full">
        <button
          type="button"
          onClick={running ? onStop : onStart}
          aria-describedby={line ? 'log-set-line' : undefined}
          className={`min-h-16 w-full rounded-2xl text-2xl font-extrabold text-white shadow-lg transition-transform focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-[0.98] ${
            running ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
          }`}
        >
          {getReady !== null ? t`Cancel` : held !== null ? t`Stop and Log Set` : words.start}
        </button>
        <LogSetLine line={line} note={lineNote} />
      </div>
    </div>
  )
}
