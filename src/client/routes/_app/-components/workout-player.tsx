import { useLingui } from '@lingui/react/macro'
import { Activity, Suspense, useCallback, useMemo, useState } from 'react'
import { clearPlayerSession } from '~/client/lib/player-session'
import { useUnits } from '~/client/lib/use-units'
import { isTimedBlock } from '~/shared/rules/block-player'
import { standardLabel } from '~/shared/rules/skill-display'
import { EndDialog } from './player/end-dialog'
import { PlayerHeader } from './player/player-header'
import { type PlayerSource, setText } from './player/player-source'
import { RestView } from './player/rest-view'
import { SetView } from './player/set-view'
import { useExerciseShown } from './player/use-exercise-shown'
import { PlayerSummary, TimedBlock, useLaterScreens } from './player/use-later-screens'
import { usePlayerKeys } from './player/use-player-keys'
import { usePlayerMoves } from './player/use-player-moves'
import { usePlayerPlan } from './player/use-player-plan'
import { usePlayerSync } from './player/use-player-sync'
import { usePlayerTimers } from './player/use-player-timers'
import { useSetInput } from './player/use-set-input'
import { useSwaps } from './player/use-swaps'
import type { TodaysPrescription } from './player-prescription'
import { exerciseNamesOf } from './player-session-sets'

export type { PlayerSource } from './player/player-source'

/**
 * docs/product.md#player: the workout, one set at a time, with rests, then the summary. The
 * session and its sync, the clocks, the input and the moves each live in a hook of `player/`
 * (docs/architecture.md#the-workout-player); this puts them together and lays out the screens.
 */
export function WorkoutPlayer({
  source,
  userId,
  prescribed = null,
}: {
  source: PlayerSource
  userId: number
  /** The trainer's prescription when this workout is scheduled today (docs/product.md#calendar). */
  prescribed?: TodaysPrescription | null
}) {
  const { t } = useLingui()
  const units = useUnits()
  const items = source.exercises
  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((text: string) => setAnnouncement(text), [])
  const { session, setSession, allSaved, keepSets, removeSet, updateSet, restoreSet } =
    usePlayerSync(source, userId, announce)

  const { configs, blocks, done, position } = usePlayerPlan(source, session)
  const plan = blocks.plan
  const index = position.exercise
  const exerciseNumber = index + 1
  const exerciseCount = items.length
  const item = items[index]
  const config = configs[index]

  const timers = usePlayerTimers({
    session,
    setSession,
    position,
    config,
    items,
    configs,
    announce,
  })
  const swaps = useSwaps({ session, setSession, userId, workoutId: source.workoutId })
  const swapped = swaps.swapOf(index)
  const shown = useExerciseShown({
    ...{ userId, workoutId: source.workoutId, session, items, index, swap: swapped, units },
  })
  const exerciseId = swapped?.exerciseId ?? item?.exerciseId ?? 0
  const input = useSetInput({
    position,
    targetReps: config?.targetReps ?? 0,
    sets: session.sets,
    exerciseId,
    // A practice's one exercise is the step's; a swapped-in one has no standard of its own.
    standardLoad: source.skill && !swapped ? (source.skill.standard.loadKg ?? null) : null,
    // 'Last time' is read for the workout's exercise: a swapped-in one takes no load from it.
    lastSession: shown.history?.exerciseId === exerciseId ? shown.history.sets : null,
    units,
  })
  const moves = usePlayerMoves({
    ...{ session, setSession, keepSets, timers, swaps, blocks, done, position, items, configs },
    ...{ workoutId: source.workoutId, practice: source.skill !== undefined, announce },
    ...{ details: input.details, reps: input.reps },
  })
  const touch = usePlayerKeys(moves.primary, moves.goToExercise, index)
  const sessionSwaps = session.swaps
  const names = useMemo(
    () => exerciseNamesOf(source, { swaps: sessionSwaps }),
    [source, sessionSwaps],
  )

  // An undone set is open again and the player goes back to it (docs/product.md#player), unless
  // it was a timed block's, which does not run again.
  const removeAndStepBack = useCallback(
    (clientId: string) => removeSet(clientId, (set) => !blocks.timedBlockAt(set.exerciseIndex)),
    [removeSet, blocks],
  )

  const [confirmEnd, setConfirmEnd] = useState(false)
  const [endAsked, setEndAsked] = useState(false)
  const timedBlocks = blocks.blocks.some((b) => isTimedBlock(b.kind))
  useLaterScreens(timedBlocks)
  const standard = source.skill ? standardLabel(source.skill.standard) : ''
  const endWords = source.skill
    ? { label: t`End Practice`, title: t`End practice?` }
    : { label: t`End Workout`, title: t`End workout?` }

  if (session.endedAt !== null) {
    return (
      <Suspense fallback={null}>
        <PlayerSummary
          source={source}
          session={session}
          saving={!allSaved}
          onBack={() => clearPlayerSession(userId, source.of)}
        />
      </Suspense>
    )
  }
  if (!item || !config) {
    // The workout lost exercises since the session was saved (an admin's edit): on to the first
    // set left, or the summary.
    moves.skipLostExercises()
    return null
  }

  const resting = session.rest !== null
  const upNext = resting && position.setNumber === 1 && position.side !== 'right'
  const exerciseName = item.exercise.name
  const nextSet = resting && !upNext ? setText(items, configs, position) : ''
  if (!shown.shown) return null
  // A timed block runs on its own screen (block-player/timed-block.tsx); its sets join the
  // session's and go the same way, and once it ends the player moves past it.
  const timedBlock = blocks.timedBlockAt(index)

  return (
    <div className="fixed inset-0 z-[45] flex flex-col overflow-y-auto bg-white text-slate-900 md:static md:z-auto md:mx-auto md:max-w-5xl md:overflow-visible md:pb-2 md:rounded-3xl md:border md:border-slate-200 dark:bg-slate-950 dark:text-slate-100 md:dark:border-slate-800">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <PlayerHeader
        title={source.title}
        subtitle={
          source.skill
            ? t`Standard: ${standard}`
            : t`Exercise ${exerciseNumber} of ${exerciseCount}`
        }
        endLabel={endWords.label}
        onEnd={() => {
          setEndAsked(true)
          setConfirmEnd(true)
        }}
        items={items}
        index={index}
      />
      {timedBlock && !resting ? (
        <Suspense fallback={null}>
          <TimedBlock
            block={timedBlock}
            items={items}
            configs={configs}
            workoutId={source.workoutId}
            run={session.timed?.blockIndex === timedBlock.index ? session.timed : null}
            onRun={(run) =>
              setSession((s) => ({ ...s, timed: { ...run, blockIndex: timedBlock.index } }))
            }
            onLog={keepSets}
            onFinish={() => moves.finishBlock(timedBlock.index, timedBlock.end)}
            cue={timers.cue}
            go={timers.goCue}
            announce={announce}
          />
        </Suspense>
      ) : null}
      {resting && session.rest ? (
        <RestView
          left={timers.restLeft}
          total={session.rest.seconds}
          nextText={upNext ? t`Up next: ${exerciseName}` : t`Next: ${nextSet}`}
          onSkip={timers.skipRest}
          onChange={timers.changeRest}
          item={upNext ? item : null}
        />
      ) : null}
      {/* The set's screen stays mounted under a rest, hidden, its updates rendered while the rest
          runs: a Log Set that starts a rest, and Skip Rest, do not tear down and rebuild it (the
          figure, This session's rows). */}
      <Activity mode={(resting && session.rest) || timedBlock ? 'hidden' : 'visible'}>
        <SetView
          touch={touch}
          exercise={shown.shown}
          shown={shown}
          item={item}
          config={config}
          position={position}
          perSide={plan[index]?.perSide ?? false}
          blockLabel={blocks.setLabel(position)}
          prescribed={prescribed}
          units={units}
          session={session}
          count={items.length}
          input={input}
          timers={timers}
          moves={moves}
          setSwap={swaps.setSwap}
          announce={announce}
          sessionSets={{
            userId,
            names,
            onRemoved: removeAndStepBack,
            onUpdated: updateSet,
            onRestored: restoreSet,
          }}
        />
      </Activity>
      <EndDialog
        asked={endAsked}
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        words={endWords}
        onConfirm={() => {
          setConfirmEnd(false)
          moves.endWorkout()
        }}
      />
    </div>
  )
}
