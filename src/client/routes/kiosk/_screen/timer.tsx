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
  PHASE_LABELS,
} from '~/shared/rules/interval-timer'
import { allDoneLabel, plural } from '~/shared/rules/labels'
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

const PHASE_STYLE: Record<IntervalSnapshot['phase'], string> = {
  idle: 'bg-slate-900 text-white ring-1 ring-slate-700',
  ready: 'bg-amber-300 text-slate-950',
  work: 'bg-emerald-700 text-white',
  rest: 'bg-sky-800 text-white',
  done: 'bg-violet-800 text-white',
}

function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60)
  return `${m}:${String(seconds % 60).padStart(2, '0')}`
}

/** The gym's group interval timer: a 3-2-1 lead-in, then work and rest for N rounds, with sound. */
function TimerPage() {
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
  const roundText =
    phase === 'idle'
      ? `${plural(config.rounds, 'round')} · ${config.workSeconds} s work · ${config.restSeconds} s rest · ${clockText(snapshot.totalMs / 1000)} in all`
      : phase === 'done'
        ? allDoneLabel(config.rounds, 'round')
        : phase === 'rest'
          ? `Round ${snapshot.round} of ${config.rounds} done · next: round ${snapshot.round + 1}`
          : `Round ${snapshot.round} of ${config.rounds}`
  const phaseProgress =
    snapshot.phaseMs > 0 ? 1 - snapshot.remainingMs / snapshot.phaseMs : phase === 'done' ? 1 : 0
  // Announced once per phase change, not every second.
  const announcement =
    phase === 'idle' ? '' : phase === 'done' ? 'Done' : `${PHASE_LABELS[phase]}, ${roundText}`

  return (
    <div className="flex flex-1 flex-col gap-[clamp(0.75rem,2vmin,2rem)] px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)]">
      <h1 className="sr-only">Group interval timer</h1>
      <p className="sr-only" aria-live="polite">
        {status === 'paused' ? 'Paused' : announcement}
      </p>
      <section
        aria-label="Timer"
        className={`flex min-h-[16rem] flex-1 flex-col items-center justify-center rounded-[2rem] px-4 py-[clamp(0.75rem,2vmin,2rem)] text-center [container-type:inline-size] lg:[container-type:size] ${PHASE_STYLE[phase]}`}
      >
        <p
          className={`leading-tight font-extrabold tracking-wide uppercase ${kioskText.hero}`}
          data-testid="phase"
        >
          {status === 'paused' ? `${PHASE_LABELS[phase]} · paused` : PHASE_LABELS[phase]}
        </p>
        <p
          role="timer"
          aria-label="Time left"
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
              Pause
            </button>
          ) : status === 'paused' ? (
            <button type="button" className={kioskButton()} onClick={() => send('resume')}>
              <Play aria-hidden="true" className="h-[1em] w-[1em]" />
              Resume
            </button>
          ) : (
            <button type="button" className={kioskButton()} onClick={start}>
              <Play aria-hidden="true" className="h-[1em] w-[1em]" />
              {status === 'done' ? 'Start again' : 'Start'}
            </button>
          )}
          <button
            type="button"
            className={kioskButton('secondary')}
            onClick={() => send('reset')}
            disabled={status === 'idle'}
          >
            <RotateCcw aria-hidden="true" className="h-[1em] w-[1em]" />
            Reset
          </button>
          <SoundSwitch sound={sound} onChange={setSound} />
        </div>
        <fieldset
          className="flex min-w-0 flex-wrap gap-[clamp(1rem,3vmin,3rem)]"
          disabled={!editable}
        >
          <legend className="sr-only">
            Intervals{editable ? '' : ' (reset the timer to change them)'}
          </legend>
          <Stepper
            label="Work seconds"
            value={config.workSeconds}
            onChange={set('workSeconds')}
            {...INTERVAL_LIMITS.workSeconds}
            disabled={!editable}
          />
          <Stepper
            label="Rest seconds"
            value={config.restSeconds}
            onChange={set('restSeconds')}
            {...INTERVAL_LIMITS.restSeconds}
            disabled={!editable}
          />
          <Stepper
            label="Rounds"
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
