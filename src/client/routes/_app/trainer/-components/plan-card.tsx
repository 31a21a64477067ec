import { Trans, useLingui } from '@lingui/react/macro'
import { Clock, Pencil, Trash2, TrendingUp, User } from 'lucide-react'
import { Badge } from '~/client/components/ui/badge'
import { buttonClass } from '~/client/components/ui/button'
import { sectionLabel, workoutsLabel } from '~/client/lib/display-labels'
import type { Plan } from '~/shared/schemas/plan'

/** One of the trainer's plans: name, description, client, the workouts in order, actions. */
export function PlanCard({
  plan,
  onEdit,
  onDelete,
  onProgression,
}: {
  plan: Plan
  onEdit: () => void
  onDelete: () => void
  /** A plan assigned to a client: see and override each exercise's suggestion. */
  onProgression?: () => void
}) {
  const { t } = useLingui()
  const headingId = `plan-${plan.id}`
  const planName = plan.name
  const workoutCount = workoutsLabel(plan.workouts.length)
  const minutes = plan.workouts.reduce((sum, w) => sum + w.minutes, 0)
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-bold break-words">
            {plan.name}
          </h2>
          {plan.clientName ? (
            <Badge variant="secondary">
              <User aria-hidden className="mr-1 h-3 w-3" />
              <span className="sr-only">
                <Trans>Client:</Trans>{' '}
              </span>
              {plan.clientName}
            </Badge>
          ) : (
            <Badge variant="outline">
              <Trans>Not assigned</Trans>
            </Badge>
          )}
        </div>
        {plan.description ? (
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
            {plan.description}
          </p>
        ) : null}
        <p className="mt-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
          <Trans>
            {workoutCount} · {minutes} min in total
          </Trans>
        </p>
        {plan.workouts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            <Trans>Its workouts were removed from the catalogue: edit it to add new ones.</Trans>
          </p>
        ) : (
          <ol className="mt-2 grid gap-1 text-sm" aria-label={t`Workouts of ${planName}`}>
            {plan.workouts.map((w, i) => (
              <li key={w.id} className="flex items-baseline gap-2">
                <span className="w-5 shrink-0 text-right font-semibold text-slate-500 dark:text-slate-400">
                  {i + 1}.
                </span>
                <span className="min-w-0 flex-1 break-words">
                  {w.title}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({sectionLabel(w.category)})
                  </span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-slate-700 dark:text-slate-300">
                  <Clock aria-hidden className="h-3.5 w-3.5" />{' '}
                  <WorkoutMinutes minutes={w.minutes} />
                </span>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
          {plan.userId !== null && onProgression ? (
            <button
              type="button"
              className={buttonClass('outline')}
              aria-label={t`Progression of ${planName}`}
              onClick={onProgression}
            >
              <TrendingUp aria-hidden className="h-4 w-4" /> <Trans>Progression</Trans>
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('outline')}
            aria-label={t`Edit ${planName}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden className="h-4 w-4" /> <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className={`${buttonClass('outline')} text-red-700 dark:text-red-400`}
            aria-label={t`Delete ${planName}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="h-4 w-4" /> <Trans>Delete</Trans>
          </button>
        </div>
      </article>
    </li>
  )
}

function WorkoutMinutes({ minutes }: { minutes: number }) {
  return <Trans>{minutes} min</Trans>
}
