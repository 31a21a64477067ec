import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { TextAreaField } from '~/client/components/ui/form-field'
import { newClientId } from '~/client/lib/client-id'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { safeParse } from '~/client/lib/zod-config'
import { sendMessageInputSchema, type Thread } from '~/shared/schemas/messages'
import type { ThreadSide } from './use-thread'

const mutedClass = 'text-slate-600 dark:text-slate-400'

/** A message on its way: shown at once, gone when the server's thread holds it or it failed. */
interface Outgoing {
  clientId: string
  body: string
  createdAt: string
}

/** 'Nov 26, 2:05 PM': the message's moment in the viewer's own clock. */
function whenLabel(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** What the server said was wrong: the schema's words for a field, else the error's text. */
function problemOf(error: unknown): string {
  return Object.values(serverFieldErrors(error))[0] ?? errorText(error)
}

function authorName(thread: Thread, authorId: number): string {
  if (authorId === thread.athlete.id) return thread.athlete.username
  return thread.trainer?.username ?? i18n._(msg`Your trainer`)
}

/**
 * The thread between an athlete and their trainer (docs/product.md#messages), the same on the
 * athlete's Messages screen and on the trainer's Client Messages: oldest first, the newest at
 * the bottom and scrolled into view, the viewer's own on the right. Opening it (and any newer
 * message of the other side arriving while it is open) marks the other side's messages seen.
 */
export function MessageThread({ side, otherName }: { side: ThreadSide; otherName: string }) {
  const { t } = useLingui()
  const { thread, markRead } = side
  const [outbox, setOutbox] = useState<Outgoing[]>([])
  const stored = new Set(thread.messages.map((m) => m.clientId))
  const waiting = outbox.filter((m) => !stored.has(m.clientId))
  const lastKey = waiting.at(-1)?.clientId ?? thread.messages.at(-1)?.clientId
  const scroller = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [lastKey])
  useMarkRead(thread, markRead)

  return (
    <div className="grid max-w-3xl gap-4">
      <div
        ref={scroller}
        // A log: a screen reader announces the messages that arrive while it is open.
        role="log"
        aria-label={t`Conversation with ${otherName}`}
        // Focusable so the keyboard can scroll back through older messages.
        tabIndex={0}
        className="max-h-[calc(100dvh-24rem)] min-h-40 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        {thread.messages.length === 0 && waiting.length === 0 ? (
          <p className={`py-8 text-center ${mutedClass}`}>
            <Trans>No messages yet. Say hello to {otherName}.</Trans>
          </p>
        ) : (
          <ol className="grid gap-3">
            {thread.messages.map((m) => (
              <Bubble
                key={m.clientId}
                mine={m.mine}
                author={m.mine ? t`You` : authorName(thread, m.authorId)}
                createdAt={m.createdAt}
                body={m.body}
              />
            ))}
            {waiting.map((m) => (
              <Bubble key={m.clientId} mine author={t`You`} createdAt={m.createdAt} body={m.body}>
                <Trans>Sending...</Trans>
              </Bubble>
            ))}
          </ol>
        )}
      </div>
      <MessageForm
        send={side.send}
        onSending={(m) => setOutbox((o) => [...o, m])}
        onSettled={(clientId) => setOutbox((o) => o.filter((m) => m.clientId !== clientId))}
      />
    </div>
  )
}

function Bubble({
  mine,
  author,
  createdAt,
  body,
  children,
}: {
  mine: boolean
  author: string
  createdAt: string
  body: string
  children?: ReactNode
}) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] min-w-0 rounded-2xl px-3 py-2 sm:max-w-[70%] ${
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold">{author}</span>
          <time
            dateTime={createdAt}
            className={mine ? 'text-brand-50' : 'text-slate-600 dark:text-slate-300'}
          >
            {whenLabel(createdAt)}
          </time>
        </p>
        <p className="mt-0.5 break-words whitespace-pre-wrap">{body}</p>
        {children ? <p className="mt-0.5 text-xs text-brand-50">{children}</p> : null}
      </div>
    </li>
  )
}

/**
 * Marks the other side's messages seen once per newest unseen one: React runs effects twice in
 * development, and the thread's next read still shows them unseen until it answers.
 */
function useMarkRead(thread: Thread, markRead: () => void) {
  const newestUnseen = thread.messages.findLast((m) => !m.mine && m.readAt === null)?.id
  const marked = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (newestUnseen === undefined || marked.current === newestUnseen) return
    marked.current = newestUnseen
    markRead()
  }, [markRead, newestUnseen])
}

function MessageForm({
  send,
  onSending,
  onSettled,
}: {
  send: ThreadSide['send']
  onSending: (message: Outgoing) => void
  onSettled: (clientId: string) => void
}) {
  const { t } = useLingui()
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // A failed send may still have reached the server: sending the same words again reuses its
  // id, so the server keeps one message.
  const lastTry = useRef<{ clientId: string; body: string } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const again = lastTry.current
    const clientId = again && again.body === body ? again.clientId : newClientId()
    const parsed = safeParse(sendMessageInputSchema, { clientId, body })
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t`Check the message`)
      return
    }
    const typed = body
    lastTry.current = { clientId, body }
    setProblem(null)
    setPending(true)
    onSending({ ...parsed.data, createdAt: new Date().toISOString() })
    setBody('')
    try {
      await send(parsed.data)
      lastTry.current = null
    } catch (error) {
      // The words come back to the box (unless something new was typed meanwhile) to send again.
      setBody((now) => (now === '' ? typed : now))
      const reason = problemOf(error)
      setProblem(t`Not sent: ${reason}. Your message is still in the box; press Send to try again.`)
    } finally {
      onSettled(parsed.data.clientId)
      setPending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2">
      <TextAreaField
        label={t`Write a message`}
        hint={t`Ctrl+Enter (⌘+Enter on a Mac) sends`}
        rows={2}
        value={body}
        onChange={(value) => {
          setBody(value)
          setProblem(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }
        }}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          <Send aria-hidden className="h-4 w-4" /> {pending ? t`Sending...` : t`Send`}
        </button>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {problem}
        </p>
      ) : null}
    </form>
  )
}
