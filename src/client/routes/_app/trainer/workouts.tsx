import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/client/components/page-heading'
import { Spinner } from '~/client/components/ui/spinner'
import { WorkoutsEditor } from '~/client/components/workout-builder/workouts-editor'
import { trpc } from '~/client/lib/trpc'

export const Route = createFileRoute('/_app/trainer/workouts')({
  loader: ({ context }) => context.utils.workouts.mine.ensureData(),
  pendingComponent: TrainerWorkoutsPending,
  errorComponent: TrainerWorkoutsError,
  component: TrainerWorkoutsPage,
})

function TrainerWorkoutsPending() {
  const { t } = useLingui()
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t`Loading workouts`} />
    </div>
  )
}

function TrainerWorkoutsError() {
  return (
    <p className="py-10 text-center text-red-700 dark:text-red-400">
      <Trans>Failed to load workouts</Trans>
    </p>
  )
}

/**
 * docs/product.md#trainer-workouts: the trainer's private workouts, written with the catalogue
 * editor's builder; scheduled on a client's calendar or put in a plan from there.
 */
function TrainerWorkoutsPage() {
  const { t } = useLingui()
  const [list] = trpc.workouts.mine.useSuspenseQuery()
  return (
    <>
      <PageHeading title={t`My Workouts`} back />
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        <Trans>
          Workouts you write for your clients. Only you and the clients you schedule them for see
          them; they never appear in the catalogue.
        </Trans>
      </p>
      <WorkoutsEditor list={list} private />
    </>
  )
}
