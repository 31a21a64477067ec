import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { checkInDay } from '~/client/components/progress/training-labels'
import { BodyweightChart } from '~/client/components/progress/bodyweight-chart'
import { SelectField } from '~/client/components/ui/form-field'
import { Skeletons } from '~/client/components/ui/skeleton'
import { stacked } from '~/client/components/ui/stacked-table'
import { checkInDayLabel, checkInScaleLabel, weekdayName } from '~/client/lib/display-labels'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { trpc } from '~/client/lib/trpc'
import { CHECK_IN_SCALES, CHECK_IN_WEEKDAYS, checkInBodyweight } from '~/shared/rules/check-ins'
import type { CheckIns } from '~/shared/schemas/check-ins'

const NONE = ''
const dayOptions = () => [
  { value: NONE, label: checkInDayLabel(null) },
  ...CHECK_IN_WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(d) })),
]
const mutedClass = 'text-slate-600 dark:text-slate-400'

/**
 * The client page's 'Weekly check-in' (docs/product.md#check-ins): the day the client is asked,
 * their answers newest first, and their bodyweight as a chart, in the client's units.
 */
export function ClientCheckIns({ userId }: { userId: number }) {
  return (
    <section aria-labelledby="client-check-ins" className="mt-8">
      <h2 id="client-check-ins" className="text-xl font-bold">
        <Trans>Weekly check-in</Trans>
      </h2>
      <Suspense fallback={<Skeletons count={1} className="h-24" />}>
        <CheckInsBody userId={userId} />
      </Suspense>
    </section>
  )
}

function CheckInsBody({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [checkIns] = trpc.checkIns.client.useSuspenseQuery({ userId })
  const utils = trpc.useUtils()
  const setDay = trpc.checkIns.setDay.useMutation({
    onSuccess: (_, { weekday }) => {
      const days = checkInDayLabel(weekday)
      toastDone(weekday === null ? t`Check-ins stopped` : t`Check-ins on ${days}`)
      void utils.checkIns.client.invalidate({ userId })
    },
    onError: toastFailed,
  })
  const weights = checkIns.items.flatMap((c) =>
    c.bodyweightKg === null ? [] : [{ day: c.day, kg: c.bodyweightKg }],
  )
  return (
    <div className="mt-3 grid gap-4">
      <SelectField
        label={t`Check-in day`}
        hint={t`The client answers on Daily that day, in their own time zone`}
        className="max-w-xs"
        value={checkIns.weekday === null ? NONE : String(checkIns.weekday)}
        onChange={(value) =>
          setDay.mutate({ userId, weekday: value === NONE ? null : Number(value) })
        }
        options={dayOptions()}
      />
      {checkIns.items.length === 0 ? (
        <p className={mutedClass}>
          <Trans>No check-ins yet.</Trans>
        </p>
      ) : (
        <>
          {weights.length > 0 ? <BodyweightChart points={weights} units={checkIns.units} /> : null}
          <AnswersTable checkIns={checkIns} />
        </>
      )}
    </div>
  )
}

function AnswersTable({ checkIns }: { checkIns: CheckIns }) {
  const { t } = useLingui()
  const { units } = checkIns
  return (
    <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={stacked.table}>
        <caption className="sr-only">
          <Trans>Check-in answers, newest first</Trans>
        </caption>
        <thead className={stacked.head}>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="px-4 py-3">
              <Trans>Day</Trans>
            </th>
            <th scope="col" className="px-4 py-3">
              <Trans>Bodyweight</Trans>
            </th>
            {CHECK_IN_SCALES.map((s) => (
              <th key={s.key} scope="col" className="px-4 py-3">
                {checkInScaleLabel(s.key)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <Trans>Note</Trans>
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {checkIns.items.map((c) => (
            <tr
              key={c.id}
              className={`${stacked.row} border-b border-slate-100 last:border-0 dark:border-slate-800`}
            >
              <th
                scope="row"
                className={`${stacked.title} px-4 py-3 font-semibold whitespace-nowrap`}
              >
                {checkInDay(c.day)}
              </th>
              <td
                data-label={t`Bodyweight`}
                className={`${stacked.cell} px-4 py-3 whitespace-nowrap`}
              >
                {c.bodyweightKg === null
                  ? '—'
                  : `${checkInBodyweight(c.bodyweightKg, units)} ${units}`}
              </td>
              {CHECK_IN_SCALES.map((s) => (
                <td
                  key={s.key}
                  data-label={checkInScaleLabel(s.key)}
                  className={`${stacked.cell} px-4 py-3`}
                >
                  {c[s.key]}
                </td>
              ))}
              <td
                data-label={t`Note`}
                className={`${stacked.cell} px-4 py-3 break-words whitespace-pre-wrap max-sm:block`}
              >
                {c.note || <span className={mutedClass}>—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
