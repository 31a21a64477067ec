import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Check, CheckCircle2, ChevronRight, Clock, Dumbbell, Play } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import type { DailyCard } from '~/shared/schemas/progress'
import {
  difficultyLabel,
  exercisesLabel,
  sectionLabel,
  sectionListName,
} from '~/client/lib/display-labels'

/**
 * A Daily workout card. `heading` is the title's level: 2 for today's session, 3 inside a plan's
 * section. A workout may appear both in the session and in a plan, so ids come from useId.
 * `seeAll` links the card's section to its category list (today's session only: a plan's
 * workouts are the trainer's choice, not a section). A card completed today is muted under a
 * dark veil with a green ring and a 'Done' badge, and still opens.
 */
export function DailyWorkoutCard({
  workout,
  heading: Heading = 'h2',
  seeAll = false,
}: {
  workout: DailyCard
  heading?: 'h2' | 'h3'
  seeAll?: boolean
}) {
  const { t } = useLingui()
  const titleId = useId()
  const done = workout.isCompleted
  const title = workout.title
  const listName = sectionListName(workout.category)
  return (
    <article
      className={`${workout.backgroundClass} relative overflow-hidden rounded-2xl text-white shadow-md ${
        done
          ? 'ring-2 ring-emerald-400 ring-offset-2 ring-offset-slate-50 dark:ring-offset-slate-950'
          : ''
      }`}
      aria-labelledby={titleId}
      data-completed={done || undefined}
    >
      {done ? <div aria-hidden className="absolute inset-0 bg-slate-950/45" /> : null}
      <div className="relative p-5">
        <div className="flex min-h-6 items-center gap-2">
          <p className="text-xs font-semibold tracking-wider text-white/85 uppercase">
            {sectionLabel(workout.category)}
          </p>
          {done ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">
              <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden="true" />
              <Trans>Done</Trans>
            </span>
          ) : null}
          {seeAll ? (
            <Link
              to="/workout-list/$category"
              params={{ category: workout.category }}
              className="-my-2.5 -mr-2 ml-auto inline-flex min-h-11 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Trans>
                See all<span className="sr-only"> {listName}</span>
              </Trans>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        <div className="mt-1 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <Heading id={titleId} className="text-xl font-bold">
              {workout.title}
            </Heading>
            <p className="mt-1 text-sm text-white/90">{workout.description}</p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/95">
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
          {done ? (
            <Link
              to="/exercise-list/$workoutId"
              params={{ workoutId: String(workout.id) }}
              className={`${buttonClass('outline', 'lg')} shrink-0 border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50`}
              aria-label={t`${title}: Completed`}
            >
              <CheckCircle2 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
              <Trans>Completed</Trans>
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
              <Play className="h-4 w-4 fill-current" aria-hidden="true" />{' '}
              <Trans>
                Start<span className="sr-only"> {title}</span>
              </Trans>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
