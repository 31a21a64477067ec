import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CalendarDays, ClipboardList, LineChart, MessageCircle } from 'lucide-react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { byCompliance } from '~/shared/rules/compliance'
import { bodyWeightFigure } from '~/shared/rules/units'
import type { Client } from '~/shared/schemas/invitation'
import { Badge } from '../ui/badge'
import { buttonClass } from '../ui/button'
import { stacked } from '../ui/stacked-table'
import { TableScroll } from '../ui/table-scroll'
import { StreakBadge } from '../user-list'

const dash = (value: number | null) => (value === null ? '—' : String(value))
const cellClass = 'px-3 py-2'
const percent = (value: number | null) => (value === null ? '—' : `${value}%`)

type SortKey = 'compliance' | 'name'

/**
 * A trainer's clients (docs/product.md#trainer-users 'My Users' / 'My Clients'): body numbers (the
 * weight in each client's own unit), level, streak, compliance with Needs attention, their
 * messages not read yet, and the actions trainers pay for: 'View Progress', 'Calendar',
 * 'Messages' and 'Create Plan'. Sorted by compliance unless the trainer picks names.
 */
export function ClientTable({
  clients,
  error,
  empty,
  showStreak = false,
}: {
  clients: Client[] | undefined
  error?: string
  empty: ReactNode
  showStreak?: boolean
}) {
  if (error) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {error}
      </p>
    )
  }
  if (!clients || clients.length === 0) return <>{empty}</>
  return <SortedClients clients={clients} showStreak={showStreak} />
}

function SortedClients({ clients, showStreak }: { clients: Client[]; showStreak: boolean }) {
  const { t } = useLingui()
  const [sort, setSort] = useState<SortKey>('compliance')
  const sortId = useId()
  const sorted = useMemo(
    () =>
      [...clients].sort(
        sort === 'compliance' ? byCompliance : (a, b) => a.username.localeCompare(b.username),
      ),
    [clients, sort],
  )
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={sortId} className="text-sm font-medium">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="compliance">{t`Compliance`}</option>
          <option value="name">{t`Name`}</option>
        </select>
      </div>
      <ClientRows clients={sorted} showStreak={showStreak} />
    </div>
  )
}

function ClientRows({ clients, showStreak }: { clients: Client[]; showStreak: boolean }) {
  const { t } = useLingui()
  const compliance = t`Compliance (7 d · 30 d)`
  return (
    <TableScroll
      label={t`Clients`}
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className={`${stacked.table} sm:min-w-[52rem]`}>
        <thead
          className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300`}
        >
          <tr>
            <th scope="col" className={cellClass}>
              <Trans>Username</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Age</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Height (cm)</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Weight</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Level</Trans>
            </th>
            {showStreak ? (
              <th scope="col" className={cellClass}>
                <Trans>Streak</Trans>
              </th>
            ) : null}
            <th scope="col" className={cellClass}>
              {compliance}
            </th>
            <th scope="col" className={cellClass}>
              <Trans>Last trained</Trans>
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {clients.map((c) => {
            const username = c.username
            const unreadMessages = c.unreadMessages
            const newComments = c.newComments?.count ?? 0
            return (
              <tr
                key={c.id}
                className={`${stacked.row} border-b border-slate-100 last:border-0 dark:border-slate-800`}
              >
                <th scope="row" className={`${cellClass} ${stacked.title} font-semibold`}>
                  <span className="flex flex-wrap items-center gap-2">
                    {c.username}
                    {c.needsAttention ? (
                      <Badge variant="destructive">{t`Needs attention`}</Badge>
                    ) : null}
                    {c.unreadMessages > 0 ? (
                      <Badge>
                        <Plural value={unreadMessages} one="# new message" other="# new messages" />
                      </Badge>
                    ) : null}
                    {c.newComments ? (
                      <Link
                        to="/trainer/clients/$userId/sessions/$sessionId"
                        params={{
                          userId: String(c.id),
                          sessionId: String(c.newComments.sessionId),
                        }}
                        className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <Badge>
                          <Plural value={newComments} one="# new comment" other="# new comments" />
                        </Badge>
                      </Link>
                    ) : null}
                  </span>
                </th>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Age`}>
                  {dash(c.age)}
                </td>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Height (cm)`}>
                  {dash(c.height)}
                </td>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Weight`}>
                  {c.weight === null ? '—' : `${bodyWeightFigure(c.weight, c.units)} ${c.units}`}
                </td>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Level`}>
                  {c.level}
                </td>
                {showStreak ? (
                  <td className={`${cellClass} ${stacked.cell}`} data-label={t`Streak`}>
                    <StreakBadge streak={c.streak} />
                  </td>
                ) : null}
                <td className={`${cellClass} ${stacked.cell}`} data-label={compliance}>
                  {/* One piece of text: the stacked layout spreads a cellClass's children apart. */}
                  <span>
                    <span className="sr-only">{t`7 days:` + ' '}</span>
                    {percent(c.compliance.d7)}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">{t`, 30 days:` + ' '}</span>
                    {percent(c.compliance.d30)}
                  </span>
                </td>
                <td className={`${cellClass} ${stacked.cell}`} data-label={t`Last trained`}>
                  {c.lastTrainedDay ?? t`Never`}
                </td>
                <td className={`${cellClass} ${stacked.actions}`}>
                  <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                    <Link
                      to="/trainer/clients/$userId"
                      params={{ userId: String(c.id) }}
                      className={buttonClass('outline')}
                      aria-label={t`View Progress of ${username}`}
                    >
                      <LineChart aria-hidden className="h-4 w-4" /> <Trans>View Progress</Trans>
                    </Link>
                    <Link
                      to="/trainer/clients/$userId/calendar"
                      params={{ userId: String(c.id) }}
                      className={buttonClass('outline')}
                      aria-label={t`Calendar of ${username}`}
                    >
                      <CalendarDays aria-hidden className="h-4 w-4" /> <Trans>Calendar</Trans>
                    </Link>
                    <Link
                      to="/trainer/clients/$userId/messages"
                      params={{ userId: String(c.id) }}
                      className={buttonClass('outline')}
                      aria-label={t`Messages with ${username}`}
                    >
                      <MessageCircle aria-hidden className="h-4 w-4" /> <Trans>Messages</Trans>
                    </Link>
                    <Link
                      to="/trainer/plans"
                      search={{ client: c.id }}
                      className={buttonClass('outline')}
                      aria-label={t`Create Plan for ${username}`}
                    >
                      <ClipboardList aria-hidden className="h-4 w-4" /> <Trans>Create Plan</Trans>
                    </Link>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroll>
  )
}
