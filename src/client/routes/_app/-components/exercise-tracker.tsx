import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SwitchSides } from '~/client/components/switch-sides'
import { buttonClass } from '~/client/components/ui/button'
import { vibrate } from '~/client/lib/cues'
import { i18n } from '~/client/lib/i18n'
import { useCues } from '~/client/lib/use-cues'
import { useSettings } from '~/client/lib/use-settings'
import { toast } from '~/client/lib/use-toast'
import { useTracker } from '~/client/lib/use-tracker'
import { useWakeLock } from '~/client/lib/use-wake-lock'
import {
  type PerSideUnit,
  remainingSeconds,
  SWITCH_SIDES_SECONDS,
  type DoneSet,
  type TimedKind,
  type TrackerConfig,
  type TrackerSide,
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
  const { t } = useLingui()
  const settings = useSettings()
  const { cue, go } = useCues()
  const [finishing, setFinishing] = useState(false)
  // Said to a screen reader: the switch of sides of a per-side hold, which moves on by itself.
  const [announcement, setAnnouncement] = useState('')
  const rightSide = sideText(config.perSide ?? 'side', 'right')
  const rightSideInSentence = sideInSentence(config.perSide ?? 'side', 'right')
  const switchSeconds = SWITCH_SIDES_SECONDS
  const { state, now, send, flush, clear } = useTracker(
    config,
    (effects) => {
      if (effects.includes('restCompleted')) {
        cue()
        toast({ title: t`Rest completed!`, description: t`Time to start your next set` })
      } else if (effects.includes('sideStarted')) {
        go()
        setAnnouncement(t`Go: ${rightSideInSentence}`)
      } else if (
        effects.includes('sideCompleted') ||
        (effects.includes('setCompleted') && config.mode === 'timed')
      ) {
        cue()
        if (effects.includes('sideCompleted') && config.mode === 'timed')
          setAnnouncement(t`Switch sides: ${rightSideInSentence} in ${switchSeconds} seconds`)
      } else if (effects.includes('rep') && settings.vibration) {
        vibrate(30)
      }
    },
    { storageKey, log },
  )
  useWakeLock(state.phase !== 'finished')

  const words = timedWordsText(kind)
  const tapLabel = tapAction(state, words)
  // Space counts a rep or starts/pauses the hold, unless a control has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.repeat) return
      const target = e.target as HTMLElement | null
      if (
        target &&
        target !== document.body &&
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
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
  const side = config.perSide && state.side ? sideText(config.perSide, state.side) : null
  // Sets still unsent go first; a tracker whose sets all reached the server is then forgotten.
  const finish = async () => {
    setFinishing(true)
    const allLogged = await flush()
    if ((await onComplete(totals(config, state.done))) && allLogged) clear()
  }
  const busy = saving || finishing
  const setNumber = Math.min(state.set, config.sets)
  const setCount = config.sets
  const targetReps = config.targetReps
  const restSeconds = config.restSeconds

  return (
    <section
      aria-labelledby="tracker-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="tracker-heading" className="text-lg font-bold">
        <Trans>Exercise Tracker</Trans>
      </h2>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400" aria-live="polite">
        {t`Set ${setNumber} of ${setCount}`}
        {state.phase === 'resting'
          ? ` · ${t`Resting`}`
          : side && state.phase !== 'finished'
            ? ` · ${side}`
            : ''}
      </p>

      {state.phase === 'ready' ? (
        // The rest is over: no spent rest clock here, just the next set's own count below.
        <p className="mt-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          <Trans>Next set ready</Trans>
        </p>
      ) : null}

      {state.phase === 'resting' ? (
        <div className="mt-4 flex flex-col items-center gap-4">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            <Trans>Rest</Trans>
          </p>
          <p
            className="text-7xl font-bold tabular-nums"
            role="timer"
            aria-label={t`Rest time remaining`}
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
                <Pause className="h-5 w-5" aria-hidden="true" /> <Trans>Pause</Trans>
              </button>
            ) : (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => send('resumeRest')}
              >
                <Play className="h-5 w-5" aria-hidden="true" /> <Trans>Resume</Trans>
              </button>
            )}
            <button
              type="button"
              className={buttonClass('outline', 'lg')}
              onClick={() => send('resetRest')}
            >
              <RotateCcw className="h-5 w-5" aria-hidden="true" /> <Trans>Reset</Trans>
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'lg')}
              onClick={() => send('skipRest')}
            >
              <SkipForward className="h-5 w-5" aria-hidden="true" /> <Trans>Skip Rest</Trans>
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
            <Trans>Cancel</Trans>
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
                <span className="text-sm font-medium">
                  {t`of ${plural(targetReps, { one: '# rep', other: '# reps' })}`}
                </span>
                {side ? <span className="text-sm font-semibold">{side}</span> : null}
              </>
            ) : (
              <>
                <span className="text-6xl font-bold tabular-nums" role="timer">
                  {formatClock(workLeft)}
                </span>
                <span className="text-sm font-medium">
                  {state.work.running ? t`Tap to pause` : t`Tap to start`}
                </span>
                {side ? <span className="text-sm font-semibold">{side}</span> : null}
              </>
            )}
          </button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {config.mode === 'reps'
              ? t`Tap the circle (or press Space) for each rep`
              : words.tapHint}
          </p>
          {state.phase === 'setDone' ? (
            <button
              type="button"
              className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
              onClick={() => send('startRest')}
            >
              {t`Start Rest Timer (${plural(restSeconds, { one: '# second', other: '# seconds' })})`}
            </button>
          ) : null}
        </div>
      ) : null}

      {state.phase === 'finished' ? (
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="font-semibold text-emerald-800 dark:text-emerald-300">
            {t`${plural(setCount, { one: '# set done', other: 'All # sets done' })}.`}
          </p>
          <button
            type="button"
            className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
            onClick={() => void finish()}
            disabled={busy}
          >
            {busy ? t`Saving Progress...` : t`Complete Exercise & Continue`}
          </button>
        </div>
      ) : null}
    </section>
  )
}

function tapAction(state: TrackerState, words: ReturnType<typeof timedWordsText>): string {
  if (state.config.mode === 'reps') return i18n._(msg`Count a rep`)
  return state.work.running ? words.tapPause : words.tapStart
}

/** The tracker's words of timedWords (shared/rules/player.ts): a hold is held, timed work is worked. */
function timedWordsText(kind: TimedKind) {
  return kind === 'hold'
    ? {
        tapHint: i18n._(msg`Tap the circle (or press Space) to start or pause the hold`),
        tapStart: i18n._(msg`Start the hold timer`),
        tapPause: i18n._(msg`Pause the hold timer`),
      }
    : {
        tapHint: i18n._(msg`Tap the circle (or press Space) to start or pause the work timer`),
        tapStart: i18n._(msg`Start the work timer`),
        tapPause: i18n._(msg`Pause the work timer`),
      }
}

// sideLabel of shared/rules/tracker.ts ('Right leg'), and as said inside a sentence ('right leg').
const SIDES: Record<PerSideUnit, Record<TrackerSide, ReturnType<typeof msg>>> = {
  side: { left: msg`Left side`, right: msg`Right side` },
  leg: { left: msg`Left leg`, right: msg`Right leg` },
  arm: { left: msg`Left arm`, right: msg`Right arm` },
}
const SIDES_IN_SENTENCE: Record<PerSideUnit, Record<TrackerSide, ReturnType<typeof msg>>> = {
  side: { left: msg`left side`, right: msg`right side` },
  leg: { left: msg`left leg`, right: msg`right leg` },
  arm: { left: msg`left arm`, right: msg`right arm` },
}

function sideText(unit: PerSideUnit, side: TrackerSide): string {
  return i18n._(SIDES[unit][side])
}

function sideInSentence(unit: PerSideUnit, side: TrackerSide): string {
  return i18n._(SIDES_IN_SENTENCE[unit][side])
}
