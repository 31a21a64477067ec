import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, CircleDashed } from 'lucide-react'
import { createContext, type ReactNode, useContext } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { trpc } from '~/client/lib/trpc'
import { calendarDay, sessionCountsText } from './training-labels'
import type { Units } from '~/shared/rules/units'
import { SESSION_LIMITS } from '~/shared/rules/set-limits'
import type { SessionSummary } from '~/shared/schemas/sessions'

const mutedClass = 'text-slate-600 dark:text-slate-400'
const rowLinkClass =
  'block rounded-lg hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800'

/** 'Thu, Nov 26' */
function dayLabel(day: string): string {
  return calendarDay(day, { weekday: 'short', month: 'short', day: 'numeric' })
}

const ToClientSession = createContext(false)

/**
 * On a trainer's view of a client's progress: each session of the list inside opens the
 * trainer's view of it (docs/product.md#client-session). A context rather than a prop because
 * the list sits inside the progress overview the athlete's profile shares.
 */
export function ClientSessionLinks({ children }: { children: ReactNode }) {
  return <ToClientSession value>{children}</ToClientSession>
}

/** The first page of a user's sessions, for a route's loader. */
export const SESSION_PAGE = { limit: SESSION_LIMITS.defaultPageSize }

/**
 * 'Recent history' as training sessions, newest first (docs/product.md#sessions): each with its
 * title, day, whether it completed its workout, and its counts; the athlete's own open their
 * session page, and a trainer's (inside `ClientSessionLinks`) the client's. **Show more** reads
 * the next page.
 */
export function SessionList({
  userId,
  linked,
  units,
}: {
  userId: number
  linked: boolean
  /** The athlete's unit: a volume reads in it. */
  units: Units
}) {
  const [pages, query] = trpc.sessions.list.useSuspenseInfiniteQuery(
    { userId, ...SESSION_PAGE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  )
  const toClient = useContext(ToClientSession)
  const sessions = pages.pages.flatMap((p) => p.items)
  if (sessions.length === 0)
    return (
      <p className={mutedClass}>
        <Trans>No completed workouts yet.</Trans>
      </p>
    )
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => (
          <li key={s.id}>
            {toClient ? (
              <Link
                to="/trainer/clients/$userId/sessions/$sessionId"
                params={{ userId: String(userId), sessionId: String(s.id) }}
                className={rowLinkClass}
              >
                <SessionRow session={s} units={units} />
              </Link>
            ) : linked ? (
              <LinkedSession session={s} units={units} />
            ) : (
              <SessionRow session={s} units={units} />
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className={`${buttonClass('outline')} mt-3`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </>
  )
}

function LinkedSession({ session, units }: { session: SessionSummary; units: Units }) {
  return (
    <Link
      to="/sessions/$sessionId"
      params={{ sessionId: String(session.id) }}
      className={rowLinkClass}
    >
      <SessionRow session={session} units={units} />
    </Link>
  )
}

function SessionRow({ session, units }: { session: SessionSummary; units: Units }) {
  const Icon = session.completed ? CheckCircle2 : CircleDashed
  return (
    <span className="flex items-center gap-3 px-1 py-3">
      <Icon
        className={`h-5 w-5 shrink-0 ${session.completed ? 'text-emerald-700' : 'text-slate-500'}`}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{session.title}</span>
        <span className={`block text-sm ${mutedClass}`}>
          {session.completed ? <Trans>Completed</Trans> : <Trans>Session saved</Trans>} ·{' '}
          {sessionCountsText(session, units)}
        </span>
      </span>
      <time dateTime={session.day} className={`text-sm ${mutedClass}`}>
        {dayLabel(session.day)}
      </time>
    </span>
  )
}
