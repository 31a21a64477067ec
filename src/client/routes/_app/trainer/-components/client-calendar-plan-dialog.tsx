import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '~/client/components/ui/dialog'
import { Spinner } from '~/client/components/ui/spinner'
import { trpc } from '~/client/lib/trpc'
import { weekdayName, workoutsLabel } from '~/client/lib/display-labels'
import type { CalendarActions } from './client-calendar-actions'
import { problemOf } from './client-calendar-actions'
import { Buttons, DayField, fieldClass, Problem } from './client-calendar-dialogs'

// Monday first, as the calendar shows the week; numbered as the server counts (0 Sunday).
const WEEK = [1, 2, 3, 4, 5, 6, 0]

/**
 * 'Place a plan' (docs/product.md#client-calendar): one of the trainer's plans, its workouts in
 * order from a start day, one a day on the weekdays ticked, after what those days hold.
 */
export function PlacePlanDialog({
  userId,
  startDay,
  actions,
  onClose,
}: {
  userId: number
  startDay: string
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const plans = trpc.plans.list.useQuery()
  const [planId, setPlanId] = useState('')
  const [day, setDay] = useState(startDay)
  const [weekdays, setWeekdays] = useState<number[]>([1, 3, 5])
  const [problem, setProblem] = useState<string | null>(null)
  const mine = (plans.data ?? []).filter((p) => p.workouts.length > 0)
  const chosen = planId || String(mine[0]?.id ?? '')
  const toggle = (weekday: number) =>
    setWeekdays((list) =>
      list.includes(weekday) ? list.filter((d) => d !== weekday) : [...list, weekday],
    )
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const plan = mine.find((p) => String(p.id) === chosen)
    if (!plan) return setProblem(t`Choose a plan`)
    const name = plan.name
    actions.placePlan.mutate(
      { userId, planId: plan.id, startDay: day, weekdays },
      {
        onSuccess: () => {
          actions.done(t`${name} placed`)
          onClose()
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Place a plan`}
      description={t`The plan's workouts in order, one a day on the weekdays ticked, from the start day.`}
    >
      {plans.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t`Loading plans`} />
        </div>
      ) : mine.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <Trans>No plans with workouts yet: build one under Plans.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div>
            <label htmlFor="place-plan" className="block text-sm font-semibold">
              <Trans>Plan</Trans>
            </label>
            <select
              id="place-plan"
              value={chosen}
              onChange={(e) => setPlanId(e.target.value)}
              className={fieldClass}
            >
              {mine.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({workoutsLabel(p.workouts.length)})
                </option>
              ))}
            </select>
          </div>
          <DayField label={t`Start day`} value={day} onChange={setDay} />
          <fieldset>
            <legend className="text-sm font-semibold">
              <Trans>On</Trans>
            </legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {WEEK.map((weekday) => (
                <label
                  key={weekday}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 dark:ring-slate-700"
                >
                  <input
                    type="checkbox"
                    checked={weekdays.includes(weekday)}
                    onChange={() => toggle(weekday)}
                    className="h-4 w-4"
                  />
                  {weekdayName(weekday)}
                </label>
              ))}
            </div>
          </fieldset>
          <Problem text={problem} />
          <Buttons onClose={onClose} pending={actions.placePlan.isPending} submit={t`Place plan`} />
        </form>
      )}
    </Dialog>
  )
}
