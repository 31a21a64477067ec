import { Minus, Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { newClientId } from '~/client/lib/client-id'
import { buttonClass } from '~/client/components/ui/button'
import type { SessionScore, SessionSet } from '~/client/lib/player-session'
import { blockCues, blockCuesBetween } from '~/shared/rules/block-clock'
import {
  type BlockSet,
  blockScore,
  forTimeRounds,
  intervalSet,
  newTimedRun,
  type PlayerBlock,
  roundSets,
  runClock,
  scoreLabel,
  timedBlockLabel,
  timedExercise,
  timingOf,
  type TimedRun,
} from '~/shared/rules/block-player'
import { BLOCK_KIND_LABELS } from '~/shared/rules/blocks'
import { clockLabel } from '~/shared/rules/player'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'

type Item = Omit<WorkoutExercise, 'blockId'> & { blockId?: number }
type Config = { mode: 'reps' | 'timed'; targetReps: number; workSeconds: number }

/** How a block runs, before it starts: 'EMOM · 10 min', 'Tabata · 8 × 20 s / 10 s'. */
function blockIntro(block: PlayerBlock): string {
  switch (block.kind) {
    case 'emom':
      return `${BLOCK_KIND_LABELS.emom} · ${block.minutes ?? 10} min`
    case 'amrap':
      return `${BLOCK_KIND_LABELS.amrap} · ${block.minutes ?? 10} min`
    case 'for-time':
      return `For Time${block.rounds ? ` · ${block.rounds} rounds` : ''}${block.capSeconds ? ` · cap ${clockLabel(block.capSeconds)}` : ''}`
    default: {
      const t = timingOf(block)
      return `Tabata · ${t.rounds ?? 8} × ${t.workSeconds ?? 20} s / ${t.restSeconds ?? 10} s`
    }
  }
}

/**
 * A timed block in the player (docs/product.md#blocks-in-the-player): EMOM, AMRAP, For Time or
 * Tabata on the block clock, with its cues; the sets it logs carry the block and their round.
 * The clock is the run's start on the wall clock, so a reload finds it where it was.
 */
export function TimedBlock({
  block,
  items,
  configs,
  workoutId,
  run,
  onRun,
  onLog,
  onFinish,
  cue,
  go,
  announce,
}: {
  block: PlayerBlock
  items: readonly Item[]
  configs: readonly Config[]
  workoutId: number | null
  run: TimedRun | null
  onRun: (run: TimedRun) => void
  /** Sets (and a score) to keep and send. */
  onLog: (sets: SessionSet[], score?: SessionScore) => void
  onFinish: () => void
  cue: () => void
  go: () => void
  announce: (text: string) => void
}) {
  const [now, setNow] = useState(() => Date.now())
  const ranBefore = useRef<number | null>(null)
  const stopped = run === null || run.finishedAtMs !== null
  const latest = useRef({ cue, go, announce })
  useEffect(() => {
    latest.current = { cue, go, announce }
  })
  useEffect(() => {
    if (stopped) return
    const cues = blockCues(timingOf(block))
    const id = setInterval(() => {
      const t = Date.now()
      setNow(t)
      const ran = t - run.startedAt
      const from = ranBefore.current ?? ran
      ranBefore.current = ran
      for (const c of blockCuesBetween(cues, from, ran)) {
        if (c.kind === 'tick') latest.current.go()
        else latest.current.cue()
        if (c.kind === 'work') latest.current.announce('Go')
        if (c.kind === 'rest') latest.current.announce('Rest')
        if (c.kind === 'finish') latest.current.announce('Time!')
      }
    }, 250)
    return () => clearInterval(id)
  }, [stopped, run, block])

  const setOf = (bs: BlockSet): SessionSet => {
    const item = items[bs.exercise]
    const config = configs[bs.exercise]
    return {
      clientId: newClientId(),
      ...(workoutId !== null ? { workoutId } : {}),
      ...(workoutId !== null && block.id !== null ? { blockId: block.id, round: bs.round } : {}),
      exerciseId: item?.exerciseId ?? 0,
      exerciseIndex: bs.exercise,
      setNumber: Math.min(bs.setNumber, SET_LIMITS.maxSetNumber),
      ...(config?.mode === 'timed'
        ? {
            seconds:
              block.kind === 'tabata' ? (timingOf(block).workSeconds ?? 20) : config.workSeconds,
          }
        : { reps: config?.targetReps ?? 0 }),
      performedAt: new Date().toISOString(),
      saved: false,
      records: [],
    }
  }
  const scoreOf = (value: NonNullable<ReturnType<typeof blockScore>>): SessionScore | undefined =>
    workoutId === null || block.id === null
      ? undefined
      : {
          clientId: newClientId(),
          workoutId,
          blockId: block.id,
          ...(value.kind === 'time'
            ? { kind: 'time', ...(value.seconds !== null ? { seconds: value.seconds } : {}) }
            : { kind: 'rounds+reps', rounds: value.rounds, reps: value.reps }),
          performedAt: new Date().toISOString(),
          saved: false,
        }

  if (run === null) {
    return (
      <section
        aria-labelledby="block-heading"
        className="flex flex-1 flex-col gap-5 px-4 pt-6 pb-8 md:px-6"
      >
        <div>
          <h1 id="block-heading" className="text-3xl font-extrabold">
            {blockIntro(block)}
          </h1>
          <p className="mt-1 text-base text-slate-600 dark:text-slate-400">
            A 3-second Get ready, then the clock runs.
          </p>
        </div>
        <ul className="grid gap-2">
          {items.slice(block.start, block.end).map((item) => (
            <li
              key={item.id}
              className="rounded-xl bg-slate-100 px-4 py-3 text-lg font-bold dark:bg-slate-900"
            >
              {item.exercise.name}{' '}
              <span className="font-semibold text-slate-600 dark:text-slate-400">
                · {item.reps}
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => {
            onRun(newTimedRun(block, Date.now()))
            announce('Get ready: 3, 2, 1')
          }}
          className="min-h-16 w-full rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Start {BLOCK_KIND_LABELS[block.kind]}
        </button>
        <button type="button" onClick={onFinish} className={buttonClass('outline', 'lg')}>
          Skip block
        </button>
      </section>
    )
  }

  const clock = runClock(block, run, now)
  const finished = clock.phase === 'done' || run.finishedAtMs !== null
  const ran = run.finishedAtMs ?? now - run.startedAt
  const shownMs =
    clock.phase === 'ready'
      ? (clock.remainingMs ?? 0)
      : clock.countsUp
        ? clock.elapsedMs
        : (clock.remainingMs ?? 0)
  const label = timedBlockLabel(block, run, clock)
  const exercise = timedExercise(block, clock)
  const perInterval = block.kind === 'emom' || block.kind === 'tabata'
  const pending = intervalSet(block, run, clock)
  const rounds = forTimeRounds(block)

  const finishBlock = () => {
    const sets: SessionSet[] = []
    if (block.kind === 'tabata') {
      // Each work interval that ran is a set of its exercise, logged as the block ends.
      const t = timingOf(block)
      const cycle = ((t.workSeconds ?? 20) + (t.restSeconds ?? 10)) * 1000
      const intervals = Math.min(t.rounds ?? 8, Math.ceil(clock.elapsedMs / cycle))
      for (let round = 1; round <= intervals; round++) {
        const count = block.end - block.start
        sets.push(
          setOf({
            exercise: block.start + ((round - 1) % count),
            setNumber: Math.floor((round - 1) / count) + 1,
            round,
          }),
        )
      }
    }
    const value = blockScore(block, run, clock)
    const score = value ? scoreOf(value) : undefined
    if (sets.length > 0 || score) onLog(sets, score)
    onFinish()
  }

  return (
    <section
      aria-labelledby="block-heading"
      className="flex flex-1 flex-col items-center gap-5 px-4 pt-6 pb-8 md:px-6"
    >
      <h1 id="block-heading" className="text-center text-2xl font-extrabold">
        {label}
      </h1>
      <p
        role="timer"
        aria-label={
          clock.phase === 'ready' ? 'Get ready' : `${BLOCK_KIND_LABELS[block.kind]} clock`
        }
        className={`text-7xl font-extrabold tabular-nums ${clock.phase === 'rest' ? 'text-emerald-700 dark:text-emerald-400' : ''}`}
      >
        {clock.phase === 'ready'
          ? Math.ceil(shownMs / 1000)
          : clockLabel((clock.countsUp ? Math.floor : Math.ceil)(shownMs / 1000))}
      </p>
      <p className="text-lg font-semibold text-slate-600 dark:text-slate-400">
        {finished
          ? block.kind === 'for-time' && run.finishedAtMs === null
            ? 'Time cap reached'
            : 'Time!'
          : clock.phase === 'ready'
            ? 'Get ready'
            : clock.phase === 'rest'
              ? 'Rest'
              : block.kind === 'emom' && !pending
                ? 'Rest until the next minute'
                : 'Work'}
      </p>

      {!finished ? (
        perInterval ? (
          <p className="text-center text-2xl font-extrabold">
            {items[exercise]?.exercise.name}{' '}
            <span className="block text-xl text-brand-700 dark:text-indigo-300">
              {items[exercise]?.reps}
            </span>
          </p>
        ) : (
          <ul className="grid w-full max-w-sm gap-2">
            {items.slice(block.start, block.end).map((item) => (
              <li
                key={item.id}
                className="rounded-xl bg-slate-100 px-4 py-2 text-lg font-bold dark:bg-slate-900"
              >
                {item.exercise.name}{' '}
                <span className="font-semibold text-slate-600 dark:text-slate-400">
                  · {item.reps}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}

      <div className="grid w-full max-w-sm gap-3">
        {!finished && block.kind === 'emom' ? (
          <button
            type="button"
            disabled={pending === null}
            onClick={() => {
              if (!pending) return
              onLog([setOf(pending)])
              onRun({ ...run, intervalsDone: [...run.intervalsDone, pending.round] })
              announce('Done: rest until the next minute')
            }}
            className="min-h-16 rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 disabled:opacity-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Done
          </button>
        ) : null}
        {!finished &&
        clock.phase !== 'ready' &&
        (block.kind === 'amrap' || (block.kind === 'for-time' && run.rounds < rounds - 1)) ? (
          <button
            type="button"
            onClick={() => {
              const round = run.rounds + 1
              onLog(roundSets(block, round).map(setOf))
              onRun({ ...run, rounds: round })
              announce(`${round} ${round === 1 ? 'round' : 'rounds'} done`)
            }}
            className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
          >
            +1 round
          </button>
        ) : null}
        {!finished && block.kind === 'for-time' && clock.phase !== 'ready' ? (
          <button
            type="button"
            onClick={() => {
              const sets: BlockSet[] = []
              for (let round = run.rounds + 1; round <= rounds; round++)
                sets.push(...roundSets(block, round))
              onLog(sets.map(setOf))
              onRun({ ...run, rounds, finishedAtMs: ran })
            }}
            className="min-h-16 rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Done
          </button>
        ) : null}
        {finished && block.kind === 'amrap' ? (
          <div className="flex items-center justify-center gap-5">
            <button
              type="button"
              aria-label="Fewer reps"
              onClick={() => onRun({ ...run, reps: Math.max(0, run.reps - 1) })}
              className="flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 dark:border-slate-700"
            >
              <Minus className="h-6 w-6" aria-hidden="true" />
            </button>
            <p className="min-w-28 text-center">
              <output
                aria-live="polite"
                aria-label="Reps of the part round"
                className="block text-5xl font-extrabold tabular-nums"
              >
                {run.reps}
              </output>
              <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                + reps
              </span>
            </p>
            <button
              type="button"
              aria-label="More reps"
              onClick={() => onRun({ ...run, reps: Math.min(SET_LIMITS.maxReps, run.reps + 1) })}
              className="flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 dark:border-slate-700"
            >
              <Plus className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        {finished
          ? (() => {
              const value = blockScore(block, run, clock)
              return value ? (
                <p className="text-center text-2xl font-extrabold">{scoreLabel(value)}</p>
              ) : null
            })()
          : null}
        <button
          type="button"
          onClick={finished ? finishBlock : () => onRun({ ...run, finishedAtMs: ran })}
          className={
            finished
              ? 'min-h-16 rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
              : buttonClass('outline', 'lg')
          }
        >
          {finished ? (block.kind === 'amrap' ? 'Save score' : 'Continue') : 'End block'}
        </button>
      </div>
    </section>
  )
}
