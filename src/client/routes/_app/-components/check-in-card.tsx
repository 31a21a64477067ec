import { Trans, useLingui } from '@lingui/react/macro'
import { ClipboardCheck } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { IconTile } from '~/client/components/icon-tile'
import type { Daily } from '~/shared/schemas/progress'

// The form parses with Zod, which Daily's first screen never loads (docs/architecture.md#first-visit):
// it comes in its own chunk, only on the day a check-in is due.
const CheckInForm = lazy(() => import('./check-in-form').then((m) => ({ default: m.CheckInForm })))

/**
 * Daily's 'Weekly check-in' (docs/product.md#check-ins): on the day the athlete's trainer asks,
 * bodyweight, sleep, energy, stress and a note. Once sent it says so until Daily is read again.
 */
export function CheckInCard({ checkIn }: { checkIn: Daily['checkIn'] }) {
  const { t } = useLingui()
  const [sent, setSent] = useState(false)
  const trainer = checkIn?.trainer
  if (!checkIn && !sent) return null
  return (
    <section
      aria-labelledby="weekly-check-in"
      className="mb-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <IconTile Icon={ClipboardCheck} />
        <div className="min-w-0">
          <h2 id="weekly-check-in" className="text-lg font-bold">
            <Trans>Weekly check-in</Trans>
          </h2>
          {sent ? (
            <p role="status" className="text-slate-700 dark:text-slate-300">
              <Trans>Check-in sent</Trans>
            </p>
          ) : (
            <p className="text-sm break-words text-slate-700 dark:text-slate-300">
              <Trans>{trainer} asks how your week went</Trans>
            </p>
          )}
        </div>
      </div>
      {sent ? null : (
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={t`Loading`}
              className="mt-4 h-64 animate-pulse rounded-xl bg-white/60 dark:bg-slate-800"
            />
          }
        >
          <CheckInForm onSent={() => setSent(true)} />
        </Suspense>
      )}
    </section>
  )
}
