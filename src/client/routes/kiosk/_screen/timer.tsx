import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Pause, Play, RotateCcw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { playCue, unlockAudio } from '~/client/routes/kiosk/-lib/kiosk-sounds'
import { useIntervalTimer } from '~/client/routes/kiosk/-lib/use-interval-timer'
import {
  formatTimer,
  INTERVAL_DEFAULTS,
  INTERVAL_LIMITS,
  type IntervalConfig,
  type IntervalSnapshot,
  normalizeConfig,
} from '~/shared/rules/interval-timer'
import { intervalPhaseText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import { kioskButton, kioskText } from '../-components/kiosk-ui'
import { SoundSwitch } from '../-components/sound-switch'
import { Stepper } from '../-components/stepper'

export const Route = createFileRoute('/kiosk/_screen/timer')({
  component: TimerPage,
})

const STORAGE_KEY = 'kiosk.intervalTimer'

function loadConfig(): IntervalConfig {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? normalizeConfig(JSON.parse(raw) as Partial<IntervalConfig>) : INTERVAL_DEFAULTS
  } catch {
    return INTERVAL_DEFAULTS
  }
}

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, no text */
const PHASE_CLASS: Record<IntervalSnapshot['phase'], string> = {
  idle: 'bg-slate-900 text-white ring-1 ring-slate-700',
  ready: 'bg-amber-300 text-slate-950',
  work: 'bg-emerald-700 text-white',
  rest: 'bg-sky-800 text-white',
  done: 'bg-violet-800 text-white',
}
/* eslint-enable lingui/no-unlocalized-strings */

function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60)
  return `${m}:${String(seconds % 60).padStart(2, '0')}`
}

/** The gym's group interval timer: a 3-2-1 lead-in, then work and rest for N rounds, with sound. */
function TimerPage() {
  const { t } = useLingui()
  const [config, setConfig] = useState(loadConfig)
  const [sound, setSound] = useState(true)
  const { snapshot, send } = useIntervalTimer(config, (cue) => {
    if (sound) playCue(cue.kind)
  })
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config))
    } catch {
      // Private mode: the settings last until the page reloads.
    }
  }, [config])

  const { status, phase } = snapshot
  const editable = status === 'idle'
  const set = (key: keyof IntervalConfig) => (value: number) =>
    setConfig((c) => normalizeConfig({ ...c, [key]: value }))

  const start = () => {
    unlockAudio()
    if (status === 'done') send('reset')
    send('start')
  }

  const digits =
    phase === 'idle' ? clockText(config.workSeconds) : formatTimer(snapshot.remainingMs, phase)
  const { rounds, workSeconds, restSeconds } = config
  const round = snapshot.round
  const nextRound = round + 1
  const total = clockText(snapshot.totalMs / 1000)
  const roundText =
    phase === 'idle'
      ? t`${plural(rounds, { one: '# round', other: '# rounds' })} · ${workSeconds} s work · ${restSeconds} s rest · ${total} in all`
      : phase === 'done'
        ? t`${plural(rounds, { one: '# round done', other: 'All # rounds done' })}`
        : phase === 'rest'
          ? t`Round ${round} of ${rounds} done · next: round ${nextRound}`
          : t`Round ${round} of ${rounds}`
  const phaseLabel = intervalPhaseText(phase)
  const phaseProgress =
    snapshot.phaseMs > 0 ? 1 - snapshot.remainingMs / snapshot.phaseMs : phase === 'done' ? 1 : 0
  // Announced once per phase change, not every second.
  const announcement =
    phase === 'idle' ? '' : phase === 'done' ? t`Done` : t`${phaseLabel}, ${roundText}`

  return (
    <div className="flex flex-1 flex-col gap-[clamp(0.75rem,2vmin,2rem)] px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)]">
      <h1 className="sr-only">
        <Trans>Group interval timer</Trans>
      </h1>
      <p className="sr-only" aria-live="polite">
        {status === 'paused' ? t`Paused` : announcement}
      </p>
      <section
        aria-label={t`Timer`}
        className={`flex min-h-[16rem] flex-1 flex-col items-center justify-center rounded-[2rem] px-4 py-[clamp(0.75rem,2vmin,2rem)] text-center [container-type:inline-size] lg:[container-type:size] ${PHASE_CLASS[phase]}`}
      >
        <p
          className={`leading-tight font-extrabold tracking-wide uppercase ${kioskText.hero}`}
          data-testid="phase"
        >
          {status === 'paused' ? t`${phaseLabel} · paused` : phaseLabel}
        </p>
        <p
          role="timer"
          aria-label={t`Time left`}
          className={`leading-none font-black tabular-nums ${
            // A size container only where the page is a fixed screen (lg); by width elsewhere.
            digits.length > 4
              ? 'text-[30cqw] lg:text-[max(4rem,min(30cqw,58cqh))]'
              : 'text-[38cqw] lg:text-[max(4rem,min(38cqw,58cqh))]'
          }`}
        >
          {digits}
        </p>
        <p className={`leading-tight font-bold ${kioskText.title}`} data-testid="round">
          {roundText}
        </p>
        <div
          aria-hidden="true"
          className="mt-[2cqh] h-3 w-4/5 shrink-0 overflow-hidden rounded-full bg-black/25"
        >
          <div
            className="h-full rounded-full bg-current"
            style={{ width: `${phaseProgress * 100}%` }}
          />
        </div>
      </section>

      <div className="flex flex-wrap items-end justify-between gap-[clamp(1rem,3vmin,3rem)]">
        <div className="flex flex-wrap gap-[clamp(0.5rem,1.5vmin,1.5rem)]">
          {status === 'running' ? (
            <button type="button" className={kioskButton()} onClick={() => send('pause')}>
              <Pause aria-hidden="true" className="h-[1em] w-[1em]" />
              <Trans>Pause</Trans>
            </button>
          ) : status === 'paused' ? (
            <button type="button" className={kioskButton()} onClick={() => send('resume')}>
              <Play aria-hidden="true" className="h-[1em] w-[1em]" />
              <Trans>Resume</Trans>
            </button>
          ) : (
            <button type="button" className={kioskButton()} onClick={start}>
              <Play aria-hidden="true" className="h-[1em] w-[1em]" />
              {status === 'done' ? <Trans>Start again</Trans> : <Trans>Start</Trans>}
            </button>
          )}
          <button
            type="button"
            className={kioskButton('secondary')}
            onClick={() => send('reset')}
            disabled={status === 'idle'}
          >
            <RotateCcw aria-hidden="true" className="h-[1em] w-[1em]" />
            <Trans>Reset</Trans>
          </button>
          <SoundSwitch sound={sound} onChange={setSound} />
        </div>
        <fieldset
          className="flex min-w-0 flex-wrap gap-[clamp(1rem,3vmin,3rem)]"
          disabled={!editable}
        >
          <legend className="sr-only">
            {editable ? (
              <Trans>Intervals</Trans>
            ) : (
              <Trans>Intervals (reset the timer to change them)</Trans>
            )}
          </legend>
          <Stepper
            label={t`Work seconds`}
            value={config.workSeconds}
            onChange={set('workSeconds')}
            {...INTERVAL_LIMITS.workSeconds}
            disabled={!editable}
          />
          <Stepper
            label={t`Rest seconds`}
            value={config.restSeconds}
            onChange={set('restSeconds')}
            {...INTERVAL_LIMITS.restSeconds}
            disabled={!editable}
          />
          <Stepper
            label={t`Rounds`}
            value={config.rounds}
            onChange={set('rounds')}
            {...INTERVAL_LIMITS.rounds}
            disabled={!editable}
          />
        </fieldset>
      </div>
    </div>
  )
}
