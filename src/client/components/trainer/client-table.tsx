import { Link } from '@tanstack/react-router'
import { ClipboardList, LineChart } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Client } from '~/shared/schemas/invitation'
import { buttonClass } from '../ui/button'
import { stacked } from '../ui/stacked-table'
import { TableScroll } from '../ui/table-scroll'
import { StreakBadge } from '../user-list'

const dash = (value: number | null) => (value === null ? '—' : String(value))
const cell = 'px-3 py-2'

/**
 * A trainer's clients (docs/product.md#trainer-users 'My Users' / 'My Clients'): body numbers, level, streak, and the
 * two actions trainers pay for: 'View Progress' and 'Create Plan'.
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
  return (
    <TableScroll
      label="Clients"
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className={`${stacked.table} sm:min-w-[40rem]`}>
        <thead
          className={`${stacked.head} border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300`}
        >
          <tr>
            <th scope="col" className={cell}>
              Username
            </th>
            <th scope="col" className={cell}>
              Age
            </th>
            <th scope="col" className={cell}>
              Height (cm)
            </th>
            <th scope="col" className={cell}>
              Weight (kg)
            </th>
            <th scope="col" className={cell}>
              Level
            </th>
            {showStreak ? (
              <th scope="col" className={cell}>
                Streak
              </th>
            ) : null}
            <th scope="col" className={`${cell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {clients.map((c) => (
            <tr
              key={c.id}
              className={`${stacked.row} border-b border-slate-100 last:border-0 dark:border-slate-800`}
            >
              <th scope="row" className={`${cell} ${stacked.title} font-semibold`}>
                {c.username}
              </th>
              <td className={`${cell} ${stacked.cell}`} data-label="Age">
                {dash(c.age)}
              </td>
              <td className={`${cell} ${stacked.cell}`} data-label="Height (cm)">
                {dash(c.height)}
              </td>
              <td className={`${cell} ${stacked.cell}`} data-label="Weight (kg)">
                {dash(c.weight)}
              </td>
              <td className={`${cell} ${stacked.cell}`} data-label="Level">
                {c.level}
              </td>
              {showStreak ? (
                <td className={`${cell} ${stacked.cell}`} data-label="Streak">
                  <StreakBadge streak={c.streak} />
                </td>
              ) : null}
              <td className={`${cell} ${stacked.actions}`}>
                <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                  <Link
                    to="/trainer/clients/$userId"
                    params={{ userId: String(c.id) }}
                    className={buttonClass('outline')}
                    aria-label={`View Progress of ${c.username}`}
                  >
                    <LineChart aria-hidden className="h-4 w-4" /> View Progress
                  </Link>
                  <Link
                    to="/trainer/plans"
                    search={{ client: c.id }}
                    className={buttonClass('outline')}
                    aria-label={`Create Plan for ${c.username}`}
                  >
                    <ClipboardList aria-hidden className="h-4 w-4" /> Create Plan
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
