import { Plural, Trans } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { trpc } from '~/client/lib/trpc'

/**
 * Mail kept instead of sent while SMTP_URL is not set (docs/product.md#mail development outbox), so an
 * admin can pass an invitation link on by hand. Hidden when there is none.
 */
export function DevOutbox() {
  // Prefetched by the Trainer Management loader; opening the tab again reads it again.
  const outbox = trpc.admin.outbox.useQuery(undefined, { refetchOnMount: 'always' })
  if (!outbox.data || outbox.data.length === 0) return null
  const unsent = outbox.data.length
  return (
    <details className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <Mail aria-hidden className="h-4 w-4" />{' '}
        <Trans>
          Outbox: <Plural value={unsent} one="# unsent message" other="# unsent messages" /> (mail
          is not configured)
        </Trans>
      </summary>
      <ul className="mt-3 space-y-3">
        {outbox.data.map(({ to, ...m }) => (
          <li
            key={m.id}
            className="rounded-xl bg-white p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
          >
            <p className="text-sm font-semibold break-all">
              <Trans>To: {to}</Trans>
            </p>
            <p className="text-sm">{m.subject}</p>
            <pre className="mt-2 text-xs break-all whitespace-pre-wrap">{m.text}</pre>
          </li>
        ))}
      </ul>
    </details>
  )
}
