import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CorrectedSet } from '~/client/components/progress/logged-sets'
import { buttonClass } from '~/client/components/ui/button'
import type { PlayerSession } from '~/client/lib/player-session'
import { type Position, positionKey } from '~/shared/rules/player'
import { steppedLoadInput } from '~/shared/rules/progression'
import { timedKind } from '~/shared/rules/tracker'
import type { Units } from '~/shared/rules/units'
import type { LoggedSet } from '~/shared/schemas/sets'
import type { TodaysPrescription } from '../player-prescription'
import { PlayerSessionSets } from '../player-session-sets'
import { ProgressionSuggestion } from '../progression-suggestion'
import { ExerciseNav } from './exercise-nav'
import { HoldControls } from './hold-controls'
import { rangeTargetText, setLineText, targetText, timedWordsText } from './player-labels'
import type { Item } from './player-source'
import { RepsControls } from './reps-controls'
import { SetDetails } from './set-details'
import { SetHeading } from './set-heading'
import type { useExerciseShown } from './use-exercise-shown'
import type { usePlayerKeys } from './use-player-keys'
import type { usePlayerMoves } from './use-player-moves'
import type { usePlayerTimers } from './use-player-timers'
import type { useSetInput } from './use-set-input'
import type { useSwaps } from './use-swaps'

type Shown = ReturnType<typeof useExerciseShown>

/** The set on screen: its exercise's figure, target, input, Log Set, and this session's sets. */
export function SetView({
  touch,
  exercise,
  shown,
  item,
  config,
  position,
  perSide,
  blockLabel,
  prescribed,
  units,
  session,
  count,
  input,
  timers,
  moves,
  setSwap,
  announce,
  sessionSets,
}: {
  touch: ReturnType<typeof usePlayerKeys>
  exercise: NonNullable<Shown['shown']>
  /** The exercise's figure, its 'Last time' and the progression suggestion. */
  shown: Omit<Shown, 'shown'>
  item: Item
  config: { sets: number; mode: 'reps' | 'timed'; targetReps: number; workSeconds: number }
  position: Position
  perSide: boolean
  /** The line a block gives its sets ('Round 2 of 3 · A1'), instead of 'Set 1 of 3'. */
  blockLabel: string | null
  prescribed: TodaysPrescription | null
  units: Units
  session: PlayerSession
  count: number
  input: ReturnType<typeof useSetInput>
  timers: ReturnType<typeof usePlayerTimers>
  moves: ReturnType<typeof usePlayerMoves>
  setSwap: ReturnType<typeof useSwaps>['setSwap']
  announce: (text: string) => void
  sessionSets: {
    userId: number
    names: Map<number, string>
    onRemoved: (clientId: string) => void
    onUpdated: (stored: CorrectedSet) => void
    onRestored: (clientId: string, stored: LoggedSet | null) => void
  }
}) {
  const history = shown.history
  const { hold, getReady } = timers
  const setIsOpen = position.setNumber <= config.sets
  // A timed set is a hold or timed work (Jumping Jacks): worded as such everywhere.
  const kind = timedKind(exercise)
  const target = rangeTargetText(item.reps, perSide, kind) ?? targetText(config, perSide, kind)
  const line = setLineText(config.mode === 'timed' ? null : input.reps, input.details, units)
  const { t } = useLingui()
  // A load pre-filled from the last session says so before it is logged.
  const lineNote = input.fromLastTime ? t`Load from last time` : null
  const setNumber = position.setNumber
  const setCount = config.sets
  const setLabel: ReactNode =
    setIsOpen && blockLabel ? (
      blockLabel
    ) : setIsOpen ? (
      <>
        <Trans>
          Set {setNumber} of {setCount}
        </Trans>
        {position.side ? (
          <>
            {' · '}
            {position.side === 'left' ? <Trans>Left side</Trans> : <Trans>Right side</Trans>}
          </>
        ) : null}
      </>
    ) : (
      // One set reads as the tracker says it ('1 set done'), never 'All 1 sets'.
      t`${plural(setCount, { one: '# set done', other: 'All # sets done' })}`
    )
  const index = position.exercise

  return (
    <div
      onTouchStart={touch.onTouchStart}
      onTouchEnd={touch.onTouchEnd}
      className="grid flex-1 content-start gap-4 px-4 pt-4 pb-6 md:grid-cols-2 md:gap-8 md:px-6 md:pb-8"
    >
      <div className="flex flex-col gap-3">{shown.demo}</div>
      <div className="flex flex-col gap-4">
        <SetHeading
          name={exercise.name}
          setLabel={setLabel}
          target={target}
          lastTime={shown.lastTime}
          prescribed={prescribed}
          item={item}
          units={units}
        />
        {setIsOpen ? (
          <ProgressionSuggestion
            suggestion={history?.suggestion ?? null}
            state={session.swaps?.[index]}
            originalName={item.exercise.name}
            onSwap={(choice) => {
              setSwap(index, choice)
              const exerciseName = choice.name
              announce(t`Swapped for this session: ${exerciseName}`)
            }}
            onLoad={(kg) => {
              // The sets the suggestion was made from: the working sets of straight work.
              const heaviest = Math.max(
                0,
                ...(history?.workingSets ?? []).map((s) => s.loadKg ?? 0),
              )
              // Reckoned in the athlete's unit: 45 lb + 5 lb is 50 (docs/product.md#units).
              input.setForm({ load: steppedLoadInput(heaviest, kg, units), rpe: input.form.rpe })
              input.setDetailsOpen(true)
              setSwap(index, 'ignored')
            }}
            onIgnore={() => setSwap(index, 'ignored')}
            onUndo={() => setSwap(index, null)}
          />
        ) : null}

        {!setIsOpen ? (
          <button
            type="button"
            onClick={moves.skipExercise}
            className={`${buttonClass('primary', 'lg')} min-h-16 w-full text-xl`}
          >
            <Trans>Next Exercise</Trans>
          </button>
        ) : config.mode === 'timed' ? (
          <HoldControls
            target={config.workSeconds}
            getReady={getReady}
            switching={hold?.switching === true}
            nextSide={position.side}
            held={hold && getReady === null ? timers.holdSeconds : null}
            words={timedWordsText(kind)}
            line={line}
            lineNote={lineNote}
            onStart={() => timers.startHold(positionKey(position))}
            onStop={moves.stopHold}
          />
        ) : (
          <RepsControls
            reps={input.reps}
            setReps={input.setReps}
            side={position.side}
            line={line}
            lineNote={lineNote}
            onLog={() => moves.logSet({ reps: input.reps })}
          />
        )}

        {setIsOpen ? (
          <SetDetails
            open={input.detailsOpen}
            onToggle={() => input.setDetailsOpen((o) => !o)}
            value={input.form}
            onChange={input.setForm}
            timed={config.mode === 'timed'}
            fromLastTime={input.fromLastTime}
            units={units}
          />
        ) : null}

        <ExerciseNav
          index={index}
          count={count}
          onGo={moves.goToExercise}
          onSkip={moves.skipExercise}
        />
        <PlayerSessionSets
          sets={session.sets}
          units={units}
          userId={sessionSets.userId}
          names={sessionSets.names}
          onRemoved={sessionSets.onRemoved}
          onUpdated={sessionSets.onUpdated}
          onRestored={sessionSets.onRestored}
        />
      </div>
    </div>
  )
}
