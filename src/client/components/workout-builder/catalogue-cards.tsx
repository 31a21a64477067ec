import { ListOrdered, Pencil, Trash2 } from 'lucide-react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { Badge } from '~/client/components/ui/badge'
import type { Exercise, Workout } from '~/shared/schemas/catalogue'
import { capitalize, plural } from '~/shared/rules/labels'

const action =
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
  return (
    <Card>
      <div>
        <h3 className="text-lg font-bold">{workout.title}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {workout.description}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{workout.minutes} min</Badge>
        <DifficultyBadge difficulty={workout.difficulty} />
        <Badge variant="outline">{capitalize(workout.category)}</Badge>
        <span className="text-xs text-slate-600 dark:text-slate-400 self-center">
          {plural(workout.exerciseCount, 'exercise')}
        </span>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={action} onClick={onManage}>
          <ListOrdered aria-hidden className="h-4 w-4" />
          Exercises<span className="sr-only"> of {workout.title}</span>
        </button>
        <button type="button" className={action} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" />
          Edit<span className="sr-only"> {workout.title}</span>
        </button>
        <button
          type="button"
          className={`${action} text-red-700 dark:text-red-400`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          Delete<span className="sr-only"> {workout.title}</span>
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
  return (
    <Card>
      <div>
        <h3 className="text-lg font-bold">{exercise.name}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {exercise.description}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Body part</dt>
        <dd>{capitalize(exercise.bodyPart ?? 'other')}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Difficulty</dt>
        <dd>
          <DifficultyBadge difficulty={exercise.difficulty} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Equipment</dt>
        <dd>{capitalize(exercise.equipment)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Variations</dt>
        <dd>{exercise.variations}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={action} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" />
          Edit<span className="sr-only"> {exercise.name}</span>
        </button>
        <button
          type="button"
          className={`${action} text-red-700 dark:text-red-400`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          Delete<span className="sr-only"> {exercise.name}</span>
        </button>
      </div>
    </Card>
  )
}
