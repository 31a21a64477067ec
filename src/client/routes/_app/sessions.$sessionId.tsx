import { createFileRoute } from '@tanstack/react-router'
import { CheckCircle2, CircleDashed } from 'lucide-react'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { LoggedSets } from '~/client/components/progress/logged-sets'
import { SessionComments } from '~/client/components/progress/session-comments'
import { Skeletons } from '~/client/components/ui/skeleton'
import { ON_EVERY_VISIT, orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { sessionCounts } from '~/shared/rules/session-labels'

export const Route = createFileRoute('/_app/sessions/$sessionId')({
  loader: async ({ context, params }) => {
    const sessionId = routeIdOrNotFound(params.sessionId)
    // The trainer writes comments too: they are read afresh on every visit, in the same batch.
    await orNotFound(
      Promise.all([
        context.utils.sessions.get.ensureData({ userId: context.user.id, sessionId }),
        context.utils.sessions.comments.fetch({ sessionId }, ON_EVERY_VISIT),
      ]),
    )
    return { sessionId }
  },
  pendingComponent: () => <Skeletons count={3} className="h-24" />,
  notFoundComponent: () => (
    <NotFoundPanel title="Session not found" linkText="Back to Profile" to="/profile" />
  ),
  component: SessionPage,
})

const muted = 'text-slate-600 dark:text-slate-400'

/**
 * One training session (docs/product.md#sessions): every set by exercise, with its load, effort
 * and New PR marks, each correctable (**Edit**) or removable (**Undo**), then the comments
 * between the athlete and their trainer.
 */
function SessionPage() {
  const { sessionId } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const units = useUnits()
  const query = trpc.sessions.get.useQuery({ userId: user.id, sessionId })
  const session = query.data
  if (!session) {
    // The last set was undone: the session is gone with it.
    return <NotFoundPanel title="Session not found" linkText="Back to Profile" to="/profile" />
  }
  const names = new Map(session.exercises.map((e) => [e.id, e.name]))
  const byExercise = new Map<number, typeof session.sets>()
  for (const set of session.sets) {
    byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set])
  }
  const Icon = session.completed ? CheckCircle2 : CircleDashed
  return (
    <>
      <PageHeading title={session.title} back backTo="/profile" />
      <p className={`mb-4 flex items-center gap-2 ${muted}`}>
        <Icon
          aria-hidden
          className={`h-5 w-5 ${session.completed ? 'text-emerald-700' : 'text-slate-500'}`}
        />
        <span>
          {session.completed ? 'Workout Complete' : 'Session saved'} ·{' '}
          <time dateTime={session.day}>
            {new Date(`${session.day}T12:00:00Z`).toLocaleDateString('en-US', {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </time>{' '}
          · {sessionCounts(session, units)}
        </span>
      </p>
      {session.sets.length === 0 ? (
        <p className={muted}>Marked as done without logged sets.</p>
      ) : (
        [...byExercise].map(([exerciseId, sets]) => (
          <section
            key={exerciseId}
            aria-labelledby={`exercise-${exerciseId}`}
            className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`exercise-${exerciseId}`} className="text-lg font-bold">
              {names.get(exerciseId) ?? 'Exercise'}
            </h2>
            <LoggedSets
              userId={user.id}
              sets={sets}
              editable
              units={units}
              onRemoved={() => {
                if (session.sets.length === 1) void navigate({ to: '/profile' })
              }}
            />
          </section>
        ))
      )}
      <SessionComments
        sessionId={sessionId}
        viewerId={user.id}
        sets={session.sets}
        exerciseName={(id) => names.get(id) ?? 'Exercise'}
      />
    </>
  )
}
