import { Trans } from '@lingui/react/macro'
import { ListOrdered, Pencil, Trash2 } from 'lucide-react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { Badge } from '~/client/components/ui/badge'
import type { Exercise, Workout } from '~/shared/schemas/catalogue'
import { catalogueValueLabel, exercisesLabel } from '~/client/lib/display-labels'

const actionClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800'

function Card({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {children}
    </li>
  )
}

/** Admin workout card: the duration badge is the docs/product.md#minutes minutes of its exercises. */
export function WorkoutCard({
  workout,
  onManage,
  onEdit,
  onDelete,
}: {
  workout: Workout
  onManage: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const title = workout.title
  const minutes = workout.minutes
  return (
    <Card>
      <div>
        <h3 className="text-lg font-bold">{workout.title}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {workout.description}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">
          <Trans>{minutes} min</Trans>
        </Badge>
        <DifficultyBadge difficulty={workout.difficulty} />
        <Badge variant="outline">{catalogueValueLabel(workout.category)}</Badge>
        <span className="text-xs text-slate-600 dark:text-slate-400 self-center">
          {exercisesLabel(workout.exerciseCount)}
        </span>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={actionClass} onClick={onManage}>
          <ListOrdered aria-hidden className="h-4 w-4" />
          <Trans>
            Exercises<span className="sr-only"> of {title}</span>
          </Trans>
        </button>
        <button type="button" className={actionClass} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" />
          <Trans>
            Edit<span className="sr-only"> {title}</span>
          </Trans>
        </button>
        <button
          type="button"
          className={`${actionClass} text-red-700 dark:text-red-400`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          <Trans>
            Delete<span className="sr-only"> {title}</span>
          </Trans>
        </button>
      </div>
    </Card>
  )
}

export function ExerciseCard({
  exercise,
  onEdit,
  onDelete,
}: {
  exercise: Exercise
  onEdit: () => void
  onDelete: () => void
}) {
  const name = exercise.name
  return (
    <Card>
      <div>
        <h3 className="text-lg font-bold">{exercise.name}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {exercise.description}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Body part</Trans>
        </dt>
        <dd>{catalogueValueLabel(exercise.bodyPart ?? 'other')}</dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Difficulty</Trans>
        </dt>
        <dd>
          <DifficultyBadge difficulty={exercise.difficulty} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Equipment</Trans>
        </dt>
        <dd>{catalogueValueLabel(exercise.equipment)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Variations</Trans>
        </dt>
        <dd>{exercise.variations}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={actionClass} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" />
          <Trans>
            Edit<span className="sr-only"> {name}</span>
          </Trans>
        </button>
        <button
          type="button"
          className={`${actionClass} text-red-700 dark:text-red-400`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          <Trans>
            Delete<span className="sr-only"> {name}</span>
          </Trans>
        </button>
      </div>
    </Card>
  )
}
