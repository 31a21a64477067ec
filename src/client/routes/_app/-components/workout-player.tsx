import { ChevronLeft, ChevronRight, Minus, Plus, SkipForward, Timer, X } from 'lucide-react'
import { newClientId } from '~/client/lib/client-id'
import {
  Activity,
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { buttonClass } from '~/client/components/ui/button'
import { afterNextPaint } from '~/client/lib/after-paint'
import { whenIdle } from '~/client/lib/idle'
import { useCues } from '~/client/lib/use-cues'
import { SwitchSides } from '~/client/components/switch-sides'
import { useLogSets, useRecordProgress } from '~/client/lib/mutations/use-progress-mutations'
import {
  newPlayerSession,
  type PlayerOf,
  type PlayerSession,
  readPlayerSession,
  savePlayerSession,
  clearPlayerSession,
  type SessionScore,
  type SessionSet,
} from '~/client/lib/player-session'
import { forgetPageInputs, inputsFromThePage } from '~/client/lib/route-data'
import { trackerConfigFor } from '~/client/lib/tracker-config'
import { trpc } from '~/client/lib/trpc'
import { useSettings } from '~/client/lib/use-settings'
import { toast } from '~/client/lib/use-toast'
import { useWakeLock } from '~/client/lib/use-wake-lock'
import {
  adjustRest,
  clockLabel,
  detailsForm,
  donePosition,
  isPerSide,
  lastTimeLabel,
  nextOpenPosition,
  openPosition,
  parseDetails,
  type PlanItem,
  playablePosition,
  type Position,
  positionKey,
  prefilledDetails,
  setLine,
  SWITCH_SIDES_SECONDS,
  switchSidesWords,
  targetLabel,
  timedWords,
} from '~/shared/rules/player'
import { aimAtTop, rangeTargetLabel, steppedLoadInput } from '~/shared/rules/progression'
import { standardLabel } from '~/shared/rules/skill-display'
import { timedKind } from '~/shared/rules/tracker'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { LastSessionInput } from '~/shared/schemas/progression'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import type { LoggedSet, SetInput } from '~/shared/schemas/sets'
import type { StepStandard } from '~/shared/schemas/skills'
import { useUnits } from '~/client/lib/use-units'
import { fromKg, type Units } from '~/shared/rules/units'
import { exerciseNamesOf, PlayerSessionSets } from './player-session-sets'
import { SAVED_ON_DEVICE } from '~/client/lib/offline-status'
import { KeptOnDevice } from '~/client/lib/sync-queue'
import { PlayerSyncStatus } from '~/client/components/offline-banner'
import { PlayerPrescription, type TodaysPrescription } from './player-prescription'
import { ProgressionSuggestion } from './progression-suggestion'
import { TimedBlock } from './block-player/timed-block'
import { useBlocks } from './block-player/use-blocks'
import type { BlockSource } from '~/shared/rules/block-player'

// A practice's exercises belong to no workout block.
type Item = Omit<WorkoutExercise, 'blockId'> & { blockId?: number }

// What the first screen does not show loads once it has painted (docs/architecture.md#first-visit):
// End Workout's dialog (Radix's, ~14 KB) and the summary. Fetched then, so they are at hand (and on
// the device) by the time they are needed; a screen that opens on the summary loads it at once.
const loadConfirmDialog = () => import('~/client/components/ui/confirm-dialog')
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
)
const loadSummary = () => import('./player-summary')
const PlayerSummary = lazy(() =>
  loadSummary().then((module) => ({ default: module.PlayerSummary })),
)

/**
 * What the player plays: a workout's exercises, or a skill's practice (docs/product.md#skill-practice):
 * the current step's exercise with its standard as the target, logged without a workout.
 */
export interface PlayerSource {
  /** Where the session is kept on this device. */
  of: PlayerOf
  title: string
  /** The workout the sets belong to; null for a practice (the set log's library mode). */
  workoutId: number | null
  exercises: readonly Item[]
  /** A practice's skill: the summary leads back to it; each set starts with the standard's load. */
  skill?: { id: number; name: string; standard: StepStandard }
  /** The workout's blocks, their exercises side by side in `exercises` (none: one straight block). */
  blocks?: readonly BlockSource[]
}

/**
 * The player's icons, made once: the screen renders on every set (and each second of a rest), and
 * an element it already rendered is skipped.
 */
const ICONS = {
  end: <X className="h-5 w-5" aria-hidden="true" />,
  fewer: <Minus className="h-6 w-6" aria-hidden="true" />,
  more: <Plus className="h-6 w-6" aria-hidden="true" />,
  previous: <ChevronLeft className="h-6 w-6" aria-hidden="true" />,
  next: <ChevronRight className="h-6 w-6" aria-hidden="true" />,
  skip: <SkipForward className="h-5 w-5" aria-hidden="true" />,
  timer: <Timer className="h-5 w-5" aria-hidden="true" />,
}

/** The rest a set earns: its own amount, plus or minus 15 s per tap on '+15 s' / '−15 s'. */
const REST_STEP_SECONDS = 15
/** The get-ready count before a hold: 3-2-1. */
const GET_READY_MS = 3000
/** Said (not shown) before a rest ends, for a screen reader user looking away. */
const REST_WARNING_SECONDS = 10
/** How far a finger travels sideways before a swipe counts. */
const SWIPE_PX = 60

/** docs/product.md#player: the workout, one set at a time, with rests, then the summary. */
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
  const units = useUnits()
  const settings = useSettings()
  const items = source.exercises
  const of = source.of
  const practice = source.skill !== undefined
  const configs = useMemo(
    // A rep range aims at its top (docs/product.md#progression).
    () => items.map((item) => aimAtTop(trackerConfigFor(item, settings.defaultRest), item.reps)),
    [items, settings.defaultRest],
  )
  const itemPlan: PlanItem[] = useMemo(
    () =>
      items.map((item, i) => ({
        sets: configs[i]?.sets ?? 1,
        perSide: isPerSide(item.reps),
        timed: configs[i]?.mode === 'timed',
      })),
    [items, configs],
  )
  const blocks = useBlocks(source, itemPlan, configs)
  const plan = blocks.plan

  const [session, setSession] = useState<PlayerSession>(() => {
    const now = Date.now()
    return (
      readPlayerSession(userId, of) ??
      newPlayerSession(userId, of, now, lastTimeFromThePage(userId, source, now))
    )
  })
  // The page's moment serves the session this screen opened with, no later one.
  useEffect(() => forgetPageInputs('progression.lastSession'), [])
  const allSaved =
    session.sets.every((s) => s.saved) && (session.scores ?? []).every((s) => s.saved)
  useEffect(() => {
    // A finished session with every set on the server is over; until then it is kept.
    if (session.endedAt !== null && allSaved) clearPlayerSession(userId, of)
    else savePlayerSession(session)
  }, [session, allSaved, userId, of])

  const [now, setNow] = useState(() => Date.now())
  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((text: string) => setAnnouncement(text), [])

  // Sends every unsaved set; the server answers a client id it already holds with the stored
  // set, so a retry (after a failure, or after a reload) never counts twice.
  const log = useLogSets()
  const failedOnce = useRef(false)
  const flush = useCallback(
    (sets: readonly SessionSet[], scores: readonly SessionScore[] = []) => {
      const pending = sets.filter((s) => !s.saved)
      // A block's score goes with its sets, or alone (docs/product.md#blocks-in-the-player).
      const pendingScores = scores.filter((s) => !s.saved).map(({ saved: _saved, ...s }) => s)
      if (pending.length === 0 && pendingScores.length === 0) return
      const sent = new Set(pendingScores.map((s) => s.clientId))
      log.mutate(
        {
          userId,
          ...(pending.length > 0
            ? { sets: pending.slice(0, SET_LIMITS.maxSetsPerRequest).map(toInput) }
            : {}),
          ...(pendingScores.length > 0 ? { scores: pendingScores } : {}),
        },
        {
          onSuccess: (result) => {
            failedOnce.current = false
            const stored = new Map(result.sets.map((s) => [s.clientId, s]))
            setSession((s) => ({
              ...s,
              ...(s.scores
                ? {
                    scores: s.scores.map((x) => (sent.has(x.clientId) ? { ...x, saved: true } : x)),
                  }
                : {}),
              sets: s.sets.map((set) => {
                const answer = stored.get(set.clientId)
                return answer
                  ? {
                      ...set,
                      saved: true,
                      records: answer.records,
                      firstTime: answer.firstTime,
                      ...(answer.id > 0 ? { id: answer.id } : {}),
                    }
                  : set
              }),
              badges: [
                ...s.badges,
                ...result.newBadges.filter((b) => !s.badges.some((have) => have.id === b.id)),
              ],
              passedSteps: [
                ...s.passedSteps,
                ...result.passedSteps.filter(
                  (p) => !s.passedSteps.some((have) => have.stepId === p.stepId),
                ),
              ],
            }))
            for (const step of result.passedSteps) {
              announce(
                step.unlocked
                  ? `Step passed: ${step.exerciseName}. ${step.skillName} unlocked!`
                  : `Step passed: ${step.exerciseName}`,
              )
            }
            for (const set of result.sets) {
              if (set.records.length > 0) {
                const name = items.find((i) => i.exerciseId === set.exerciseId)?.exercise.name
                announce(`New PR${name ? ` on ${name}` : ''}!`)
              }
            }
          },
          onError: (error) => {
            if (failedOnce.current) return
            failedOnce.current = true
            // Queued on the device (offline, docs/product.md#offline) is not a failure: the set
            // is safe and goes when the network returns, so no alarm mid-workout.
            toast(
              (error as unknown) instanceof KeptOnDevice
                ? SAVED_ON_DEVICE
                : {
                    title: 'Set not sent yet',
                    description: 'It is kept on this device and sent again with your next set.',
                    variant: 'destructive',
                  },
            )
          },
        },
      )
    },
    [log, userId, items, announce],
  )
  // Sets a closed tab or a lost connection left unsent go now.
  useEffect(() => {
    flush(session.sets, session.scores)
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const done = useMemo(
    () =>
      new Set([
        ...session.sets.map((s) =>
          positionKey({ exercise: s.exerciseIndex, setNumber: s.setNumber, side: s.side ?? null }),
        ),
        ...blocks.finishedKeys(session.finishedBlocks),
      ]),
    [session.sets, session.finishedBlocks, blocks],
  )
  // A new session (set 1, no side) or one kept from before lands on a real set: a per-side
  // exercise is never logged without its side (docs/product.md#player).
  const position = playablePosition(plan, session.position, done)
  const item = items[position.exercise]
  const config = configs[position.exercise]

  // The clock: while a rest or a hold runs, four readings a second (the display rounds).
  const [hold, setHold] = useState<HoldState | null>(null)
  const ticking = session.endedAt === null && (session.rest !== null || hold !== null)
  useWakeLock(session.endedAt === null)

  // `goCue`: the other side's hold starts, a short cue for an athlete who is not looking.
  const { cue, go: goCue } = useCues()

  const restLeft = session.rest ? Math.max(0, Math.ceil((session.rest.endsAt - now) / 1000)) : 0
  const heldMs = hold && now >= hold.readyAt ? now - hold.readyAt : 0

  // Each clock reading: the rest's end (cues, and the next set is up), a warning before it, and
  // the hold's target reached (one cue; the athlete stops when done, as a longer hold counts).
  const latest = useRef({ session, position, hold, config, cue, goCue, announce })
  useEffect(() => {
    latest.current = { session, position, hold, config, cue, goCue, announce }
  })
  const warned = useRef(0)
  // The screen is drawn again when what it shows from the clock changes (once a second), not on
  // every reading: a tap during a rest or a hold does not wait behind a render of the player.
  const clockShown = useRef('')
  useEffect(() => {
    if (!ticking) return
    const id = setInterval(() => {
      const t = Date.now()
      const shown = clockFigures(latest.current.session.rest, latest.current.hold, t)
      if (shown !== clockShown.current) {
        clockShown.current = shown
        setNow(t)
      }
      const {
        session: s,
        position: p,
        hold: h,
        config: c,
        cue: ring,
        announce: say,
      } = latest.current
      if (s.rest) {
        const left = Math.ceil((s.rest.endsAt - t) / 1000)
        if (left <= 0) {
          ring()
          setSession((x) => ({ ...x, rest: null }))
          say(`Rest over. ${setText(items, configs, p)}`)
        } else if (left === REST_WARNING_SECONDS && warned.current !== s.rest.endsAt) {
          warned.current = s.rest.endsAt
          say(`${REST_WARNING_SECONDS} seconds of rest left`)
        }
      }
      if (h?.switching && !h.started && t >= h.readyAt) {
        latest.current.goCue()
        setHold((x) => x && { ...x, started: true })
        say(switchSidesWords.go(`${p.side ?? ''} side`))
      }
      if (h && !h.cued && c && t - h.readyAt >= c.workSeconds * 1000) {
        ring()
        setHold((x) => x && { ...x, cued: true })
      }
    }, 250)
    return () => clearInterval(id)
  }, [ticking, items, configs])

  const [reps, setReps] = useState(config?.targetReps ?? 0)
  // A new set starts from its target again (state adjusted while rendering, not in an effect);
  // a hold carries on only when it was started for this set (the other side's, after a switch).
  const positionId = positionKey(position)
  const [shownFor, setShownFor] = useState(positionId)
  if (shownFor !== positionId) {
    setShownFor(positionId)
    setReps(config?.targetReps ?? 0)
    setHold((h) => (h && h.at === positionId ? h : null))
  }

  // The exercise swapped in for this session at exercise `index`, if any.
  const swapOf = (index: number) => {
    const choice = session.swaps?.[index]
    return choice && choice !== 'ignored' ? choice : null
  }

  // Details belong to one set: they start from the previous set of the same exercise in this
  // session (or a ladder step's standard load), never from another exercise's; what the athlete
  // types is kept for the set it was typed for (docs/product.md#player).
  const [detailsOpen, setDetailsOpen] = useState(false)
  const [typed, setTyped] = useState<{ at: string; load: string; rpe: string } | null>(null)
  const swapped = swapOf(position.exercise)
  const loggedExerciseId = swapped?.exerciseId ?? item?.exerciseId ?? 0
  // A practice's one exercise is the step's; a swapped-in one has no standard of its own.
  const standardLoad = source.skill && !swapped ? (source.skill.standard.loadKg ?? null) : null
  const form =
    typed?.at === positionId
      ? typed
      : detailsForm(prefilledDetails(session.sets, loggedExerciseId, standardLoad), units)
  const details = parseDetails(form, units)
  const setForm = (next: { load: string; rpe: string }) =>
    setTyped({ at: positionId, load: next.load, rpe: next.rpe })

  const moveTo = useCallback(
    (next: Position | null, rest: { endsAt: number; seconds: number } | null) => {
      const t = Date.now()
      setNow(t)
      if (next === null) {
        setSession((s) => ({ ...s, rest: null, endedAt: t }))
        announce(practice ? 'Practice complete' : 'Workout complete')
        return
      }
      setSession((s) => ({ ...s, position: next, rest }))
      announce(
        rest
          ? `Rest ${rest.seconds} seconds. Up next: ${setText(items, configs, next)}`
          : setText(items, configs, next),
      )
    },
    [announce, items, configs, practice],
  )

  const recordSwap = useRecordProgress()
  const utils = trpc.useUtils()
  // Recording an exercise counts it again: only when it is not done today already.
  const recordSwapOnce = async (exerciseId: number, record: () => void) => {
    const progress = await utils.progress.get.fetch({ userId }, { staleTime: 0 }).catch(() => null)
    if (
      progress?.completedExercises.some(
        (c) => c.workoutId === source.workoutId && c.exerciseId === exerciseId,
      ) === false
    )
      record()
  }
  const setSwap = (
    index: number,
    choice: { exerciseId: number; name: string } | 'ignored' | null,
  ) =>
    setSession((s) => {
      const swaps = Object.fromEntries(
        Object.entries(s.swaps ?? {}).filter(([key]) => key !== String(index)),
      )
      return { ...s, swaps: choice === null ? swaps : { ...swaps, [index]: choice } }
    })

  const logSet = (figure: { reps: number } | { seconds: number }) => {
    if (!item || !config) return
    // A swapped-in exercise is logged as itself, outside the workout (it is not part of it);
    // its last set then records the workout's exercise as done.
    const set: SessionSet = {
      clientId: newClientId(),
      ...(!swapped && source.workoutId !== null
        ? { workoutId: source.workoutId, ...blocks.logFields(position) }
        : {}),
      exerciseId: swapped?.exerciseId ?? item.exerciseId,
      exerciseIndex: position.exercise,
      setNumber: position.setNumber,
      ...(position.side ? { side: position.side } : {}),
      ...figure,
      ...(details.loadKg !== null ? { loadKg: details.loadKg } : {}),
      ...(details.rpe !== null ? { rpe: details.rpe } : {}),
      performedAt: new Date().toISOString(),
      saved: false,
      records: [],
    }
    const nextDone = new Set(done).add(positionKey(position))
    const { next, rest, restSeconds, switchSides } = blocks.after(position, nextDone)
    setSession((s) => ({ ...s, sets: [...s.sets, set] }))
    moveTo(
      next,
      rest && restSeconds > 0
        ? { endsAt: Date.now() + restSeconds * 1000, seconds: restSeconds }
        : null,
    )
    if (switchSides && next) {
      // A per-side hold: the 'Switch sides' screen, with a cue, then the other side's hold.
      const t = Date.now()
      setHold({
        at: positionKey(next),
        readyAt: t + SWITCH_SIDES_SECONDS * 1000,
        cued: false,
        switching: true,
        started: false,
      })
      cue()
      announce(switchSidesWords.announce(`${next.side ?? ''} side`))
    }
    // Sent once the next set is on screen: the tap's frame draws it, and the queue's storage and
    // the request come after (the session above already holds the set on this device).
    const sets = [...session.sets, set]
    afterNextPaint(() => flush(sets, session.scores))
    const workoutId = source.workoutId
    // A practice has no workout to record the swapped exercise in.
    if (swapped && workoutId !== null && openPosition(plan, position.exercise, nextDone) === null) {
      const mine = [...session.sets, set].filter((s) => s.exerciseIndex === position.exercise)
      const total = (k: 'reps' | 'seconds') => mine.reduce((sum, s) => sum + (s[k] ?? 0), 0)
      void recordSwapOnce(item.exerciseId, () =>
        recordSwap.mutate(
          {
            userId,
            workoutId,
            exerciseId: item.exerciseId,
            sets: config.sets,
            ...(config.mode === 'timed' ? { seconds: total('seconds') } : { reps: total('reps') }),
          },
          {
            onSuccess: (result) =>
              setSession((s) => ({
                ...s,
                badges: [
                  ...s.badges,
                  ...result.newBadges.filter((b) => !s.badges.some((have) => have.id === b.id)),
                ],
              })),
          },
        ),
      )
    }
  }

  const goToExercise = (index: number) => {
    const target = items[index]
    if (!target) return
    moveTo(openPosition(plan, index, done) ?? donePosition(plan, index), null)
  }
  const skipExercise = () => {
    const next = nextOpenPosition(plan, position.exercise + 1, done)
    moveTo(next, null)
  }

  const [confirmEnd, setConfirmEnd] = useState(false)
  // The dialog renders from the first time it is asked for (its code is fetched after the first
  // paint), and stays, so Radix gives the focus back as it closes.
  const [endAsked, setEndAsked] = useState(false)
  useEffect(
    () =>
      afterNextPaint(() => {
        for (const load of [loadConfirmDialog, loadSummary]) void load().catch(() => undefined)
      }),
    [],
  )
  const endWords = source.skill
    ? { label: 'End Practice', title: 'End practice?' }
    : { label: 'End Workout', title: 'End workout?' }
  const endWorkout = () => {
    setConfirmEnd(false)
    moveTo(null, null)
  }

  const startHold = () => {
    const t = Date.now()
    setNow(t)
    setHold({
      at: positionId,
      readyAt: t + GET_READY_MS,
      cued: false,
      switching: false,
      started: false,
    })
    announce('Get ready: 3, 2, 1')
  }
  const stopHold = () => {
    if (!hold) return
    const t = Date.now()
    if (t < hold.readyAt) {
      setHold(null)
      return
    }
    logSet({ seconds: Math.min(SET_LIMITS.maxSeconds, Math.floor((t - hold.readyAt) / 1000)) })
  }

  const resting = session.rest !== null
  const setIsOpen = config !== undefined && position.setNumber <= config.sets
  const primary = () => {
    if (!config || resting || !setIsOpen || blocks.timedBlockAt(position.exercise)) return
    if (config.mode === 'timed') {
      if (hold) stopHold()
      else startHold()
    } else logSet({ reps })
  }

  // Space logs (or starts and stops a hold); arrows move between exercises. A focused control
  // keeps its own keys.
  const keys = useRef({ primary, goToExercise, index: position.exercise })
  useEffect(() => {
    keys.current = { primary, goToExercise, index: position.exercise }
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey) return
      const target = e.target as HTMLElement | null
      if (
        target &&
        target !== document.body &&
        target.closest('button, a, input, select, textarea, [role="dialog"], [role="alertdialog"]')
      )
        return
      if (e.code === 'Space') {
        e.preventDefault()
        keys.current.primary()
      } else if (e.key === 'ArrowRight') {
        e.preventDefault()
        keys.current.goToExercise(keys.current.index + 1)
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault()
        keys.current.goToExercise(keys.current.index - 1)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const swipe = useRef<{ x: number; y: number } | null>(null)
  // 'Last time' and the progression suggestion in one read per exercise: the sets done before
  // this session started, so the session under way never counts as its own last time.
  const before = new Date(session.lastTimeBefore ?? session.startedAt).toISOString()
  const lastTimeOf = useCallback(
    (exerciseId: number) => ({
      userId,
      exerciseId,
      ...(source.workoutId !== null ? { workoutId: source.workoutId } : {}),
      before,
    }),
    [userId, source.workoutId, before],
  )
  const historyQuery = trpc.progression.lastSession.useQuery(lastTimeOf(item?.exerciseId ?? 0), {
    enabled: item !== undefined && session.endedAt === null,
  })
  // The next exercise's is read while this one is trained, when the page is idle: moving on draws
  // it with the rest of the screen, not a round trip later.
  const nextExerciseId = items[position.exercise + 1]?.exerciseId
  const training = session.endedAt === null
  useEffect(() => {
    if (nextExerciseId === undefined || !training) return
    return whenIdle(() => void utils.progression.lastSession.prefetch(lastTimeOf(nextExerciseId)))
  }, [nextExerciseId, training, lastTimeOf, utils])
  const lastTime = useMemo(
    () => lastTimeLabel(historyQuery.data?.sets ?? [], units),
    [historyQuery.data, units],
  )
  const swap = swapped
  const swapQuery = trpc.exercises.byId.useQuery(
    { id: swap?.exerciseId ?? 0 },
    { enabled: swap !== null },
  )
  // The exercise on screen: the workout's, or the one swapped in for this session.
  const shown = useMemo(
    () =>
      item && swap
        ? { ...item.exercise, ...(swapQuery.data ?? { demo: null }), name: swap.name }
        : item?.exercise,
    [item, swap, swapQuery.data],
  )
  // Its demonstration re-renders only when the exercise changes, and then after the tap's own
  // update: the text of the next set is on screen first (the figure's first frame solves every
  // pose of its loop), and a set logged on the same exercise leaves the figure alone.
  const demoOf = useDeferredValue(shown)
  const demo = useMemo(
    () =>
      demoOf ? (
        <LazyExerciseDemo
          exercise={demoOf}
          className="h-52 w-full rounded-2xl bg-slate-100 md:h-80 dark:bg-slate-900"
        />
      ) : null,
    [demoOf],
  )
  const swaps = session.swaps
  const names = useMemo(() => exerciseNamesOf(source, { swaps }), [source, swaps])
  const removeSet = useCallback(
    (clientId: string) =>
      setSession((s) => ({ ...s, sets: s.sets.filter((x) => x.clientId !== clientId) })),
    [],
  )
  const updateSet = useCallback(
    (stored: LoggedSet) =>
      setSession((s) => ({
        ...s,
        sets: s.sets.map((x) =>
          x.clientId === stored.clientId
            ? {
                ...x,
                side: stored.side ?? undefined,
                reps: stored.reps ?? undefined,
                seconds: stored.seconds ?? undefined,
                loadKg: stored.loadKg ?? undefined,
                rpe: stored.rpe ?? undefined,
                records: stored.records,
              }
            : x,
        ),
      })),
    [],
  )

  // A timed block runs on its own screen (block-player/timed-block.tsx); its sets join the
  // session's and go the same way, and once it ends the player moves past it.
  const timedBlock = blocks.timedBlockAt(position.exercise)
  const logBlockSets = (sets: SessionSet[], score?: SessionScore) => {
    const all = [...session.sets, ...sets]
    const scores = [...(session.scores ?? []), ...(score ? [score] : [])]
    setSession((s) => ({
      ...s,
      sets: [...s.sets, ...sets],
      ...(score ? { scores: [...(s.scores ?? []), score] } : {}),
    }))
    afterNextPaint(() => flush(all, scores))
  }
  const finishBlock = (index: number, end: number) => {
    const finished = [...(session.finishedBlocks ?? []), index]
    const nextDone = new Set([...done, ...blocks.finishedKeys([index])])
    setSession((s) => ({ ...s, timed: null, finishedBlocks: finished }))
    moveTo(nextOpenPosition(plan, end, nextDone) ?? nextOpenPosition(plan, 0, nextDone), null)
  }

  if (session.endedAt !== null) {
    return (
      <Suspense fallback={null}>
        <PlayerSummary
          source={source}
          session={session}
          saving={!allSaved}
          onBack={() => clearPlayerSession(userId, of)}
        />
      </Suspense>
    )
  }
  if (!item || !config) {
    // The workout lost exercises since the session was saved (an admin's edit): on to the first
    // set left, or the summary.
    const next = nextOpenPosition(plan, 0, done)
    setSession((s) =>
      next ? { ...s, position: next, rest: null } : { ...s, rest: null, endedAt: Date.now() },
    )
    return null
  }

  const upNext = resting && position.setNumber === 1 && position.side !== 'right'
  // A sideways swipe on a phone moves between exercises, as the arrows do.
  const onTouchStart = (e: React.TouchEvent) => {
    const t = e.touches[0]
    swipe.current = t ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = swipe.current
    const t = e.changedTouches[0]
    swipe.current = null
    if (!start || !t) return
    const dx = t.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(t.clientY - start.y) > Math.abs(dx) / 2) return
    goToExercise(position.exercise + (dx < 0 ? 1 : -1))
  }
  const holdSeconds = Math.floor(heldMs / 1000)
  const getReady = hold && now < hold.readyAt ? Math.ceil((hold.readyAt - now) / 1000) : null
  const perSide = plan[position.exercise]?.perSide ?? false
  if (!shown) return null
  // A timed set is a hold or timed work (Jumping Jacks): worded as such everywhere.
  const kind = timedKind(shown)
  const target = rangeTargetLabel(item.reps, perSide, kind) ?? targetLabel(config, perSide, kind)
  const line = setLine(config.mode === 'timed' ? null : reps, details, units)

  return (
    <div className="fixed inset-0 z-[45] flex flex-col overflow-y-auto bg-white text-slate-900 md:static md:z-auto md:mx-auto md:max-w-5xl md:overflow-visible md:pb-2 md:rounded-3xl md:border md:border-slate-200 dark:bg-slate-950 dark:text-slate-100 md:dark:border-slate-800">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <header className="flex items-center gap-2 px-4 pt-4 md:px-6 md:pt-6">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-600 dark:text-slate-400">
            {source.title}
          </p>
          <p className="text-base font-bold">
            {source.skill
              ? `Standard: ${standardLabel(source.skill.standard)}`
              : `Exercise ${position.exercise + 1} of ${items.length}`}
          </p>
          <PlayerSyncStatus />
        </div>
        <button
          type="button"
          onClick={() => {
            setEndAsked(true)
            setConfirmEnd(true)
          }}
          className={buttonClass('ghost', 'md')}
        >
          {ICONS.end} {endWords.label}
        </button>
      </header>
      <ol className="mt-3 flex gap-1 px-4 md:px-6" aria-hidden="true">
        {items.map((it, i) => (
          <li
            key={it.id}
            className={`h-1.5 flex-1 rounded-full ${
              i < position.exercise
                ? 'bg-brand-600'
                : i === position.exercise
                  ? 'bg-indigo-400'
                  : 'bg-slate-200 dark:bg-slate-800'
            }`}
          />
        ))}
      </ol>

      {timedBlock && !resting ? (
        <TimedBlock
          block={timedBlock}
          items={items}
          configs={configs}
          workoutId={source.workoutId}
          run={session.timed?.blockIndex === timedBlock.index ? session.timed : null}
          onRun={(run) =>
            setSession((s) => ({ ...s, timed: { ...run, blockIndex: timedBlock.index } }))
          }
          onLog={logBlockSets}
          onFinish={() => finishBlock(timedBlock.index, timedBlock.end)}
          cue={cue}
          go={goCue}
          announce={announce}
        />
      ) : null}
      {resting && session.rest ? (
        <RestView
          left={restLeft}
          total={session.rest.seconds}
          nextText={
            upNext ? `Up next: ${item.exercise.name}` : `Next: ${setText(items, configs, position)}`
          }
          onSkip={() => {
            setSession((s) => ({ ...s, rest: null }))
            announce(setText(items, configs, position))
          }}
          onChange={(seconds) => {
            const t = Date.now()
            setNow(t)
            setSession((s) => (s.rest ? { ...s, rest: adjustRest(s.rest, seconds, t) } : s))
          }}
          item={upNext ? item : null}
        />
      ) : null}
      {/* The set's screen stays mounted under a rest, hidden, its updates rendered while the rest
          runs: a Log Set that starts a rest, and Skip Rest, do not tear down and rebuild it (the
          figure, This session's rows). */}
      <Activity mode={(resting && session.rest) || timedBlock ? 'hidden' : 'visible'}>
        <div
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className="grid flex-1 content-start gap-4 px-4 pt-4 pb-6 md:grid-cols-2 md:gap-8 md:px-6 md:pb-8"
        >
          <div className="flex flex-col gap-3">{demo}</div>
          <div className="flex flex-col gap-4">
            <div>
              <h1 className="text-3xl leading-tight font-extrabold md:text-4xl">{shown.name}</h1>
              <p className="mt-1 text-lg font-semibold text-slate-700 dark:text-slate-300">
                {setIsOpen && blocks.setLabel(position) ? (
                  blocks.setLabel(position)
                ) : setIsOpen ? (
                  <>
                    Set {position.setNumber} of {config.sets}
                    {position.side ? ` · ${position.side === 'left' ? 'Left' : 'Right'} side` : ''}
                  </>
                ) : (
                  `All ${config.sets} sets done`
                )}
              </p>
              <p className="mt-2 text-4xl font-extrabold text-brand-700 tabular-nums dark:text-indigo-300">
                {target}
              </p>
              {lastTime ? (
                <p className="mt-1 text-base text-slate-600 dark:text-slate-400">{lastTime}</p>
              ) : null}
              <PlayerPrescription
                prescribed={prescribed}
                exerciseId={item.exerciseId}
                units={units}
              />
              {item.note ? (
                <p className="mt-2 text-base break-words text-slate-700 dark:text-slate-300">
                  Note: {item.note}
                </p>
              ) : null}
            </div>
            {setIsOpen ? (
              <ProgressionSuggestion
                suggestion={historyQuery.data?.suggestion ?? null}
                state={session.swaps?.[position.exercise]}
                originalName={item.exercise.name}
                onSwap={(choice) => {
                  setSwap(position.exercise, choice)
                  announce(`Swapped for this session: ${choice.name}`)
                }}
                onLoad={(kg) => {
                  const heaviest = Math.max(
                    0,
                    ...(historyQuery.data?.sets ?? []).map((s) => s.loadKg ?? 0),
                  )
                  // Reckoned in the athlete's unit: 45 lb + 5 lb is 50 (docs/product.md#units).
                  setForm({ load: steppedLoadInput(heaviest, kg, units), rpe: form.rpe })
                  setDetailsOpen(true)
                  setSwap(position.exercise, 'ignored')
                }}
                onIgnore={() => setSwap(position.exercise, 'ignored')}
                onUndo={() => setSwap(position.exercise, null)}
              />
            ) : null}

            {!setIsOpen ? (
              <button
                type="button"
                onClick={skipExercise}
                className={`${buttonClass('primary', 'lg')} min-h-16 w-full text-xl`}
              >
                Next Exercise
              </button>
            ) : config.mode === 'timed' ? (
              <HoldControls
                target={config.workSeconds}
                getReady={getReady}
                switching={hold?.switching === true}
                nextSide={position.side}
                held={hold && getReady === null ? holdSeconds : null}
                words={timedWords(kind)}
                line={line}
                onStart={startHold}
                onStop={stopHold}
              />
            ) : (
              <>
                <div className="flex items-center justify-center gap-4">
                  <button
                    type="button"
                    aria-label="Fewer reps"
                    onClick={() => setReps((r) => Math.max(0, r - 1))}
                    className="flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700"
                  >
                    {ICONS.fewer}
                  </button>
                  <p className="min-w-28 text-center">
                    <output
                      aria-live="polite"
                      aria-label="Reps to log"
                      className="block text-6xl font-extrabold tabular-nums"
                    >
                      {reps}
                    </output>
                    <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                      {position.side ? `reps, ${position.side} side` : 'reps'}
                    </span>
                  </p>
                  <button
                    type="button"
                    aria-label="More reps"
                    onClick={() => setReps((r) => Math.min(SET_LIMITS.maxReps, r + 1))}
                    className="flex h-14 w-14 items-center justify-center rounded-full border-2 border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700"
                  >
                    {ICONS.more}
                  </button>
                </div>
                <div>
                  <button
                    type="button"
                    onClick={() => logSet({ reps })}
                    aria-describedby={line ? 'log-set-line' : undefined}
                    className="min-h-16 w-full rounded-2xl bg-brand-700 text-2xl font-extrabold text-white shadow-lg transition-transform hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-[0.98]"
                  >
                    Log Set
                  </button>
                  <LogSetLine line={line} />
                </div>
              </>
            )}

            {setIsOpen ? (
              <Details
                open={detailsOpen}
                onToggle={() => setDetailsOpen((o) => !o)}
                value={form}
                onChange={setForm}
                timed={config.mode === 'timed'}
                units={units}
              />
            ) : null}

            {/* One exercise (a practice): nothing to move between, End Practice ends it. */}
            {items.length > 1 ? (
              <div className="mt-auto flex items-center justify-between gap-2">
                <button
                  type="button"
                  aria-label="Previous exercise"
                  disabled={position.exercise === 0}
                  onClick={() => goToExercise(position.exercise - 1)}
                  className={buttonClass('ghost', 'icon')}
                >
                  {ICONS.previous}
                </button>
                <button
                  type="button"
                  onClick={skipExercise}
                  className={buttonClass('outline', 'lg')}
                >
                  {ICONS.skip} Skip Exercise
                </button>
                <button
                  type="button"
                  aria-label="Next exercise"
                  disabled={position.exercise === items.length - 1}
                  onClick={() => goToExercise(position.exercise + 1)}
                  className={buttonClass('ghost', 'icon')}
                >
                  {ICONS.next}
                </button>
              </div>
            ) : null}
            <p className="hidden text-center text-sm text-slate-600 md:block dark:text-slate-400">
              {items.length > 1
                ? 'Space logs a set · ← → move between exercises'
                : 'Space logs a set'}
            </p>
            <PlayerSessionSets
              userId={userId}
              sets={session.sets}
              names={names}
              units={units}
              onRemoved={removeSet}
              onUpdated={updateSet}
            />
          </div>
        </div>
      </Activity>
      {endAsked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmEnd}
            onOpenChange={setConfirmEnd}
            title={endWords.title}
            description="The sets you logged stay saved. You will see your summary."
            confirmLabel={endWords.label}
            onConfirm={endWorkout}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/**
 * The moment the page's 'Last time' was read as of (docs/architecture.md#client-data), when the
 * page brought it for this workout's first exercise, where a new session starts, and that moment
 * has passed on this device's clock. A set of this session is done after it, so it never counts
 * as its own last time; a server clock ahead of the device's asks again, with the session's start.
 */
function lastTimeFromThePage(
  userId: number,
  source: PlayerSource,
  now: number,
): number | undefined {
  const first = source.exercises[0]
  if (!first || source.workoutId === null) return undefined
  for (const input of inputsFromThePage('progression.lastSession') as LastSessionInput[]) {
    const at = input.before === undefined ? NaN : new Date(input.before).getTime()
    if (
      input.userId === userId &&
      input.exerciseId === first.exerciseId &&
      input.workoutId === source.workoutId &&
      at <= now
    )
      return at
  }
  return undefined
}

/**
 * What the screen shows from the clock at `t`: the rest's seconds left, and the hold's get-ready
 * count or its seconds held (the same sums as the render's).
 */
function clockFigures(rest: PlayerSession['rest'], hold: HoldState | null, t: number): string {
  const restLeft = rest ? Math.max(0, Math.ceil((rest.endsAt - t) / 1000)) : ''
  const held = !hold
    ? ''
    : t < hold.readyAt
      ? `ready ${Math.ceil((hold.readyAt - t) / 1000)}`
      : `held ${Math.floor((t - hold.readyAt) / 1000)}`
  return `${restLeft}|${held}`
}

/** 'Set 2 of 3 of Push-ups, left side': what a screen reader hears on each change. */
function setText(
  items: readonly Item[],
  configs: readonly { sets: number }[],
  p: Position,
): string {
  const name = items[p.exercise]?.exercise.name ?? ''
  const sets = configs[p.exercise]?.sets ?? 1
  return `${name}, set ${Math.min(p.setNumber, sets)} of ${sets}${p.side ? `, ${p.side} side` : ''}`
}

/**
 * A hold under way for the set `at` (a position key): the get-ready count (or, `switching`, the
 * 'Switch sides' count between the sides of a per-side hold) until `readyAt`, then the seconds
 * held; `cued` once the target's cue sounded, `started` once the other side's go cue did.
 */
interface HoldState {
  at: string
  readyAt: number
  cued: boolean
  switching: boolean
  started: boolean
}

function toInput(set: SessionSet): SetInput {
  const { exerciseIndex: _index, saved: _saved, records: _records, ...input } = set
  return input
}

function RestView({
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
  const fraction = total > 0 ? Math.min(1, left / total) : 0
  const r = 88
  const circumference = 2 * Math.PI * r
  return (
    <section
      aria-labelledby="rest-heading"
      className="flex flex-1 flex-col items-center gap-6 px-4 pt-8 pb-8 md:px-6"
    >
      <h1 id="rest-heading" className="text-2xl font-extrabold tracking-wide uppercase">
        Rest
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
          aria-label="Rest time remaining"
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
          aria-label={`−${REST_STEP_SECONDS} s: shorter rest`}
          className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
        >
          {ICONS.timer} −{REST_STEP_SECONDS} s
        </button>
        <button
          type="button"
          onClick={() => onChange(REST_STEP_SECONDS)}
          aria-label={`+${REST_STEP_SECONDS} s: longer rest`}
          className={`${buttonClass('secondary', 'lg')} min-h-14 text-lg`}
        >
          {ICONS.timer} +{REST_STEP_SECONDS} s
        </button>
        <button
          type="button"
          onClick={onSkip}
          className={`${buttonClass('primary', 'lg')} col-span-2 min-h-14 text-lg`}
        >
          {ICONS.skip} Skip Rest
        </button>
      </div>
      <div className="flex w-full max-w-sm items-center gap-3 rounded-2xl bg-slate-100 p-3 dark:bg-slate-900">
        {item ? (
          <LazyExerciseDemo
            exercise={item.exercise}
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

function HoldControls({
  target,
  getReady,
  switching,
  nextSide,
  held,
  words,
  line,
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
  words: ReturnType<typeof timedWords>
  line: string | null
  onStart: () => void
  onStop: () => void
}) {
  const running = getReady !== null || held !== null
  const switchNow = switching && getReady !== null
  return (
    <div className="flex flex-col items-center gap-4">
      {switchNow ? (
        <SwitchSides seconds={getReady} side={`${nextSide === 'left' ? 'Left' : 'Right'} side`} />
      ) : (
        <>
          <p
            role="timer"
            aria-label={getReady !== null ? 'Get ready' : words.timer}
            className={`text-7xl font-extrabold tabular-nums ${
              held !== null && held >= target ? 'text-emerald-700 dark:text-emerald-400' : ''
            }`}
          >
            {getReady !== null ? getReady : `${held ?? 0} s`}
          </p>
          <p
            className="text-sm font-semibold text-slate-600 dark:text-slate-400"
            aria-live="polite"
          >
            {getReady !== null
              ? 'Get ready'
              : held !== null
                ? held >= target
                  ? 'Target reached: stop when you are done'
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
          {getReady !== null ? 'Cancel' : held !== null ? 'Stop and Log Set' : words.start}
        </button>
        <LogSetLine line={line} />
      </div>
    </div>
  )
}

/** What the set is logged with, under its button, when it has details: '8 reps · +10 kg · RPE 8'. */
function LogSetLine({ line }: { line: string | null }) {
  if (!line) return null
  return (
    <p
      id="log-set-line"
      className="mt-2 text-center text-base font-semibold text-slate-700 tabular-nums dark:text-slate-300"
    >
      {line}
    </p>
  )
}

/** Load and effort of the set on screen (docs/product.md#player: details belong to one set). */
function Details({
  open,
  onToggle,
  value,
  onChange,
  timed,
  units,
}: {
  open: boolean
  onToggle: () => void
  value: { load: string; rpe: string }
  onChange: (v: { load: string; rpe: string }) => void
  timed: boolean
  units: Units
}) {
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="set-details"
        onClick={onToggle}
        className={`${buttonClass('ghost', 'md')} w-full`}
      >
        Details {open ? '▴' : '▾'}
      </button>
      {open ? (
        <div id="set-details" className="mt-2 grid grid-cols-2 gap-3">
          <label className="grid gap-1 text-sm font-semibold">
            Load ({units})
            <input
              type="number"
              inputMode="decimal"
              step="0.5"
              min={-Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
              max={Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
              value={value.load}
              onChange={(e) => onChange({ ...value, load: e.target.value })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
              aria-describedby="load-hint"
            />
            <span id="load-hint" className="text-xs font-normal text-slate-600 dark:text-slate-400">
              {timed
                ? 'A weight vest, or negative for a band'
                : 'Added weight; negative for a band'}
            </span>
          </label>
          <label className="grid content-start gap-1 text-sm font-semibold">
            Effort (RPE)
            <select
              value={value.rpe}
              onChange={(e) => onChange({ ...value, rpe: e.target.value })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="">Not set</option>
              {Array.from({ length: 19 }, (_, i) => 1 + i * 0.5).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  )
}
