import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Pencil, Undo2 } from 'lucide-react'
import { memo, useId, useState } from 'react'
import { Badge } from '~/client/components/ui/badge'
import { buttonClass } from '~/client/components/ui/button'
import { errorText } from '~/client/lib/errors'
import { i18n } from '~/client/lib/i18n'
import { useDeleteSet, useUpdateSet } from '~/client/lib/mutations/use-set-mutations'
import { SAVED_ON_DEVICE } from '~/client/lib/offline-status'
import { logAgain, type RemovableSet } from '~/client/lib/set-undo'
import { changeQueuedSet } from '~/client/lib/sync-queue'
import { toast } from '~/client/lib/use-toast'
import { loggedSetText } from './training-labels'
import { fromKg, loadInput, toKg, type Units } from '~/shared/rules/units'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import type { LoggedSet } from '~/shared/schemas/sets'

/**
 * A set as the list shows it: a stored set, or one still waiting in the device's queue (no id:
 * corrected and removed there). Its workout, block and time let Undo log it again.
 */
export type ListedSet = Pick<
  LoggedSet,
  'clientId' | 'exerciseId' | 'setNumber' | 'side' | 'reps' | 'seconds' | 'loadKg' | 'rpe'
> & {
  id: number | null
  records?: LoggedSet['records']
  round?: number | null
  workoutId?: number | null
  blockId?: number | null
  performedAt?: string | null
  /** The workout, block, round and time when the line does not show them (the player's list). */
  again?: Pick<RemovableSet, 'workoutId' | 'blockId' | 'round' | 'performedAt'>
}

/** A set as corrected: by the server, or in the device's queue before it is sent. */
export type CorrectedSet = Pick<
  LoggedSet,
  'clientId' | 'side' | 'reps' | 'seconds' | 'loadKg' | 'rpe' | 'records'
>

const mutedClass = 'text-slate-600 dark:text-slate-400'
const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100'

/**
 * Logged sets, each as 'Set 2 · Left · 8 reps · +10 kg · RPE 8' with its New PR marks and, when
 * `editable`, **Edit** (the figure, load and effort) and **Undo** (removes it at once; the toast
 * offers **Undo** to log it again). A set not sent yet is corrected or removed in the device's
 * queue. The session page and the player's list of this session's sets (docs/product.md#sessions).
 */
export function LoggedSets({
  userId,
  sets,
  editable,
  exerciseName,
  onRemoved,
  onUpdated,
  onRestored,
  units,
}: {
  userId: number
  sets: readonly ListedSet[]
  editable: boolean
  /** The athlete's unit of load: lines and the correction form read in it. */
  units: Units
  /** The exercise's name before each set (a list of several exercises). */
  exerciseName?: (exerciseId: number) => string
  /** Told when a set is removed (from the server, or from the device's queue), with its client id. */
  onRemoved?: (clientId: string) => void
  /** Told the set as corrected (by the server, or in the device's queue). */
  onUpdated?: (set: CorrectedSet) => void
  /** Told when the toast's Undo logged a removed set again: the stored set, or null while queued. */
  onRestored?: (clientId: string, stored: LoggedSet | null) => void
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {sets.map((set) => (
        <SetRow
          key={set.clientId}
          userId={userId}
          set={set}
          editable={editable}
          name={exerciseName?.(set.exerciseId)}
          onRemoved={onRemoved}
          onUpdated={onUpdated}
          onRestored={onRestored}
          units={units}
        />
      ))}
    </ul>
  )
}

/** One set's row: memoised, so a list that grows by a set renders only the new row. */
const SetRow = memo(function SetRow({
  userId,
  set,
  editable,
  name,
  onRemoved,
  onUpdated,
  onRestored,
  units,
}: {
  userId: number
  set: ListedSet
  editable: boolean
  units: Units
  name: string | undefined
  onRemoved?: (clientId: string) => void
  onUpdated?: (set: CorrectedSet) => void
  onRestored?: (clientId: string, stored: LoggedSet | null) => void
}) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  // The toast's Undo runs after this row is gone: it needs nothing of the row but the set.
  const removed = (lostBadges: readonly { name: string }[]) => {
    onRemoved?.(set.clientId)
    const badges = lostBadges.map((b) => b.name).join(', ')
    toast({
      title: t`Set removed`,
      description: lostBadges.length > 0 ? t`Badge taken back: ${badges}` : undefined,
      action: { label: t`Undo`, onClick: () => void restore(userId, set, onRestored) },
    })
  }
  const remove = useDeleteSet({
    onSuccess: (result) => removed(result.lostBadges),
    onError: (error) =>
      toast({
        title: t`Could not remove the set`,
        description: errorText(error),
        variant: 'destructive',
      }),
  })
  const undo = async () => {
    if (set.id !== null) return remove.mutate({ userId, setId: set.id })
    // Not sent yet: out of the device's queue; sent meanwhile: removed on the server.
    const result = await changeQueuedSet(userId, set.clientId, { remove: true })
    if (result.state === 'sent') remove.mutate({ userId, setId: result.set.id })
    else removed([])
  }
  const line = loggedSetText(set, units)
  const label = name ? `${name}, ${line}` : line
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-40 flex-1">
          {name ? <span className="font-semibold">{name} · </span> : null}
          <span className="tabular-nums">{line}</span>
        </span>
        {(set.records ?? []).length > 0 ? (
          <Badge>
            <Trans>New PR</Trans>
          </Badge>
        ) : null}
        {editable ? (
          <span className="flex gap-1">
            <button
              type="button"
              className={buttonClass('ghost')}
              aria-label={t`Edit ${label}`}
              aria-expanded={editing}
              onClick={() => setEditing((e) => !e)}
            >
              <Pencil aria-hidden className="h-4 w-4" /> <Trans>Edit</Trans>
            </button>
            <button
              type="button"
              className={buttonClass('ghost')}
              aria-label={t`Undo ${label}`}
              disabled={remove.isPending}
              onClick={() => void undo()}
            >
              <Undo2 aria-hidden className="h-4 w-4" /> <Trans>Undo</Trans>
            </button>
          </span>
        ) : null}
        {set.id === null ? (
          <span className={`text-sm ${mutedClass}`}>
            <Trans>Not sent yet</Trans>
          </span>
        ) : null}
      </div>
      {editing ? (
        <EditSet
          userId={userId}
          set={set}
          units={units}
          onDone={(stored) => {
            setEditing(false)
            if (stored) onUpdated?.(stored)
          }}
        />
      ) : null}
    </li>
  )
})

/** Logs a removed set again (the toast's Undo) and says how it went. */
async function restore(
  userId: number,
  set: ListedSet,
  onRestored: ((clientId: string, stored: LoggedSet | null) => void) | undefined,
) {
  try {
    const stored = await logAgain(userId, { ...set, ...set.again })
    onRestored?.(set.clientId, stored)
    toast(stored ? { title: i18n._(msg`Set restored`) } : SAVED_ON_DEVICE)
  } catch (error) {
    toast({
      title: i18n._(msg`Could not restore the set`),
      description: errorText(error),
      variant: 'destructive',
    })
  }
}

/**
 * The correction form: the set's figure (reps or seconds), load and effort. A set not sent yet
 * is corrected in the device's queue, and goes to the server as corrected.
 */
function EditSet({
  userId,
  set,
  units,
  onDone,
}: {
  userId: number
  set: ListedSet
  units: Units
  onDone: (stored?: CorrectedSet) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const timed = set.seconds !== null
  const [figure, setFigure] = useState(String(timed ? set.seconds : (set.reps ?? 0)))
  const [load, setLoad] = useState(loadInput(set.loadKg, units))
  const [rpe, setRpe] = useState(set.rpe === null ? '' : String(set.rpe))
  const update = useUpdateSet({
    onSuccess: (result) => {
      toast({ title: t`Set saved` })
      onDone(result.set)
    },
    onError: (error) =>
      toast({
        title: t`Could not save the set`,
        description: errorText(error),
        variant: 'destructive',
      }),
  })
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const value = Number(figure)
    const values = {
      ...(timed ? { seconds: value } : { reps: value }),
      loadKg: load.trim() === '' || Number(load) === 0 ? null : toKg(Number(load), units),
      rpe: rpe.trim() === '' ? null : Number(rpe),
    }
    if (set.id !== null) return update.mutate({ userId, setId: set.id, ...values })
    const result = await changeQueuedSet(userId, set.clientId, { values })
    if (result.state === 'sent') return update.mutate({ userId, setId: result.set.id, ...values })
    toast({ title: t`Set saved`, description: t`Kept on this device: it is sent corrected.` })
    onDone({
      clientId: set.clientId,
      side: set.side,
      reps: timed ? set.reps : value,
      seconds: timed ? value : set.seconds,
      loadKg: values.loadKg,
      rpe: values.rpe,
      records: [],
    })
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid grid-cols-3 gap-2"
      aria-label={t`Correct this set`}
    >
      <label className="text-sm font-medium" htmlFor={`${id}-figure`}>
        {timed ? t`Seconds` : t`Reps`}
        <input
          id={`${id}-figure`}
          className={inputClass}
          type="number"
          inputMode="numeric"
          min={0}
          max={timed ? SET_LIMITS.maxSeconds : SET_LIMITS.maxReps}
          required
          value={figure}
          onChange={(e) => setFigure(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium" htmlFor={`${id}-load`}>
        <Trans>Load ({units})</Trans>
        <input
          id={`${id}-load`}
          className={inputClass}
          type="number"
          inputMode="decimal"
          step={0.5}
          min={-Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
          max={Math.floor(fromKg(SET_LIMITS.maxLoadKg, units))}
          value={load}
          onChange={(e) => setLoad(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium" htmlFor={`${id}-rpe`}>
        <Trans>Effort (RPE)</Trans>
        <input
          id={`${id}-rpe`}
          className={inputClass}
          type="number"
          inputMode="decimal"
          step={0.5}
          min={SET_LIMITS.minRpe}
          max={SET_LIMITS.maxRpe}
          value={rpe}
          onChange={(e) => setRpe(e.target.value)}
        />
      </label>
      <div className="col-span-3 flex justify-end gap-2">
        <button type="button" className={buttonClass('outline')} onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  )
}
