import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import type { SessionScore, SessionSet } from '~/client/lib/player-session'
import {
  type BlockSet,
  blockScore,
  forTimeRounds,
  intervalSet,
  newTimedRun,
  type PlayerBlock,
  roundSets,
  runClock,
  timedExercise,
  type TimedRun,
} from '~/shared/rules/block-player'
import { clockLabel } from '~/shared/rules/player'
import { AmrapReps } from './amrap-reps'
import { BlockExercises } from './block-exercises'
import { BlockIntro } from './block-intro'
import { intervalCount, IntervalReps } from './interval-reps'
import { blockLogging, type Config, type Item } from './block-sets'
import { blockKindLabel } from '~/client/lib/display-labels'
import { scoreText, timedBlockText } from '../player/block-labels'
import { useBlockClock } from './use-block-clock'

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
  const { t, i18n } = useLingui()
  const now = useBlockClock(block, run, { cue, go, announce })
  const { setOf, scoreOf, tabataSets } = blockLogging(block, items, configs, workoutId)

  if (run === null) {
    return (
      <BlockIntro
        block={block}
        items={items}
        onStart={() => {
          onRun(newTimedRun(block, Date.now()))
          announce(t`Get ready: 3, 2, 1`)
        }}
        onSkip={onFinish}
      />
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
  const label = timedBlockText(block, run, clock)
  const kindName = blockKindLabel(block.kind)
  const exercise = timedExercise(block, clock)
  const perInterval = block.kind === 'emom' || block.kind === 'tabata'
  const pending = intervalSet(block, run, clock)
  const rounds = forTimeRounds(block)

  const counted = intervalCount({ block, run, clock, pending, finished, configs })
  const stepReps = counted?.reps ?? null
  const stepper = counted ? (
    <IntervalReps block={block} run={run} counted={counted} onRun={onRun} />
  ) : null

  const finishBlock = () => {
    const sets = tabataSets(clock.elapsedMs, run)
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
        aria-label={clock.phase === 'ready' ? t`Get ready` : t`${kindName} clock`}
        className={`text-7xl font-extrabold tabular-nums ${clock.phase === 'rest' ? 'text-emerald-700 dark:text-emerald-400' : ''}`}
      >
        {clock.phase === 'ready'
          ? Math.ceil(shownMs / 1000)
          : clockLabel((clock.countsUp ? Math.floor : Math.ceil)(shownMs / 1000))}
      </p>
      <p className="text-lg font-semibold text-slate-600 dark:text-slate-400">
        {finished
          ? block.kind === 'for-time' && run.finishedAtMs === null
            ? t`Time cap reached`
            : t`Time!`
          : clock.phase === 'ready'
            ? t`Get ready`
            : clock.phase === 'rest'
              ? t`Rest`
              : block.kind === 'emom' && !pending
                ? t`Rest until the next minute`
                : t`Work`}
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
          <BlockExercises
            block={block}
            items={items}
            listClass="grid w-full max-w-sm gap-2"
            rowPadding="py-2"
          />
        )
      ) : null}

      <div className="grid w-full max-w-sm gap-3">
        {stepper}
        {!finished && block.kind === 'emom' ? (
          <button
            type="button"
            disabled={pending === null}
            onClick={() => {
              if (!pending) return
              onLog([setOf(pending, stepReps ?? undefined)])
              onRun({ ...run, intervalsDone: [...run.intervalsDone, pending.round] })
              announce(t`Done: rest until the next minute`)
            }}
            className="min-h-16 rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 disabled:opacity-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Trans>Done</Trans>
          </button>
        ) : null}
        {!finished &&
        clock.phase !== 'ready' &&
        (block.kind === 'amrap' || (block.kind === 'for-time' && run.rounds < rounds - 1)) ? (
          <button
            type="button"
            onClick={() => {
              const round = run.rounds + 1
              onLog(roundSets(block, round).map((set) => setOf(set)))
              onRun({ ...run, rounds: round })
              announce(i18n._(msg`${plural(round, { one: '# round', other: '# rounds' })} done`))
            }}
            className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
          >
            <Trans>+1 round</Trans>
          </button>
        ) : null}
        {!finished && block.kind === 'for-time' && clock.phase !== 'ready' ? (
          <button
            type="button"
            onClick={() => {
              const sets: BlockSet[] = []
              for (let round = run.rounds + 1; round <= rounds; round++)
                sets.push(...roundSets(block, round))
              onLog(sets.map((set) => setOf(set)))
              onRun({ ...run, rounds, finishedAtMs: ran })
            }}
            className="min-h-16 rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Trans>Done</Trans>
          </button>
        ) : null}
        {finished && block.kind === 'amrap' ? (
          <AmrapReps reps={run.reps} onChange={(reps) => onRun({ ...run, reps })} />
        ) : null}
        {finished
          ? (() => {
              const value = blockScore(block, run, clock)
              return value ? (
                <p className="text-center text-2xl font-extrabold">{scoreText(value)}</p>
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
          {finished ? (block.kind === 'amrap' ? t`Save score` : t`Continue`) : t`End block`}
        </button>
      </div>
    </section>
  )
}
