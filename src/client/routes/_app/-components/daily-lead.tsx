import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CalendarDays, CheckCircle2, ClipboardList, Clock, Dumbbell, Play } from 'lucide-react'
import { useId } from 'react'
import { IconTile } from '~/client/components/icon-tile'
import { buttonClass } from '~/client/components/ui/button'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { useChangeProgram } from '~/client/lib/mutations/use-program-mutations'
import { useUnits } from '~/client/lib/use-units'
import {
  difficultyLabel,
  exercisesLabel,
  programDayLabel,
  weekDayLabel,
  weekTargetLabel,
} from '~/client/lib/display-labels'
import type { DailyCard } from '~/shared/schemas/daily-card'
import type { DailyLeadAnswer, PlanLead, ProgramStanding } from '~/shared/schemas/programs'

/**
 * What leads Daily (docs/product.md#daily): the next day of the athlete's program and the next
 * workout of their trainer's plan, the one they chose first, each with its Start into the
 * player. Without either, a line that points to the programs.
 */
export function DailyLead({ lead, userId }: { lead: DailyLeadAnswer; userId: number }) {
  const { first, program, plan } = lead
  if (first === null) return <ProgramsInvite />
  const programPart = program ? (
    <ProgramLead key="program" program={program} userId={userId} />
  ) : null
  const planPart = plan ? <PlanLeadSection key="plan" plan={plan} /> : null
  return (
    <div className="mb-8 space-y-4">
      {program && plan ? <LeadChoice first={first} userId={userId} /> : null}
      {first === 'program' ? [programPart, planPart] : [planPart, programPart]}
    </div>
  )
}

const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900'
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400'

/** A calendar day as the lead words it: 'Wed 11 June'. */
const dayName = (day: string) => weekDayLabel({ day, completed: false, isToday: false })

function ProgramLead({ program, userId }: { program: ProgramStanding; userId: number }) {
  const { t } = useLingui()
  const headingId = useId()
  const units = useUnits()
  const change = useChangeProgram({
    onSuccess: () => toastDone(t`Program resumed`),
    onError: toastFailed,
  })
  const { state, week, day, target, workout, name, done, total } = program
  const programDay = programDayLabel(week ?? 1, day ?? 1)
  const heading =
    state === 'finished'
      ? t`You finished ${name}`
      : state === 'paused'
        ? t`Your program is paused`
        : t`Next in your program: ${programDay}`
  const pausedOn = dayName(program.pausedOn ?? '')
  const dueDay = program.dueDay ? dayName(program.dueDay) : ''
  const weekTarget = target ? weekTargetLabel(target, units) : ''
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <div className="mb-3 flex items-start gap-3">
        <IconTile Icon={CalendarDays} />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">{program.name}</p>
          <h2 id={headingId} className="text-xl font-bold break-words">
            {heading}
          </h2>
          {state === 'paused' ? (
            <p className={mutedClass}>
              <Trans>
                Paused since {pausedOn}. {programDay} waits for you.
              </Trans>
            </p>
          ) : null}
          {state === 'upcoming' && program.dueDay ? (
            <p className={mutedClass}>
              {program.done === 0 ? (
                <Trans>Starts {dueDay}</Trans>
              ) : (
                <Trans>Rest today: next on {dueDay}</Trans>
              )}
            </p>
          ) : null}
          {target && state !== 'paused' ? (
            <p className="mt-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
              <Trans>This week: {weekTarget}</Trans>
            </p>
          ) : null}
          {program.note && state !== 'paused' ? <p className={mutedClass}>{program.note}</p> : null}
        </div>
      </div>
      {workout && state !== 'paused' ? (
        <LeadCard workout={workout} canStart={state === 'due'} />
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-24 flex-1">
          <ProgressBar
            value={program.done}
            max={program.total}
            label={t`${name}: ${done} of ${total} days done`}
          />
        </div>
        <p className={mutedClass}>
          <Trans>
            {done}/{total} days
          </Trans>
        </p>
        {state === 'paused' ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={change.isPending}
            onClick={() => change.mutate({ userId, paused: false })}
          >
            <Play className="h-4 w-4" aria-hidden="true" /> <Trans>Resume</Trans>
          </button>
        ) : null}
        <Link to="/programs" className={buttonClass('outline')}>
          {state === 'finished' ? (
            <Trans>Choose another program</Trans>
          ) : (
            <Trans>Program details</Trans>
          )}
        </Link>
      </div>
    </section>
  )
}

function PlanLeadSection({ plan }: { plan: PlanLead }) {
  const headingId = useId()
  const { name: planName, trainerName, position, count } = plan
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <div className="mb-3 flex items-start gap-3">
        <IconTile Icon={ClipboardList} />
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-brand-700 dark:text-brand-100">
            <Trans>
              {planName} · From your trainer {trainerName}
            </Trans>
          </p>
          <h2 id={headingId} className="text-xl font-bold">
            <Trans>
              Next in your plan: Workout {position} of {count}
            </Trans>
          </h2>
        </div>
      </div>
      <LeadCard workout={plan.workout} canStart />
    </section>
  )
}

/**
 * The workout that leads: its Start opens the player straight away (Daily's other cards open
 * the exercise list first). On a rest day it only shows the workout.
 */
function LeadCard({ workout, canStart }: { workout: DailyCard; canStart: boolean }) {
  const titleId = useId()
  const title = workout.title
  return (
    <article
      aria-labelledby={titleId}
      className={`${workout.backgroundClass} rounded-2xl p-4 text-white shadow-md sm:p-5`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold">
            {workout.title}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/95">
            <li className="inline-flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" /> {workout.minutes} min
            </li>
            <li className="inline-flex items-center gap-1">
              <Dumbbell className="h-4 w-4" aria-hidden="true" />{' '}
              {exercisesLabel(workout.exerciseCount)}
            </li>
            <li>{difficultyLabel(workout.difficulty)}</li>
          </ul>
        </div>
        {workout.isCompleted ? (
          <p className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-emerald-800">
            <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> <Trans>Done today</Trans>
          </p>
        ) : canStart ? (
          <Link
            to="/workout/$workoutId/train"
            params={{ workoutId: String(workout.id) }}
            className={`${buttonClass('secondary', 'lg')} shrink-0 bg-white text-slate-900 hover:bg-slate-100`}
          >
            <Play className="h-4 w-4 fill-current" aria-hidden="true" />{' '}
            <Trans>
              Start<span className="sr-only"> {title}</span>
            </Trans>
          </Link>
        ) : (
          <Link
            to="/workout/$workoutId"
            params={{ workoutId: String(workout.id) }}
            className={`${buttonClass('secondary')} shrink-0 bg-white text-slate-900 hover:bg-slate-100`}
          >
            <Trans>
              See the workout<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        )}
      </div>
    </article>
  )
}

/** With both a program and a trainer's plan, the athlete chooses which comes first. */
function LeadChoice({ first, userId }: { first: 'program' | 'plan'; userId: number }) {
  const name = useId()
  const { t } = useLingui()
  const change = useChangeProgram({ onError: toastFailed })
  const options = [
    { value: 'program', label: msg`My program` },
    { value: 'plan', label: msg`My trainer's plan` },
  ] as const
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">
        <Trans>Daily leads with</Trans>
      </legend>
      <span aria-hidden="true" className={mutedClass}>
        <Trans>Daily leads with</Trans>
      </span>
      {options.map((o) => (
        <label
          key={o.value}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-700"
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={first === o.value}
            disabled={change.isPending}
            onChange={() => change.mutate({ userId, lead: o.value })}
            className="sr-only"
          />
          {t(o.label)}
        </label>
      ))}
    </fieldset>
  )
}

/** No program and no plan: one line to the programs, the rotating sessions right below it. */
function ProgramsInvite() {
  return (
    <p className={`${panelClass} mb-6 flex flex-wrap items-center justify-between gap-3`}>
      <span className="text-slate-700 dark:text-slate-300">
        <Trans>
          Want a plan for the weeks ahead? Follow a program scheduled to your training days.
        </Trans>
      </span>
      <Link to="/programs" className={buttonClass('outline')}>
        <Trans>Browse programs</Trans>
      </Link>
    </p>
  )
}
