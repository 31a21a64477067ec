import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Tabs from '@radix-ui/react-tabs'
import { LazyExerciseDemo } from '~/client/components/demo/lazy-exercise-demo'
import { createFileRoute } from '@tanstack/react-router'
import { Pause, Play, QrCode as QrIcon, WifiOff } from 'lucide-react'
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { trpc } from '~/client/lib/trpc'
import { useKioskUnpaired } from '~/client/routes/kiosk/-lib/use-kiosk-unpaired'
import { useNow } from '~/client/routes/kiosk/-lib/use-now'
import { kioskClockFace } from '~/client/routes/kiosk/-lib/kiosk-clock'
import { localDay } from '~/shared/rules/days'
import { clockDay, offsetAt } from '~/shared/rules/zone-clock'
import { i18n } from '~/client/lib/i18n'
import { boardDayText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import { sectionLabel } from '~/client/lib/display-labels'
import type { Board, BoardWorkout, KioskScreen } from '~/shared/schemas/kiosk'
import { WodPanel } from '../-components/wod-panel'
import { prescription, workoutFacts } from '../-components/board-format'
import { kioskLoad } from '../-components/kiosk-load'
import { KioskOffline } from '../-components/kiosk-offline'
import { KioskPending } from '../-components/kiosk-pending'
import { chipClass, focusRing, kioskText } from '../-components/kiosk-ui'
import { QrCode } from '../-components/qr-code'

export const Route = createFileRoute('/kiosk/_screen/')({
  loader: ({ context }) => kioskLoad(() => context.utils.kiosk.board.ensureData()),
  pendingComponent: () => <KioskPending label={i18n._(msg`Loading today’s board…`)} />,
  errorComponent: KioskOffline,
  component: BoardPage,
})

/** A section stays up this long when nobody touches the screen. */
const ROTATE_MS = 20_000
/** After a touch or key, the screen holds still this long so a member can read. */
const HOLD_AFTER_INPUT_MS = 60_000
const REFRESH_MS = 5 * 60_000
const RETRY_MS = 30_000
const WOD_TAB = 'wod'

const rotationButtonClass = `inline-flex min-h-14 items-center justify-center gap-3 whitespace-nowrap rounded-2xl bg-slate-800 px-[clamp(1.25rem,3vmin,3rem)] py-[clamp(0.25rem,0.6vmin,0.5rem)] font-bold text-white ring-2 ring-slate-500 hover:bg-slate-700 ${kioskText.body} ${focusRing}`

function BoardPage() {
  const { t } = useLingui()
  const { device } = Route.useRouteContext()
  const board = trpc.kiosk.board.useQuery(undefined, {
    // A wall screen nobody restarts: refresh now and then, sooner after a failure. A failed
    // refresh keeps the last board on screen.
    refetchInterval: (query) => (query.state.status === 'error' ? RETRY_MS : REFRESH_MS),
    refetchIntervalInBackground: true,
  })
  useKioskUnpaired(board.error)

  // A new day in the kiosk's own time zone: fetch the new day's board (once per day change).
  // Checked each second by a timer, not a render: the board itself renders only when it changes.
  const askedForDay = useRef<string | null>(null)
  const { refetch } = board
  const boardDay = board.data?.day
  const { timeZone, clock } = device
  useEffect(() => {
    if (!boardDay) return
    const id = setInterval(() => {
      const now = Date.now()
      const offset = offsetAt(clock, now)
      const today = offset === null ? localDay(new Date(now), timeZone) : clockDay(now, offset)
      if (boardDay === today || askedForDay.current === today) return
      askedForDay.current = today
      void refetch()
    }, 1000)
    return () => clearInterval(id)
  }, [boardDay, timeZone, clock, refetch])

  if (!board.data) return <KioskPending label={t`Loading today’s board…`} />
  return (
    <BoardView
      board={board.data}
      device={device}
      stale={board.isError ? board.dataUpdatedAt : null}
    />
  )
}

function BoardView({
  board,
  device,
  stale,
}: {
  board: Board
  device: KioskScreen
  stale: number | null
}) {
  const { t } = useLingui()
  // The workout of the day leads the board as its first tab (docs/product.md#workout-of-the-day).
  const wod = board.wod
  const sections = board.sections
  const wodLabel = t`Workout of the day`
  const tabs: { category: string; label: string }[] = useMemo(() => {
    const named = sections.map((s) => ({ ...s, label: sectionLabel(s.category) }))
    return wod ? [{ category: WOD_TAB, label: wodLabel }, ...named] : named
  }, [wod, sections, wodLabel])
  const [selected, setSelected] = useState(tabs[0]?.category ?? '')
  const [paused, setPaused] = useState(false)
  // The current wait before the next section: from `start` to `end` (clock ms).
  const [wait, setWait] = useState(() => ({ start: Date.now(), end: Date.now() + ROTATE_MS }))
  const deadline = wait.end
  const current = tabs.find((s) => s.category === selected) ?? tabs[0]
  const index = current ? tabs.indexOf(current) : 0

  // Idle rotation: advance at the deadline; any input pushes the deadline out. With a workout
  // of the day the wall holds it instead (its class reads the whiteboard): back to it when idle.
  const count = tabs.length
  const rotates = !wod && count > 1
  useEffect(() => {
    if (paused || count < 2) return
    const id = setTimeout(
      () => {
        setSelected((value) => {
          if (wod) return WOD_TAB
          const i = tabs.findIndex((s) => s.category === value)
          return tabs[(i + 1) % count]?.category ?? value
        })
        setWait({ start: Date.now(), end: Date.now() + ROTATE_MS })
      },
      Math.max(0, deadline - Date.now()),
    )
    return () => clearTimeout(id)
  }, [deadline, paused, count, tabs, wod])
  useEffect(() => {
    const hold = () => setWait({ start: Date.now(), end: Date.now() + HOLD_AFTER_INPUT_MS })
    const types = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const
    for (const t of types) window.addEventListener(t, hold, { capture: true, passive: true })
    return () => {
      for (const t of types) window.removeEventListener(t, hold, { capture: true })
    }
  }, [])

  if (!current) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className={`font-bold ${kioskText.hero}`}>
          <Trans>No workouts today</Trans>
        </h1>
        <p className={`text-slate-300 ${kioskText.large}`}>
          <Trans>The catalogue has no workouts yet. Ask an admin to add some.</Trans>
        </p>
      </div>
    )
  }

  const next = tabs[(index + 1) % count]
  const day = boardDayText(board.day)
  const staleTime = stale !== null ? kioskClockFace(device, stale).time : ''
  const position = index + 1

  return (
    <Tabs.Root
      value={current.category}
      onValueChange={setSelected}
      className="flex flex-1 flex-col px-[clamp(1rem,3vmin,3.5rem)] py-[clamp(0.75rem,2vmin,2rem)]"
    >
      <h1 className="sr-only">
        <Trans>Today’s board, {day}</Trans>
      </h1>
      {stale !== null ? (
        <p
          role="status"
          className={`mb-3 flex items-center gap-3 rounded-xl bg-amber-300 px-4 py-2 font-semibold text-slate-950 ${kioskText.small}`}
        >
          <WifiOff aria-hidden="true" className="h-[1.2em] w-[1.2em] shrink-0" />
          <Trans>Offline: showing the board from {staleTime}. Retrying…</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-[clamp(0.5rem,1.5vmin,1.5rem)]">
        <Tabs.List
          aria-label={t`Sections`}
          className="flex flex-wrap gap-[clamp(0.5rem,1.2vmin,1.25rem)]"
        >
          {tabs.map((s) => (
            <Tabs.Trigger
              key={s.category}
              value={s.category}
              className={`${chipClass(s === current, 'large')} font-bold`}
            >
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The status stands above the button, not beside it, so the longer sections' names
            (Spanish, German) and the button still share the tabs' row on a wall; the button is a
            size smaller than the wall's others so the two together are no taller than it was. */}
        <div className="flex flex-col items-start gap-[clamp(0.25rem,0.6vmin,0.5rem)] landscape:items-end">
          {rotates ? (
            <p className={`leading-tight text-slate-300 tabular-nums ${kioskText.small}`}>
              <Trans>
                {position} of {count}
              </Trans>
              {paused ? (
                t` · rotation paused`
              ) : (
                <NextSectionIn label={next?.label ?? ''} deadline={deadline} />
              )}
            </p>
          ) : null}
          {rotates ? (
            <button
              type="button"
              aria-pressed={paused}
              onClick={() => {
                setPaused((p) => !p)
                setWait({ start: Date.now(), end: Date.now() + ROTATE_MS })
              }}
              className={rotationButtonClass}
            >
              {paused ? (
                <Play aria-hidden="true" className="h-[1em] w-[1em]" />
              ) : (
                <Pause aria-hidden="true" className="h-[1em] w-[1em]" />
              )}
              {paused ? <Trans>Resume rotation</Trans> : <Trans>Pause rotation</Trans>}
            </button>
          ) : null}
        </div>
      </div>
      {rotates && !paused ? <RotationBar start={wait.start} end={wait.end} /> : null}
      {wod ? (
        <Tabs.Content
          value={WOD_TAB}
          className={`mt-[clamp(0.75rem,2vmin,2rem)] flex min-h-0 flex-1 flex-col ${focusRing} rounded-xl`}
        >
          <WodPanel wod={wod} />
        </Tabs.Content>
      ) : null}
      {sections.map((s) => (
        <Tabs.Content
          key={s.category}
          value={s.category}
          className={`mt-[clamp(0.75rem,2.5vmin,2.5rem)] flex flex-col gap-[clamp(1.5rem,4vmin,4rem)] ${focusRing} rounded-xl`}
        >
          <h2 className="sr-only">{sectionLabel(s.category)}</h2>
          {s.workouts.map((w) => (
            <WorkoutCard key={w.id} workout={w} />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

// The parts that change each second tick on their own, so a second re-renders them alone, not
// the tabs and tables of the board (a wall screen runs this all day).
function NextSectionIn({ label, deadline }: { label: string; deadline: number }) {
  const { t } = useLingui()
  const now = useNow(1000)
  const seconds = Math.ceil(Math.max(0, deadline - now) / 1000)
  return t` · ${label} in ${seconds} s`
}

function RotationBar({ start, end }: { start: number; end: number }) {
  const now = useNow(1000)
  return (
    <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-800">
      <div
        className="h-full rounded-full bg-amber-300 transition-[width] duration-1000 ease-linear"
        style={{ width: `${Math.min(100, Math.max(0, (now - start) / (end - start)) * 100)}%` }}
      />
    </div>
  )
}

// Memoised: a workout's card renders only when its workout changes.
const WorkoutCard = memo(function WorkoutCard({ workout }: { workout: BoardWorkout }) {
  const { t } = useLingui()
  const title = workout.title
  const titleId = `workout-${workout.id}-title`
  // A landscape wall has ~1000 px of height: long workouts get denser rows, no description and a
  // smaller code (a three-line title beside six rows pushed a full-size code 32 px off the wall).
  const count = workout.exercises.length
  const long = count > 5
  // A title of more than ~14 letters takes two lines or more of the hero's size beside the table:
  // with two lines of facts, a full-size code and two lines of description it ran 57 px off the
  // wall, and three lines of title 49 px. Such a title is set a size smaller, and the rest tighter.
  const longTitle = title.length > 14
  const tall = long || longTitle
  // Pictures of 120 px and more on a 1080 px wall (11.2vmin), a little less for long lists so
  // they still fit one screen (six rows of 120 px ran 69 px below a 1080 px wall).
  const pictureClass =
    count <= 5
      ? 'h-[max(4.5rem,11.2vmin)] w-[max(4.5rem,11.2vmin)]'
      : 'h-[max(3.5rem,8.5vmin)] w-[max(3.5rem,8.5vmin)]'
  const rowTextClass =
    count <= 5
      ? 'text-[clamp(1.125rem,4.4vmin,3.75rem)] portrait:text-[clamp(1.125rem,5.2vmin,4.5rem)]'
      : count <= 7
        ? 'text-[clamp(1.125rem,3.8vmin,3.25rem)] portrait:text-[clamp(1.125rem,5vmin,4.25rem)]'
        : 'text-[clamp(1rem,3vmin,2.75rem)] portrait:text-[clamp(1.125rem,4.2vmin,3.5rem)]'
  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-1 gap-x-[clamp(1rem,4vmin,4rem)] gap-y-[clamp(0.75rem,2vmin,2rem)] sm:grid-cols-[minmax(0,1fr)_auto] landscape:lg:grid-cols-[minmax(0,1fr)_minmax(0,0.55fr)]"
    >
      <header className="min-w-0 landscape:lg:col-start-2 landscape:lg:row-start-1">
        <h3
          id={titleId}
          className={`leading-tight font-extrabold tracking-tight ${longTitle ? kioskText.title : kioskText.hero}`}
        >
          {workout.title}
        </h3>
        <p className={`mt-1 leading-snug font-semibold text-amber-300 ${kioskText.large}`}>
          {workoutFacts(workout).join(' · ')}
        </p>
        {workout.description ? (
          <p
            className={`mt-2 line-clamp-2 max-w-[60ch] leading-snug text-slate-300 ${kioskText.body} ${long ? 'landscape:hidden' : tall ? 'landscape:line-clamp-1' : ''}`}
          >
            {workout.description}
          </p>
        ) : null}
      </header>
      <figure className="flex flex-col items-center gap-2 sm:row-span-1 sm:self-start landscape:sm:row-span-2 landscape:lg:col-start-2 landscape:lg:row-span-1 landscape:lg:row-start-2">
        <div className="rounded-2xl bg-white p-[clamp(0.5rem,1vmin,1rem)]" data-qr={workout.id}>
          <QrCode
            code={workout.qr}
            label={t`Scan to open ${title} on your phone`}
            className={`block ${tall ? 'h-[clamp(8rem,18vmin,14rem)] w-[clamp(8rem,18vmin,14rem)]' : 'h-[clamp(8rem,24vmin,18rem)] w-[clamp(8rem,24vmin,18rem)]'}`}
          />
        </div>
        <figcaption
          className={`flex max-w-[clamp(12rem,26vmin,19rem)] items-center gap-2 text-center text-slate-300 ${kioskText.small}`}
        >
          <QrIcon aria-hidden="true" className="h-[1.2em] w-[1.2em] shrink-0" />
          <Trans>Scan to follow on your phone</Trans>
        </figcaption>
      </figure>
      <table
        className={`w-full border-collapse leading-snug sm:col-span-2 landscape:sm:col-span-1 landscape:lg:col-start-1 landscape:lg:row-span-2 landscape:lg:row-start-1 landscape:lg:self-start ${rowTextClass}`}
      >
        <caption className="sr-only">
          <Trans>Exercises in {title}</Trans>
        </caption>
        <thead>
          {/* A narrow screen shows the reps column's short name ('Wdh.', 'Rep.') rather than
              breaking a long one mid-word; the full name stays the header's name. */}
          <tr className={`text-left text-slate-400 ${kioskText.small}`}>
            <th scope="col" className="pb-2 font-semibold">
              <Trans>Exercise</Trans>
            </th>
            <th scope="col" className="px-[2vmin] pb-2 text-right font-semibold whitespace-nowrap">
              <Trans>Sets</Trans>
            </th>
            <th scope="col" className="px-[2vmin] pb-2 text-right font-semibold whitespace-nowrap">
              <span aria-hidden="true" title={t`Reps`} className="sm:hidden">
                <Trans context="a narrow column's header">Reps</Trans>
              </span>
              <span className="max-sm:sr-only">
                <Trans>Reps</Trans>
              </span>
            </th>
            <th scope="col" className="pb-2 text-right font-semibold whitespace-nowrap">
              <Trans>Time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {workout.exercises.map((e, i) => {
            const p = prescription(e)
            return (
              <tr key={`${e.id}-${i}`} className="border-t border-slate-800 align-middle">
                <th scope="row" className="py-px pr-2 text-left font-bold break-words">
                  <span className="flex items-center gap-[1.5vmin]">
                    <LazyExerciseDemo
                      exercise={e}
                      variant="thumbnail"
                      decorative
                      className={`shrink-0 ${pictureClass}`}
                    />
                    {e.name}
                  </span>
                </th>
                <td className="px-[2vmin] text-right font-bold whitespace-nowrap tabular-nums">
                  {p.sets}
                </td>
                <td className="px-[2vmin] text-right font-semibold tabular-nums text-slate-100">
                  {p.reps}
                </td>
                <td className="text-right font-semibold whitespace-nowrap text-emerald-300 tabular-nums">
                  {p.time}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </article>
  )
})
