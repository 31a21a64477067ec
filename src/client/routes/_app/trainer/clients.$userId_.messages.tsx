import { useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { MessageThread } from '~/client/components/messages/message-thread'
import { useClientThread } from '~/client/components/messages/use-thread'
import { PageHeading } from '~/client/components/page-heading'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorStatus, errorText } from '~/client/lib/errors'
import { ON_EVERY_VISIT, orNotFound, routeIdOrNotFound } from '~/client/lib/route-data'
import { ClientNotFound } from './-components/client-not-found'

export const Route = createFileRoute('/_app/trainer/clients/$userId_/messages')({
  // The client writes too: the thread is read afresh on every visit.
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.userId)
    await orNotFound(context.utils.messages.client.fetch({ userId: id }, ON_EVERY_VISIT))
    return { id }
  },
  pendingComponent: ClientMessagesPending,
  notFoundComponent: ClientNotFound,
  errorComponent: ClientMessagesError,
  component: ClientMessagesPage,
})

const progressOf = (userId: string) => `/trainer/clients/${userId}`

function ClientMessagesPending() {
  const { t } = useLingui()
  const { userId } = Route.useParams()
  return (
    <>
      <PageHeading title={t`Client Messages`} back backTo={progressOf(userId)} />
      <Skeletons count={3} className="h-16" />
    </>
  )
}

function ClientMessagesError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const { userId } = Route.useParams()
  return (
    <>
      <PageHeading title={t`Client Messages`} back backTo={progressOf(userId)} />
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {errorStatus(error) === 403
          ? t`Only this client’s trainer can write to them.`
          : errorText(error)}
      </p>
    </>
  )
}

/**
 * A trainer's thread with one of their clients (docs/product.md#client-messages), the same
 * thread the athlete reads on their Messages screen.
 */
function ClientMessagesPage() {
  const { t } = useLingui()
  const { id } = Route.useLoaderData()
  const side = useClientThread(id)
  const client = side.thread.athlete
  return (
    <>
      <PageHeading
        title={t`Client Messages`}
        subtitle={client.username}
        back
        backTo={progressOf(String(id))}
      />
      <MessageThread side={side} otherName={client.username} />
    </>
  )
}
