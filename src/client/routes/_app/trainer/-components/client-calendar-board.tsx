import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { CalendarPlus, ChevronLeft, ChevronRight, Copy } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { trpc } from '~/client/lib/trpc'
import { addDays, deviceDay, weekStart } from '~/shared/rules/days'
import type { Units } from '~/shared/rules/units'
import type { CalendarItem } from '~/shared/schemas/calendar'
import { type CalendarActions, useCalendarActions } from './client-calendar-actions'
import { ClientCalendarDay } from './client-calendar-day'
import {
  addMonths,
  calendarRange,
  type CalendarView,
  daysOf,
  monthLabel,
  weekdayHeadings,
  weekLabel,
} from './client-calendar-days'
import {
  AddWorkoutDialog,
  CopyDayDialog,
  CopyWeekDialog,
  MoveDialog,
} from './client-calendar-dialogs'
import { PlacePlanDialog } from './client-calendar-plan-dialog'
import { PrescribeDialog } from './client-calendar-prescribe-dialog'

export type CalendarDialog =
  | { kind: 'add'; day: string }
  | { kind: 'prescribe'; day: string; index: number }
  | { kind: 'move'; day: string; item: CalendarItem }
  | { kind: 'copy-day'; day: string }
  | { kind: 'copy-week'; monday: string }
  | { kind: 'place-plan'; day: string }

const NO_ITEMS: CalendarItem[] = []

/** The week or month of a client's calendar with what changes it. */
export function ClientCalendarBoard({
  userId,
  clientName,
  units,
  anchor,
  view,
}: {
  userId: number
  clientName: string
  units: Units
  anchor: string
  view: CalendarView
}) {
  const { t } = useLingui()
  const range = calendarRange(anchor, view)
  const [calendar] = trpc.calendar.client.useSuspenseQuery({ userId, ...range })
  const navigate = useNavigate()
  const go = (search: { day?: string; view?: 'month' }) =>
    void navigate({
      to: '/trainer/clients/$userId/calendar',
      params: { userId: String(userId) },
      search,
    })
  const actions = useCalendarActions()
  const [dialog, setDialog] = useState<CalendarDialog | null>(null)
  const byDay = new Map(calendar.days.map((d) => [d.day, d.items]))
  const itemsOf = (day: string) => byDay.get(day) ?? NO_ITEMS
  const month = view === 'month'
  const step = (delta: number) =>
    month ? addMonths(anchor, delta) : addDays(weekStart(anchor), 7 * delta)
  const at = (day?: string) => go({ ...(day ? { day } : {}), ...(month ? { view: 'month' } : {}) })
  const close = () => setDialog(null)

  return (
    <section aria-labelledby="calendar-range" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="calendar-range" className="mr-auto text-lg font-bold">
          {month ? monthLabel(anchor) : weekLabel(range.from)}
        </h2>
        <div role="group" aria-label={t`View`} className="flex gap-1">
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={buttonClass(view === v ? 'secondary' : 'ghost')}
              onClick={() => go({ day: anchor, ...(v === 'month' ? { view: 'month' } : {}) })}
            >
              {v === 'week' ? t`Week` : t`Month`}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('outline', 'icon')}
          aria-label={month ? t`Previous month` : t`Previous week`}
          onClick={() => at(step(-1))}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => at(deviceDay())}>
          {month ? t`This month` : t`This week`}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'icon')}
          aria-label={month ? t`Next month` : t`Next week`}
          onClick={() => at(step(1))}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={`${buttonClass('outline')} ml-auto`}
          onClick={() => {
            // From today when the days shown have begun, else from their first.
            const today = deviceDay()
            setDialog({ kind: 'place-plan', day: range.from < today ? today : range.from })
          }}
        >
          <CalendarPlus aria-hidden className="h-4 w-4" /> <Trans>Place a plan</Trans>
        </button>
        {month ? null : (
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => setDialog({ kind: 'copy-week', monday: range.from })}
          >
            <Copy aria-hidden className="h-4 w-4" /> <Trans>Copy week</Trans>
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          {clientName}'s days, Monday first. Drag a workout onto another day, or use Move.
        </Trans>
      </p>
      {month ? (
        <div className="grid gap-2 lg:grid-cols-7">
          {weekdayHeadings().map((d) => (
            <p
              key={d}
              aria-hidden
              className="hidden text-center text-xs font-semibold text-slate-600 lg:block dark:text-slate-400"
            >
              {d}
            </p>
          ))}
          {daysOf(range).map((day) => (
            <ClientCalendarDay
              key={day}
              userId={userId}
              day={day}
              today={calendar.today}
              items={itemsOf(day)}
              compact
              outside={day.slice(0, 7) !== anchor.slice(0, 7)}
              actions={actions}
              onDialog={setDialog}
            />
          ))}
        </div>
      ) : (
        <div className="grid gap-3">
          {daysOf(range).map((day) => (
            <ClientCalendarDay
              key={day}
              userId={userId}
              day={day}
              today={calendar.today}
              items={itemsOf(day)}
              actions={actions}
              onDialog={setDialog}
            />
          ))}
        </div>
      )}
      <Dialogs
        dialog={dialog}
        userId={userId}
        units={units}
        itemsOf={itemsOf}
        actions={actions}
        onClose={close}
      />
    </section>
  )
}

function Dialogs({
  dialog,
  userId,
  units,
  itemsOf,
  actions,
  onClose,
}: {
  dialog: CalendarDialog | null
  userId: number
  units: Units
  itemsOf: (day: string) => CalendarItem[]
  actions: CalendarActions
  onClose: () => void
}) {
  if (!dialog) return null
  const common = { userId, actions, onClose }
  switch (dialog.kind) {
    case 'add':
      return <AddWorkoutDialog {...common} day={dialog.day} items={itemsOf(dialog.day)} />
    case 'prescribe':
      return (
        <PrescribeDialog
          {...common}
          day={dialog.day}
          items={itemsOf(dialog.day)}
          index={dialog.index}
          units={units}
        />
      )
    case 'move':
      return <MoveDialog {...common} day={dialog.day} item={dialog.item} />
    case 'copy-day':
      return <CopyDayDialog {...common} day={dialog.day} />
    case 'copy-week':
      return <CopyWeekDialog {...common} monday={dialog.monday} />
    case 'place-plan':
      return <PlacePlanDialog {...common} startDay={dialog.day} />
  }
}
