import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SwitchSides } from '~/client/components/switch-sides'
import { buttonClass } from '~/client/components/ui/button'
import { vibrate } from '~/client/lib/cues'
import { useCues } from '~/client/lib/use-cues'
import { useSettings } from '~/client/lib/use-settings'
import { toast } from '~/client/lib/use-toast'
import { useTracker } from '~/client/lib/use-tracker'
import { useWakeLock } from '~/client/lib/use-wake-lock'
import { allDoneLabel, plural } from '~/shared/rules/labels'
import { switchSidesWords, timedWords } from '~/shared/rules/player'
import {
  remainingSeconds,
  sideLabel,
  type DoneSet,
  type TimedKind,
  type TrackerConfig,
  type TrackerState,
} from '~/shared/rules/tracker'

export interface TrackerResult {
  sets: number
  reps: number | undefined
  seconds: number | undefined
}

/** What the finished sets add up to, for the exercise's record (docs/product.md#completion). */
function totals(config: TrackerConfig, done: DoneSet[]): TrackerResult {
  const sum = (pick: (d: DoneSet) => number | undefined) =>
    done.reduce((total, d) => total + (pick(d) ?? 0), 0)
  const sides = config.perSide ? 2 : 1
  return {
    sets: config.sets,
    reps:
      config.mode === 'reps'
        ? sum((d) => d.reps) || config.targetReps * config.sets * sides
        : undefined,
    seconds:
      config.mode === 'timed'
        ? sum((d) => d.seconds) || config.workSeconds * config.sets * sides
        : undefined,
  }
}

function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return m > 0 ? `${m}:${String(s).padStart(2, '0')}` : String(s)
}

/**
 * docs/product.md#tracker: rep counter, hold timer, rest timer, then 'Complete Exercise & Continue'.
 * A per-side hold shows 'Switch sides' between its sides, as the workout player does. Kept on the
 * device under `storageKey`; each finished set goes to `log` as it finishes.
 */
export function ExerciseTracker({
  config,
  kind = 'hold',
  onComplete,
  saving,
  storageKey,
  log,
}: {
  config: TrackerConfig
  /** A timed set is a hold or timed work (`timedKind`): worded as such. */
  kind?: TimedKind
  /** Resolves true when the exercise is recorded (the kept tracker is then forgotten). */
  onComplete: (result: TrackerResult) => Promise<boolean>
  saving: boolean
  storageKey: string
  log: (sets: DoneSet[]) => Promise<unknown>
}) {
  const settings = useSettings()
  const { cue, go } = useCues()
  const [finishing, setFinishing] = useState(false)
  // Said to a screen reader: the switch of sides of a per-side hold, which moves on by itself.
  const [announcement, setAnnouncement] = useState('')
  const rightSide = config.perSide ? sideLabel(config.perSide, 'right') : 'Right side'
  const { state, now, send, flush, clear } = useTracker(
    config,
    (effects) => {
      if (effects.includes('restCompleted')) {
        cue()
        toast({ title: 'Rest completed!', description: 'Time to start your next set' })
      } else if (effects.includes('sideStarted')) {
        go()
        setAnnouncement(switchSidesWords.go(rightSide))
      } else if (
        effects.includes('sideCompleted') ||
        (effects.includes('setCompleted') && config.mode === 'timed')
      ) {
        cue()
        if (effects.includes('sideCompleted') && config.mode === 'timed')
          setAnnouncement(switchSidesWords.announce(rightSide))
      } else if (effects.includes('rep') && settings.vibration) {
        vibrate(30)
      }
    },
    { storageKey, log },
  )
  useWakeLock(state.phase !== 'finished')

  const words = timedWords(kind)
  const tapLabel = tapAction(state, words)
  // Space counts a rep or starts/pauses the hold, unless a control has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.repeat) return
      const target = e.target as HTMLElement | null
      if (
        target &&
        target !== document.body &&
        target.closest('button, a, input, select, textarea, [role="tab"]')
      )
        return
      e.preventDefault()
      send('tap')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [send])

  const workLeft = remainingSeconds(state.work, now)
  const switchLeft = state.switching ? remainingSeconds(state.switching, now) : 0
  const restLeft = remainingSeconds(state.rest, now)
  const side = config.perSide && state.side ? sideLabel(config.perSide, state.side) : null
  // Sets still unsent go first; a tracker whose sets all reached the server is then forgotten.
  const finish = async () => {
    setFinishing(true)
    const allLogged = await flush()
    if ((await onComplete(totals(config, state.done))) && allLogged) clear()
  }
  const busy = saving || finishing

  return (
    <section
      aria-labelledby="tracker-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="tracker-heading" className="text-lg font-bold">
        Exercise Tracker
      </h2>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400" aria-live="polite">
        Set {Math.min(state.set, config.sets)} of {config.sets}
        {state.phase === 'resting'
          ? ' · Resting'
          : side && state.phase !== 'finished'
            ? ` · ${side}`
            : ''}
      </p>

      {state.phase === 'ready' ? (
        // The rest is over: no spent rest clock here, just the next set's own count below.
        <p className="mt-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Next set ready
        </p>
      ) : null}

      {state.phase === 'resting' ? (
        <div className="mt-4 flex flex-col items-center gap-4">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Rest
          </p>
          <p
            className="text-7xl font-bold tabular-nums"
            role="timer"
            aria-label="Rest time remaining"
          >
            {formatClock(restLeft)}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {state.rest.running ? (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => send('pauseRest')}
              >
                <Pause className="h-5 w-5" aria-hidden="true" /> Pause
              </button>
            ) : (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => send('resumeRest')}
              >
                <Play className="h-5 w-5" aria-hidden="true" /> Resume
              </button>
            )}
            <button
              type="button"
              className={buttonClass('outline', 'lg')}
              onClick={() => send('resetRest')}
            >
              <RotateCcw className="h-5 w-5" aria-hidden="true" /> Reset
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'lg')}
              onClick={() => send('skipRest')}
            >
              <SkipForward className="h-5 w-5" aria-hidden="true" /> Skip Rest
            </button>
          </div>
        </div>
      ) : null}

      {state.phase === 'switching' ? (
        // Between the sides of a per-side hold: the other side starts by itself; Cancel (or
        // Space) waits for a tap on the circle instead.
        <div className="mt-6 flex flex-col items-center gap-4">
          <SwitchSides seconds={switchLeft} side={side ?? rightSide} />
          <button
            type="button"
            className={`${buttonClass('outline', 'lg')} w-full sm:w-auto`}
            onClick={() => send('tap')}
          >
            Cancel
          </button>
        </div>
      ) : null}

      {state.phase === 'working' || state.phase === 'setDone' || state.phase === 'ready' ? (
        <div className="mt-6 flex flex-col items-center gap-4">
          <button
            type="button"
            onClick={() => send('tap')}
            disabled={state.phase === 'setDone'}
            className="flex h-48 w-48 flex-col items-center justify-center rounded-full border-8 border-brand-100 bg-brand-700 text-white shadow-lg transition-transform select-none focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-600 active:scale-95 disabled:bg-emerald-700 dark:border-slate-700"
          >
            <span className="sr-only">{tapLabel}: </span>
            {config.mode === 'reps' ? (
              <>
                <span className="text-6xl font-bold tabular-nums">{state.reps}</span>
                <span className="text-sm font-medium">of {plural(config.targetReps, 'rep')}</span>
                {side ? <span className="text-sm font-semibold">{side}</span> : null}
              </>
            ) : (
              <>
                <span className="text-6xl font-bold tabular-nums" role="timer">
                  {formatClock(workLeft)}
                </span>
                <span className="text-sm font-medium">
                  {state.work.running ? 'Tap to pause' : 'Tap to start'}
                </span>
                {side ? <span className="text-sm font-semibold">{side}</span> : null}
              </>
            )}
          </button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {config.mode === 'reps'
              ? 'Tap the circle (or press Space) for each rep'
              : words.tapHint}
          </p>
          {state.phase === 'setDone' ? (
            <button
              type="button"
              className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
              onClick={() => send('startRest')}
            >
              Start Rest Timer ({plural(config.restSeconds, 'second')})
            </button>
          ) : null}
        </div>
      ) : null}

      {state.phase === 'finished' ? (
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="font-semibold text-emerald-800 dark:text-emerald-300">
            {allDoneLabel(config.sets, 'set')}.
          </p>
          <button
            type="button"
            className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
            onClick={() => void finish()}
            disabled={busy}
          >
            {busy ? 'Saving Progress...' : 'Complete Exercise & Continue'}
          </button>
        </div>
      ) : null}
    </section>
  )
}

function tapAction(state: TrackerState, words: ReturnType<typeof timedWords>): string {
  if (state.config.mode === 'reps') return 'Count a rep'
  return state.work.running ? words.tapPause : words.tapStart
}
