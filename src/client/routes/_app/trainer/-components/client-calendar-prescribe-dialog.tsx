import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '~/client/components/ui/dialog'
import { TextAreaField, TextField } from '~/client/components/ui/form-field'
import { Spinner } from '~/client/components/ui/spinner'
import { buttonClass } from '~/client/components/ui/button'
import { trpc } from '~/client/lib/trpc'
import { safeParse } from '~/client/lib/zod-config'
import { loadInput, toKg, type Units } from '~/shared/rules/units'
import {
  type CalendarItem,
  type PrescribedExercise,
  prescribedExerciseSchema,
  type Prescription,
} from '~/shared/schemas/calendar'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import { asInput, type CalendarActions, problemOf } from './client-calendar-actions'
import { dayLabel } from './client-calendar-days'
import { Problem } from './client-calendar-dialogs'

const FIELDS = ['sets', 'reps', 'seconds', 'load', 'restSeconds', 'note'] as const
type Field = (typeof FIELDS)[number]
type Row = Record<Field, string>

const text = (n: number | undefined) => (n === undefined ? '' : String(n))

function rowOf(p: PrescribedExercise | undefined, units: Units): Row {
  return {
    sets: text(p?.sets),
    reps: p?.reps ?? '',
    seconds: text(p?.seconds),
    load: p?.loadKg === undefined ? '' : loadInput(p.loadKg, units),
    restSeconds: text(p?.restSeconds),
    note: p?.note ?? '',
  }
}

/** A typed figure as the schema takes it: blank is none; anything else goes as a number. */
const figure = (v: string) => (v.trim() === '' ? undefined : Number(v.trim()))

/**
 * One exercise's row as sent, or its field messages from the shared schema (the server's own
 * words); null when the row is blank.
 */
function parseRow(
  exerciseId: number,
  row: Row,
  units: Units,
): { value: PrescribedExercise | null } | { errors: Partial<Record<Field, string>> } {
  if (FIELDS.every((f) => row[f].trim() === '')) return { value: null }
  const load = figure(row.load)
  const result = safeParse(prescribedExerciseSchema, {
    exerciseId,
    sets: figure(row.sets),
    reps: row.reps.trim() || undefined,
    seconds: figure(row.seconds),
    // Entered in the client's unit; the API keeps kilograms.
    loadKg: load === undefined || Number.isNaN(load) ? load : toKg(load, units),
    restSeconds: figure(row.restSeconds),
    note: row.note.trim() || undefined,
  })
  if (result.success) return { value: result.data }
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] === 'loadKg' ? 'load' : (issue.path[0] as Field)
    errors[key] ??= issue.message
  }
  return { errors }
}

/** 'Prescribe': how this client does this workout on this day, where it differs. */
export function PrescribeDialog({
  userId,
  day,
  items,
  index,
  units,
  actions,
  onClose,
}: {
  userId: number
  day: string
  items: CalendarItem[]
  index: number
  units: Units
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const item = items[index]
  const workout = trpc.workouts.exercises.useQuery(
    { id: item?.workoutId ?? 0 },
    { enabled: !!item },
  )
  if (!item) return null
  const title = item.title
  const dayText = dayLabel(day)
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t`Prescribe ${title}`}
      description={t`For ${dayText}: fill in only what this client does differently. Loads in ${units}.`}
    >
      {workout.data ? (
        <PrescribeForm
          userId={userId}
          day={day}
          items={items}
          index={index}
          units={units}
          // An exercise written twice in a workout is prescribed once.
          exercises={workout.data.exercises.filter(
            (e, i, all) => all.findIndex((o) => o.exerciseId === e.exerciseId) === i,
          )}
          actions={actions}
          onClose={onClose}
        />
      ) : workout.error ? (
        <p className="py-6 text-center text-red-700 dark:text-red-400">
          <Trans>Could not load the workout's exercises: close this and try again.</Trans>
        </p>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading exercises`} />
        </div>
      )}
    </Dialog>
  )
}

function PrescribeForm({
  userId,
  day,
  items,
  index,
  units,
  exercises,
  actions,
  onClose,
}: {
  userId: number
  day: string
  items: CalendarItem[]
  index: number
  units: Units
  exercises: WorkoutExercise[]
  actions: CalendarActions
  onClose: () => void
}) {
  const { t } = useLingui()
  const item = items[index] as CalendarItem
  const saved = item.prescription
  const [note, setNote] = useState(saved?.note ?? '')
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(
      exercises.map((e) => [
        e.exerciseId,
        rowOf(
          saved?.exercises.find((p) => p.exerciseId === e.exerciseId),
          units,
        ),
      ]),
    ),
  )
  const [errors, setErrors] = useState<Record<number, Partial<Record<Field, string>>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const set = (exerciseId: number, field: Field, value: string) => {
    setRows((r) => ({ ...r, [exerciseId]: { ...(r[exerciseId] as Row), [field]: value } }))
    setErrors((e) => ({ ...e, [exerciseId]: { ...e[exerciseId], [field]: undefined } }))
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const prescribed: PrescribedExercise[] = []
    const found: Record<number, Partial<Record<Field, string>>> = {}
    for (const ex of exercises) {
      const parsed = parseRow(ex.exerciseId, rows[ex.exerciseId] as Row, units)
      if ('errors' in parsed) found[ex.exerciseId] = parsed.errors
      else if (parsed.value) prescribed.push(parsed.value)
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setProblem(t`Check the highlighted fields.`)
      return
    }
    setProblem(null)
    const prescription: Prescription | undefined =
      note.trim() === '' && prescribed.length === 0
        ? undefined
        : { ...(note.trim() ? { note: note.trim() } : {}), exercises: prescribed }
    const next = asInput(items).map((it, i) =>
      i === index ? { workoutId: it.workoutId, ...(prescription ? { prescription } : {}) } : it,
    )
    actions.putDay.mutate(
      { userId, day, items: next },
      {
        onSuccess: () => {
          actions.done(prescription ? t`Prescription saved` : t`Prescription cleared`)
          onClose()
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextAreaField
        label={t`Note for the whole workout`}
        rows={2}
        value={note}
        onChange={setNote}
      />
      {exercises.map((ex) => {
        const row = rows[ex.exerciseId] as Row
        const err = errors[ex.exerciseId] ?? {}
        const { sets, reps, duration, restTime } = ex
        const field = (f: Field, label: string, inputMode: 'numeric' | 'text' = 'numeric') => (
          <TextField
            label={label}
            inputMode={inputMode}
            value={row[f]}
            onChange={(v) => set(ex.exerciseId, f, v)}
            error={err[f]}
          />
        )
        return (
          <fieldset
            key={ex.id}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold">{ex.exercise.name}</legend>
            <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
              <Trans>
                As written: {sets} × {reps}
              </Trans>
              {duration ? <> · {duration} s</> : null}
              {restTime ? ' · ' + t`rest ${restTime} s` : ''}
            </p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {field('sets', t`Sets`)}
              {field('reps', t`Reps`, 'text')}
              {field('seconds', t`Seconds`)}
              {field('load', t`Load (${units})`, 'text')}
              {field('restSeconds', t`Rest (s)`)}
            </div>
            <div className="mt-3">{field('note', t`Note`, 'text')}</div>
          </fieldset>
        )
      })}
      <Problem text={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={actions.putDay.isPending}
        >
          {actions.putDay.isPending ? t`Saving...` : t`Save prescription`}
        </button>
      </div>
    </form>
  )
}
