import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { MessageThread } from '~/client/components/messages/message-thread'
import { useMyThread } from '~/client/components/messages/use-thread'
import { PageHeading } from '~/client/components/page-heading'
import { Skeletons } from '~/client/components/ui/skeleton'
import { ON_EVERY_VISIT } from '~/client/lib/route-data'

export const Route = createFileRoute('/_app/messages')({
  // The trainer writes too: the thread is read afresh on every visit.
  loader: ({ context }) => context.utils.messages.mine.fetch(undefined, ON_EVERY_VISIT),
  pendingComponent: MessagesPending,
  component: MessagesPage,
})

function MessagesPending() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Messages`} />
      <Skeletons count={3} className="h-16" />
    </>
  )
}

/**
 * Messages (docs/product.md#messages): the athlete's thread with their trainer now; without a
 * trainer, nobody to write to.
 */
function MessagesPage() {
  const { t } = useLingui()
  const side = useMyThread()
  const { trainer } = side.thread
  if (!trainer) {
    return (
      <>
        <PageHeading title={t`Messages`} />
        <section className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <MessageCircle aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-bold">
            <Trans>You have no trainer to write to yet</Trans>
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            <Trans>When a trainer takes you on, your conversation with them appears here.</Trans>
          </p>
        </section>
      </>
    )
  }
  const trainerName = trainer.username
  return (
    <>
      <PageHeading title={t`Messages`} subtitle={t`With your trainer ${trainerName}`} />
      <MessageThread side={side} otherName={trainer.username} />
    </>
  )
}
