import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Clock, Dumbbell } from 'lucide-react'
import { DifficultyBadge } from '~/client/components/difficulty-badge'
import { PageHeading } from '~/client/components/page-heading'
import { Skeletons } from '~/client/components/ui/skeleton'
import { exercisesLabel, minutesText, workoutListTitle } from '~/client/lib/display-labels'
import { trpc } from '~/client/lib/trpc'
import { WORKOUT_CATEGORIES } from '~/shared/rules/catalogue-values'

type Category = (typeof WORKOUT_CATEGORIES)[number]
const asCategory = (value: string): Category | null =>
  (WORKOUT_CATEGORIES as readonly string[]).includes(value) ? (value as Category) : null

export const Route = createFileRoute('/_app/workout-list/$category')({
  loader: async ({ context, params }) => {
    const category = asCategory(params.category.toLowerCase())
    if (category) await context.utils.workouts.list.ensureData({ category })
    return { category }
  },
  pendingComponent: () => <Skeletons count={3} className="h-36" />,
  component: WorkoutListPage,
})

function WorkoutListPage() {
  const { category: raw } = Route.useParams()
  const { category } = Route.useLoaderData()
  return (
    <>
      <PageHeading title={workoutListTitle(raw || 'workout')} back backTo="/daily" />
      {category ? <CategoryWorkouts category={category} /> : <NoWorkouts />}
    </>
  )
}

function NoWorkouts() {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <Trans>No workouts found for this category</Trans>
    </p>
  )
}

function CategoryWorkouts({ category }: { category: Category }) {
  const [list] = trpc.workouts.list.useSuspenseQuery({ category })
  return (
    <>
      {list.length === 0 ? (
        <NoWorkouts />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((w) => (
            <li key={w.id}>
              <Link
                to="/workout/$workoutId"
                params={{ workoutId: String(w.id) }}
                className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
              >
                <p className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                  <Clock className="h-4 w-4" aria-hidden="true" /> {minutesText(w.minutes)}
                </p>
                <h2 className="mt-1 text-lg font-bold">{w.title}</h2>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{w.description}</p>
                <div className="mt-3 flex items-center gap-3 text-sm">
                  <span className="inline-flex items-center gap-1">
                    <Dumbbell className="h-4 w-4" aria-hidden="true" />{' '}
                    {exercisesLabel(w.exerciseCount)}
                  </span>
                  <DifficultyBadge difficulty={w.difficulty} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
