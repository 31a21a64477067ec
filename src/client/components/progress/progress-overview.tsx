import { Trans } from '@lingui/react/macro'
import { Award } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ProfileSummary } from '~/shared/schemas/profile'
import { SessionList } from './session-list'
import { StatCards } from './stat-cards'
import { WeeklyChart } from './weekly-chart'

const panelClass =
  'mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'

/**
 * Streak, totals, badges, the 12-week chart and recent history (training sessions): the
 * athlete's own profile and a trainer's 'View Progress' show the same thing.
 */
export function ProgressOverview({
  summary,
  showBadges = false,
  ownSessions = false,
  records,
}: {
  summary: ProfileSummary
  showBadges?: boolean
  /** The athlete's own: each session opens its page, where sets are corrected. */
  ownSessions?: boolean
  /** Shown right under the figures: the profile leads with records (docs/product.md#profile). */
  records?: ReactNode
}) {
  return (
    <>
      <StatCards
        streak={summary.streak}
        sessions={summary.sessions}
        completedSessions={summary.completedSessions}
        badgesEarned={summary.badgesEarned}
        level={summary.level}
      />
      {records}
      {showBadges ? (
        <section aria-labelledby="badges-earned" className={panelClass}>
          <h2 id="badges-earned" className="mb-3 text-lg font-bold">
            <Trans>Badges earned</Trans>
          </h2>
          {summary.badges.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">
              <Trans>No badges yet</Trans>
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {summary.badges.map((b) => (
                <li
                  key={b.id}
                  title={b.description}
                  className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
                >
                  <Award aria-hidden className="h-4 w-4" /> {b.name}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="weekly" className={panelClass}>
        <h2 id="weekly" className="mb-4 text-lg font-bold">
          <Trans>Workouts per week</Trans>
        </h2>
        <WeeklyChart weeks={summary.weekly} />
      </section>
      <section aria-labelledby="history" className={panelClass}>
        <h2 id="history" className="text-lg font-bold">
          <Trans>Recent history</Trans>
        </h2>
        <SessionList userId={summary.user.id} linked={ownSessions} units={summary.user.units} />
      </section>
    </>
  )
}
