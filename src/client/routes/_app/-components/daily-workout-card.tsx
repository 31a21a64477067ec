import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock, Dumbbell, Play } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import type { DailyCard } from '~/shared/schemas/progress'
import { capitalize, sectionLabel } from '~/shared/rules/labels'

/**
 * A Daily workout card. `heading` is the title's level: 2 for today's session, 3 inside a plan's
 * section. A workout may appear both in the session and in a plan, so ids come from useId.
 */
export function DailyWorkoutCard({
  workout,
  heading: Heading = 'h2',
}: {
  workout: DailyCard
  heading?: 'h2' | 'h3'
}) {
  const titleId = useId()
  return (
    <article
      className={`${workout.backgroundClass} overflow-hidden rounded-2xl text-white shadow-md`}
      aria-labelledby={titleId}
    >
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-white/85 uppercase">
            {sectionLabel(workout.category)}
          </p>
          <Heading id={titleId} className="mt-1 text-xl font-bold">
            {workout.title}
          </Heading>
          <p className="mt-1 text-sm text-white/90">{workout.description}</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/95">
            <li className="inline-flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" /> {workout.minutes} min
            </li>
            <li className="inline-flex items-center gap-1">
              <Dumbbell className="h-4 w-4" aria-hidden="true" /> {workout.exerciseCount}{' '}
              {workout.exerciseCount === 1 ? 'exercise' : 'exercises'}
            </li>
            <li>{capitalize(workout.difficulty)}</li>
          </ul>
        </div>
        {workout.isCompleted ? (
          <Link
            to="/exercise-list/$workoutId"
            params={{ workoutId: String(workout.id) }}
            className={`${buttonClass('outline', 'lg')} shrink-0 border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50`}
            aria-label={`${workout.title}: Completed`}
          >
            <CheckCircle2 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            Completed
            <Play className="h-4 w-4 fill-emerald-700 text-emerald-700" aria-hidden="true" />
          </Link>
        ) : (
          <Link
            to="/exercise-list/$workoutId"
            params={{ workoutId: String(workout.id) }}
            className={`${buttonClass('secondary', 'lg')} shrink-0 bg-white text-slate-900 hover:bg-slate-100`}
          >
            {/* The workout's name in the text (not only an aria-label), so crawlers and
                Lighthouse read a descriptive link too. */}
            <Play className="h-4 w-4 fill-current" aria-hidden="true" /> Start
            <span className="sr-only"> {workout.title}</span>
          </Link>
        )}
      </div>
    </article>
  )
}
