import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { Spinner } from '~/client/components/ui/spinner'
import { searchWorkouts } from '~/shared/rules/catalogue-search'
import { useAssignableWorkouts } from './use-assignable-workouts'
import { addDays } from '~/shared/rules/days'
import { sectionLabel } from '~/client/lib/display-labels'
import {
  CALENDAR_MAX_ITEMS,
  CALENDAR_MAX_REPEAT,
  type CalendarItem,
} from '~/shared/schemas/calendar'
import { asInput, type CalendarActions, problemOf } from './client-calendar-actions'
import { dayLabel, weekLabel } from './client-calendar-days'

export const fieldClass =
  'mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]'

/** The server's message in the dialog that sent the change, read out as it appears. */
export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {text}
    </p>
  ) : null
}

export function Buttons({
  onClose,
  pending,
  submit,
}: {
  onClose: () => void
  pending: boolean
  submit: string
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={buttonClass('outline')} onClick={onClose}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" className={buttonClass('primary')} disabled={pending}>
        {pending ? t`Saving...` : submit}
      </button>
    </div>
  )
}

/** A labelled date field (the keyboard and touch way to pick a day). */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
    </div>
  )
}

/** 'Add workout': your workouts and the catalogue, searched by title; one tap puts it last on the day. */
export function AddWorkoutDialog({
  userId,
  day,
  items,
  actions,
  onClose,
}: {
  userId: number
  day: string
  items: CalendarItem[]
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const catalogue = useAssignableWorkouts()
  const dayText = dayLabel(day)
  const [search, setSearch] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const full = items.length >= CALENDAR_MAX_ITEMS
  // The catalogue search (docs/product.md#search-rule), as the plan builder's.
  const rows = searchWorkouts(catalogue.data ?? [], search)
  const add = (workoutId: number, title: string) =>
    actions.putDay.mutate(
      { userId, day, items: [...asInput(items), { workoutId }] },
      {
        onSuccess: () => {
          actions.done(t`${title} scheduled`)
          onClose()
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    )
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Add workout`}
      description={t`Pick one of your workouts or one from the catalogue for ${dayText}.`}
    >
      <div className="grid gap-3">
        <SearchBox value={search} onChange={setSearch} placeholder={t`Search workouts...`} />
        {full ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>A day holds at most {CALENDAR_MAX_ITEMS} workouts.</Trans>
          </p>
        ) : null}
        <Problem text={problem} />
        {catalogue.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t`Loading workouts`} />
          </div>
        ) : catalogue.error ? (
          <p className="py-6 text-center text-red-700 dark:text-red-400">
            <Trans>Could not load the workouts: close this and try again.</Trans>
          </p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            <Trans>No workouts found</Trans>
          </p>
        ) : (
          <ul className="grid max-h-80 gap-1 overflow-y-auto pr-1">
            {rows.map((w) => {
              const title = w.title
              return (
                <li
                  key={w.id}
                  className="flex items-center gap-2 rounded-lg bg-slate-50 py-1 pr-1 pl-3 dark:bg-slate-800/60"
                >
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold break-words">{w.title}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {sectionLabel(w.category)} · {w.minutes} min
                    </span>
                  </span>
                  <button
                    type="button"
                    className={`${buttonClass('outline')} shrink-0 px-3`}
                    aria-label={t`Add ${title}`}
                    disabled={full || actions.putDay.isPending}
                    onClick={() => add(w.id, w.title)}
                  >
                    <Plus aria-hidden className="h-4 w-4" /> <Trans>Add</Trans>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Dialog>
  )
}

/** 'Move': the keyboard and touch way to do what a drag does. */
export function MoveDialog({
  userId,
  day,
  item,
  actions,
  onClose,
}: {
  userId: number
  day: string
  item: CalendarItem
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const [toDay, setToDay] = useState(day)
  const [problem, setProblem] = useState<string | null>(null)
  const title = item.title
  const fromText = dayLabel(day)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (toDay === day) return onClose()
    const toText = dayLabel(toDay)
    actions.move.mutate(
      { userId, entryId: item.id, toDay },
      {
        onSuccess: () => {
          actions.done(t`${title} moved to ${toText}`)
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
      title={t`Move ${title}`}
      description={t`From ${fromText} to another day, after that day's own workouts.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DayField label={t`Move to`} value={toDay} onChange={setToDay} />
        <Problem text={problem} />
        <Buttons onClose={onClose} pending={actions.move.isPending} submit={t`Move`} />
      </form>
    </Dialog>
  )
}

/** 'Copy day': the day's workouts, prescriptions and all, onto another day (replacing it). */
export function CopyDayDialog({
  userId,
  day,
  actions,
  onClose,
}: {
  userId: number
  day: string
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const [toDay, setToDay] = useState(addDays(day, 7))
  const [problem, setProblem] = useState<string | null>(null)
  const dayText = dayLabel(day)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const toText = dayLabel(toDay)
    actions.copy.mutate(
      { userId, fromDay: day, toDay, days: 1, times: 1 },
      {
        onSuccess: () => {
          actions.done(t`Copied to ${toText}`)
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
      title={t`Copy day`}
      description={t`${dayText}'s workouts replace what the chosen day holds.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DayField label={t`Copy to`} value={toDay} onChange={setToDay} />
        <Problem text={problem} />
        <Buttons onClose={onClose} pending={actions.copy.isPending} submit={t`Copy day`} />
      </form>
    </Dialog>
  )
}

/** 'Copy week': the week onto the next `Repeat` weeks, one after another. */
export function CopyWeekDialog({
  userId,
  monday,
  actions,
  onClose,
}: {
  userId: number
  monday: string
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [times, setTimes] = useState('1')
  const weekText = weekLabel(monday)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const n = Number(times)
    actions.copy.mutate(
      { userId, fromDay: monday, toDay: addDays(monday, 7), days: 7, times: n },
      {
        onSuccess: () => {
          actions.done(
            t`${plural(n, { one: 'Week copied onto the next week', other: 'Week copied onto the next # weeks' })}`,
          )
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
      title={t`Copy week`}
      description={t`The week of ${weekText} replaces the weeks after it.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div>
          <label htmlFor={id} className="block text-sm font-semibold">
            <Trans>Repeat</Trans>
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={CALENDAR_MAX_REPEAT}
            value={times}
            onChange={(e) => setTimes(e.target.value)}
            aria-describedby={`${id}-hint`}
            className={fieldClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <Trans>Times onto the following weeks (1–{CALENDAR_MAX_REPEAT})</Trans>
          </p>
        </div>
        <Problem text={problem} />
        <Buttons onClose={onClose} pending={actions.copy.isPending} submit={t`Copy week`} />
      </form>
    </Dialog>
  )
}
