import { useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { NotFoundPanel } from '~/client/components/not-found-panel'
import { PageHeading } from '~/client/components/page-heading'
import { SessionBody } from '~/client/components/progress/session-body'
import { SessionComments } from '~/client/components/progress/session-comments'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { ON_EVERY_VISIT, orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { trpc } from '~/client/lib/trpc'

export const Route = createFileRoute('/_app/trainer/clients/$userId_/sessions/$sessionId')({
  // The client, their session and its comments in one batched request; the client writes
  // comments too, so those are read afresh on every visit.
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.userId)
    const sessionId = routeIdOrNotFound(params.sessionId)
    await orNotFound(
      Promise.all([
        context.utils.profile.summary.ensureData({ userId: id }),
        context.utils.sessions.get.ensureData({ userId: id, sessionId }),
        context.utils.sessions.comments.fetch({ sessionId }, ON_EVERY_VISIT),
      ]),
    )
    return { id, sessionId }
  },
  pendingComponent: ClientSessionPending,
  notFoundComponent: ClientSessionNotFound,
  errorComponent: ClientSessionError,
  component: ClientSessionPage,
})

const progressOf = (userId: string) => `/trainer/clients/${userId}`

function ClientSessionPending() {
  const { t } = useLingui()
  const { userId } = Route.useParams()
  return (
    <>
      <PageHeading title={t`Client Session`} back backTo={progressOf(userId)} />
      <Skeletons count={3} className="h-24" />
    </>
  )
}

function ClientSessionNotFound() {
  const { t } = useLingui()
  const { userId } = Route.useParams()
  return (
    <NotFoundPanel
      title={t`Session not found`}
      linkText={t`Back to Client Progress`}
      to={progressOf(userId)}
    />
  )
}

function ClientSessionError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const { userId } = Route.useParams()
  return (
    <>
      <PageHeading title={t`Client Session`} back backTo={progressOf(userId)} />
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {errorStatus(error) === 403
          ? t`Only this client’s trainer can see their sessions.`
          : errorText(error)}
      </p>
    </>
  )
}

/**
 * A trainer's read-only view of one of their client's sessions
 * (docs/product.md#client-session): the sets as the athlete logged them, in the client's unit,
 * and the comments, where the trainer answers about the session or one of its sets.
 */
function ClientSessionPage() {
  const { t } = useLingui()
  const { id, sessionId } = Route.useLoaderData()
  const { user: viewer } = Route.useRouteContext()
  const [summary] = trpc.profile.summary.useSuspenseQuery({ userId: id })
  const [session] = trpc.sessions.get.useSuspenseQuery({ userId: id, sessionId })
  const client = summary.user
  const names = new Map(session.exercises.map((e) => [e.id, e.name]))
  return (
    <>
      <PageHeading
        title={t`Client Session`}
        subtitle={`${client.username} · ${session.title}`}
        back
        backTo={progressOf(String(id))}
      />
      <SessionBody session={session} userId={id} units={client.units} editable={false} />
      <SessionComments
        sessionId={sessionId}
        viewerId={viewer.id}
        sets={session.sets}
        exerciseName={(exerciseId) => names.get(exerciseId) ?? t`Exercise`}
      />
    </>
  )
}
