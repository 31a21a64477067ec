import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { SessionBody } from '~/client/components/progress/session-body'
import { SessionComments } from '~/client/components/progress/session-comments'
import { Skeletons } from '~/client/components/ui/skeleton'
import { ON_EVERY_VISIT, orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'

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
  notFoundComponent: () => <SessionNotFound />,
  component: SessionPage,
})

/**
 * One training session (docs/product.md#sessions): every set by exercise, with its load, effort
 * and New PR marks, each correctable (**Edit**) or removable (**Undo**), then the comments
 * between the athlete and their trainer.
 */
function SessionNotFound() {
  const { t } = useLingui()
  return <NotFoundPanel title={t`Session not found`} linkText={t`Back to Profile`} to="/profile" />
}

function SessionPage() {
  const { t } = useLingui()
  const { sessionId } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const units = useUnits()
  const query = trpc.sessions.get.useQuery({ userId: user.id, sessionId })
  const session = query.data
  if (!session) {
    // The last set was undone: the session is gone with it.
    return <SessionNotFound />
  }
  const names = new Map(session.exercises.map((e) => [e.id, e.name]))
  return (
    <>
      <PageHeading title={session.title} back backTo="/profile" />
      <SessionBody
        session={session}
        userId={user.id}
        units={units}
        editable
        onRemoved={() => {
          if (session.sets.length === 1) void navigate({ to: '/profile' })
        }}
      />
      <SessionComments
        sessionId={sessionId}
        viewerId={user.id}
        sets={session.sets}
        exerciseName={(id) => names.get(id) ?? t`Exercise`}
      />
    </>
  )
}
