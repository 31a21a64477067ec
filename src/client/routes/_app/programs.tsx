import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CalendarDays, LogOut, Pause, Play } from 'lucide-react'
import { useId, useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { Badge } from '~/client/components/ui/badge'
import { buttonClass } from '~/client/components/ui/button'
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog'
import { Skeletons } from '~/client/components/ui/skeleton'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import {
  useChangeProgram,
  useLeaveProgram,
  useStartProgram,
} from '~/client/lib/mutations/use-program-mutations'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { addDays } from '~/shared/rules/days'
import { programDayLabel, weekTargetLabel } from '~/client/lib/display-labels'
import { START_WINDOW } from '~/shared/rules/programs'
import type { Program, ProgramStanding } from '~/shared/schemas/programs'

export const Route = createFileRoute('/_app/programs')({
  // The programs, and Daily's answer for today and where the athlete stands: usually cached
  // already, since Daily is where one comes from.
  loader: ({ context }) =>
    Promise.all([
      context.utils.programs.list.ensureData(),
      context.utils.workouts.daily.ensureData(),
    ]),
  pendingComponent: ProgramsPending,
  component: ProgramsPage,
})

function ProgramsPending() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Programs`} back backTo="/daily" />
      <Skeletons count={3} className="h-40" />
    </>
  )
}

function ProgramsPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const [programs] = trpc.programs.list.useSuspenseQuery()
  const [daily] = trpc.workouts.daily.useSuspenseQuery()
  const standing = daily.lead.program
  const daysPerWeek = programs[0]?.daysPerWeek ?? 3
  return (
    <>
      <PageHeading
        title={t`Programs`}
        subtitle={t`Weeks of training with a target each week, scheduled to your ${plural(daysPerWeek, { one: '# training day', other: '# training days' })} a week`}
        back
        backTo="/daily"
      />
      {standing ? <YourProgram standing={standing} userId={user.id} /> : null}
      {programs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>No programs available right now</Trans>
        </p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {programs.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              following={standing?.id === program.id}
              switching={standing !== null && standing.id !== program.id}
              today={daily.day}
              userId={user.id}
            />
          ))}
        </div>
      )}
    </>
  )
}

/** Where the athlete stands in the program they follow, with Pause or Resume and Leave. */
function YourProgram({ standing, userId }: { standing: ProgramStanding; userId: number }) {
  const { t } = useLingui()
  const [leaving, setLeaving] = useState(false)
  const change = useChangeProgram({
    onSuccess: (s) => toastDone(s.state === 'paused' ? t`Program paused` : t`Program resumed`),
    onError: toastFailed,
  })
  const leave = useLeaveProgram({
    onSuccess: () => {
      setLeaving(false)
      toastDone(t`Program left`)
    },
    onError: toastFailed,
  })
  const programName = standing.name
  const total = standing.total
  const done = standing.done
  const programDay = programDayLabel(standing.week ?? 1, standing.day ?? 1)
  const where =
    standing.state === 'finished'
      ? t`Finished: all ${total} days done`
      : standing.state === 'paused'
        ? t`Paused at ${programDay} · ${done} of ${total} days done`
        : t`Next: ${programDay} · ${done} of ${total} days done`
  return (
    <section
      aria-labelledby="your-program"
      className="mb-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="your-program" className="text-sm font-semibold text-brand-800 dark:text-brand-100">
        <Trans>Your program</Trans>
      </h2>
      <p className="text-xl font-bold">{standing.name}</p>
      <p className="text-slate-700 dark:text-slate-300">{where}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {standing.state === 'finished' ? null : standing.state === 'paused' ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={change.isPending}
            onClick={() => change.mutate({ userId, paused: false })}
          >
            <Play className="h-4 w-4" aria-hidden="true" /> <Trans>Resume</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={change.isPending}
            onClick={() => change.mutate({ userId, paused: true })}
          >
            <Pause className="h-4 w-4" aria-hidden="true" /> <Trans>Pause</Trans>
          </button>
        )}
        <button type="button" className={buttonClass('outline')} onClick={() => setLeaving(true)}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> <Trans>Leave</Trans>
        </button>
        <Link to="/daily" className={buttonClass('ghost')}>
          <Trans>Back to Daily</Trans>
        </Link>
      </div>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t`Leave ${programName}?`}
        description={t`Daily stops leading with it. Your completed workouts stay in your history.`}
        confirmLabel={t`Leave program`}
        pending={leave.isPending}
        onConfirm={() => leave.mutate({ userId })}
      />
    </section>
  )
}

function ProgramCard({
  program,
  following,
  switching,
  today,
  userId,
}: {
  program: Program
  following: boolean
  switching: boolean
  today: string
  userId: number
}) {
  const { t } = useLingui()
  const headingId = useId()
  const dayId = useId()
  const units = useUnits()
  const navigate = useNavigate()
  const programName = program.name
  const weekCount = program.weeks.length
  const daysPerWeek = program.daysPerWeek
  const [startDay, setStartDay] = useState(today)
  const start = useStartProgram({
    onSuccess: () => {
      toastDone(t`Program started`)
      void navigate({ to: '/daily' })
    },
    onError: toastFailed,
  })
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {program.name}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <DifficultyBadge difficulty={program.level} />
        <Badge variant="secondary">
          {t`${plural(weekCount, { one: '# week', other: '# weeks' })}`}
        </Badge>
        <Badge variant="secondary">
          {t`${plural(daysPerWeek, { one: '# day', other: '# days' })} a week`}
        </Badge>
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{program.description}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold">
          <Trans>Equipment:</Trans>
        </span>{' '}
        {program.equipment}
      </p>
      <details className="group mt-3 rounded-xl border border-slate-200 dark:border-slate-800">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">
          <CalendarDays className="h-4 w-4" aria-hidden="true" /> <Trans>Week by week</Trans>
        </summary>
        <ol className="space-y-3 px-3 pb-3">
          {program.weeks.map((w) => {
            const weekNumber = w.week
            const target = weekTargetLabel(w.target, units)
            return (
              <li key={w.week}>
                <p className="font-semibold">{t`Week ${weekNumber}: ${target}`}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{w.note}</p>
                <ul className="mt-1 text-sm">
                  {w.days.map((d) => {
                    const dayNumber = d.day
                    const title = d.workout.title
                    const minutes = d.workout.minutes
                    return <li key={d.day}>{t`Day ${dayNumber}: ${title} · ${minutes} min`}</li>
                  })}
                </ul>
              </li>
            )
          })}
        </ol>
      </details>
      {following ? (
        <p className="mt-4 font-semibold text-emerald-800 dark:text-emerald-300">
          <Trans>You follow this program</Trans>
        </p>
      ) : (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            start.mutate({ userId, programId: program.id, startDay })
          }}
        >
          <label htmlFor={dayId} className="flex flex-col gap-1 text-sm font-semibold">
            <Trans>Start day</Trans>
            <input
              id={dayId}
              type="date"
              required
              value={startDay}
              min={addDays(today, -START_WINDOW.daysBefore)}
              max={addDays(today, START_WINDOW.daysAhead)}
              onChange={(e) => setStartDay(e.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:[color-scheme:dark]"
            />
          </label>
          <button type="submit" className={buttonClass('primary')} disabled={start.isPending}>
            {switching ? t`Switch to ${programName}` : t`Start ${programName}`}
          </button>
        </form>
      )}
    </article>
  )
}
