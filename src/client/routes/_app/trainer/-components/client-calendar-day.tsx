import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CalendarClock, ClipboardPen, Copy, GripVertical, Plus, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import type { CalendarItem } from '~/shared/schemas/calendar'
import { asInput, type CalendarActions } from './client-calendar-actions'
import type { CalendarDialog } from './client-calendar-board'
import { dayLabel, dayOfMonth, shortWeekday } from './client-calendar-days'

const STATUS = {
  done: {
    label: msg`Done`,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  },
  missed: {
    label: msg`Missed`,
    className: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  },
  today: { label: msg`Today`, className: 'bg-brand-700 text-white' },
  upcoming: {
    label: msg`Upcoming`,
    className: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  },
} as const

// A month cell's buttons: icons, smaller on a wide screen where seven days share a row and a
// pointer aims them; full size on a phone's list of days.
const iconButtonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 lg:h-8 lg:w-8 dark:text-slate-200 dark:hover:bg-slate-800'

// The dragged entry's id travels in the drag's data under this type, so a drop of anything
// else (a link, a file) onto a day does nothing.
const DRAG_TYPE = 'application/x-calendar-entry'

/**
 * One day: its date, its workouts in order with status, note and what changes them, 'Add
 * workout', and a drop target for a dragged workout. `compact` is a month cell.
 */
export function ClientCalendarDay({
  userId,
  day,
  today,
  items,
  compact = false,
  outside = false,
  actions,
  onDialog,
}: {
  userId: number
  day: string
  today: string
  items: CalendarItem[]
  compact?: boolean
  outside?: boolean
  actions: CalendarActions
  onDialog: (dialog: CalendarDialog) => void
}) {
  const { t } = useLingui()
  const [over, setOver] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  const label = dayLabel(day)
  const headingId = `day-${day}`
  const remove = (index: number) => {
    const item = items[index] as CalendarItem
    actions.putDay.mutate(
      { userId, day, items: asInput(items.filter((_, i) => i !== index)) },
      {
        onSuccess: () => {
          const title = item.title
          actions.done(t`${title} removed from ${label}`)
          // The pressed button is gone with its workout: keyboard users stay on this day.
          addButton.current?.focus()
        },
      },
    )
  }
  const drop = (e: React.DragEvent) => {
    e.preventDefault()
    setOver(false)
    const entryId = Number(e.dataTransfer.getData(DRAG_TYPE))
    const from = e.dataTransfer.getData('text/plain')
    if (!entryId || from === day) return
    actions.move.mutate(
      { userId, entryId, toDay: day },
      { onSuccess: () => actions.done(t`Moved to ${label}`) },
    )
  }
  const isToday = day === today
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return
        e.preventDefault()
        e.dataTransfer.dropEffect = 'move'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-day={day}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border ${compact ? 'p-3 lg:p-2' : 'p-3'} ${
        over
          ? 'border-brand-600 bg-brand-50 dark:bg-slate-800'
          : isToday
            ? 'border-brand-600 bg-white dark:bg-slate-900'
            : outside
              ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950'
              : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      } ${compact ? 'lg:min-h-32' : ''}`}
    >
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="mr-auto text-sm font-bold">
          {compact ? (
            <>
              <span className="sr-only">{label}</span>
              <span aria-hidden>
                <span className="lg:hidden">{label}</span>
                <span className="hidden lg:inline">
                  {shortWeekday(day)} {dayOfMonth(day)}
                </span>
              </span>
            </>
          ) : (
            label
          )}
          {isToday ? (
            <span className="ml-2 text-xs font-semibold text-brand-700 dark:text-brand-300">
              <Trans>(today)</Trans>
            </span>
          ) : null}
        </h3>
        <button
          ref={addButton}
          type="button"
          className={
            compact ? iconButtonClass : `${buttonClass('ghost')} shrink-0 px-3 whitespace-nowrap`
          }
          aria-label={t`Add workout to ${label}`}
          onClick={() => onDialog({ kind: 'add', day })}
        >
          <Plus aria-hidden className="h-4 w-4" />
          {compact ? null : t`Add workout`}
        </button>
      </div>
      {items.length === 0 ? (
        compact ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Nothing scheduled</Trans>
          </p>
        )
      ) : (
        <ol
          aria-label={t`Workouts on ${label}`}
          className={compact ? 'grid gap-2' : 'grid gap-2 sm:grid-cols-2 xl:grid-cols-3'}
        >
          {items.map((item, index) => (
            <CalendarEntry
              key={item.id}
              item={item}
              day={day}
              label={label}
              compact={compact}
              onPrescribe={() => onDialog({ kind: 'prescribe', day, index })}
              onMove={() => onDialog({ kind: 'move', day, item })}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {items.length > 0 ? (
        <button
          type="button"
          className={compact ? iconButtonClass : `${buttonClass('ghost')} self-start px-3`}
          aria-label={t`Copy day ${label}`}
          onClick={() => onDialog({ kind: 'copy-day', day })}
        >
          <Copy aria-hidden className="h-4 w-4" />
          {compact ? null : t`Copy day`}
        </button>
      ) : null}
    </section>
  )
}

function CalendarEntry({
  item,
  day,
  label,
  compact,
  onPrescribe,
  onMove,
  onRemove,
}: {
  item: CalendarItem
  day: string
  label: string
  compact: boolean
  onPrescribe: () => void
  onMove: () => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  const status = STATUS[item.status]
  const title = item.title
  const prescribed = item.prescription?.exercises.length ?? 0
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(item.id))
        e.dataTransfer.setData('text/plain', day)
        e.dataTransfer.effectAllowed = 'move'
      }}
      data-entry={item.id}
      className={`flex min-w-0 cursor-grab flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 active:cursor-grabbing dark:border-slate-700 dark:bg-slate-800/60 ${compact ? 'p-2 lg:p-1.5' : 'p-2'}`}
    >
      <div className="flex min-w-0 items-start gap-1">
        {compact ? null : (
          <GripVertical aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
        )}
        <div className="min-w-0 flex-1">
          <p className={`font-semibold break-words ${compact ? 'text-sm lg:text-xs' : 'text-sm'}`}>
            {item.title}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span>{item.minutes} min</span>
            <span
              className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}
            >
              {t(status.label)}
            </span>
          </p>
        </div>
      </div>
      {item.prescription?.note ? (
        <p className="text-xs break-words text-slate-700 dark:text-slate-300">
          {item.prescription.note}
        </p>
      ) : null}
      {prescribed > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Plural value={prescribed} one="# exercise prescribed" other="# exercises prescribed" />
        </p>
      ) : null}
      <div className={`flex flex-wrap items-center ${compact ? 'gap-0.5' : 'gap-1'}`}>
        <button
          type="button"
          className={compact ? iconButtonClass : `${buttonClass('ghost')} px-2`}
          aria-label={t`Prescribe ${title} on ${label}`}
          onClick={onPrescribe}
        >
          <ClipboardPen aria-hidden className="h-4 w-4" />
          {compact ? null : t`Prescribe`}
        </button>
        <button
          type="button"
          className={compact ? iconButtonClass : `${buttonClass('ghost')} px-2`}
          aria-label={t`Move ${title} from ${label}`}
          onClick={onMove}
        >
          <CalendarClock aria-hidden className="h-4 w-4" />
          {compact ? null : t`Move`}
        </button>
        <button
          type="button"
          className={`${compact ? iconButtonClass : `${buttonClass('ghost')} px-2`} text-red-700 dark:text-red-400`}
          aria-label={t`Remove ${title} from ${label}`}
          onClick={onRemove}
        >
          <X aria-hidden className="h-4 w-4" />
          {compact ? null : t`Remove`}
        </button>
      </div>
    </li>
  )
}
