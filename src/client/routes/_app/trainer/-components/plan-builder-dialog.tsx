import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, Check, Plus, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SelectField, TextAreaField, TextField } from '~/client/components/ui/form-field'
import { SearchBox } from '~/client/components/ui/search-box'
import { Spinner } from '~/client/components/ui/spinner'
import { serverFieldErrors } from '~/client/lib/errors'
import { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
import { useCreatePlan, useUpdatePlan } from '~/client/lib/mutations/use-plan-mutations'
import { trpc } from '~/client/lib/trpc'
import { useZodForm } from '~/client/lib/use-zod-form'
import { sectionLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { searchWorkouts } from '~/shared/rules/catalogue-search'
import { useAssignableWorkouts } from './use-assignable-workouts'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Client } from '~/shared/schemas/invitation'
import {
  PLAN_MAX_WORKOUTS,
  planInputSchema,
  type Plan,
  type PlanWorkout,
  toPlanWorkout,
} from '~/shared/schemas/plan'

type Values = Record<'name' | 'description' | 'userId', string>

const iconButtonClass =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800'

/**
 * 'Create Plan' (no plan; optionally for `clientId`, from `/trainer/plans?client=`) or 'Edit
 * Plan'. Mounted fresh each time it opens; the form waits for the trainer's clients and the
 * catalogue so the client picker and the workout list are right from the first frame.
 */
export function PlanBuilderDialog({
  plan,
  clientId,
  onClose,
}: {
  plan: Plan | null
  clientId?: number
  onClose: () => void
}) {
  const { t } = useLingui()
  const clients = trpc.trainer.users.useQuery()
  const catalogue = useAssignableWorkouts()
  const planName = plan?.name ?? ''
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={plan ? t`Edit Plan` : t`Create Plan`}
      description={
        plan
          ? t`Change ${planName}: its details, client and workouts.`
          : t`Name the plan, choose the client and pick workouts from the catalogue in the order to do them.`
      }
    >
      {clients.data && catalogue.data ? (
        <PlanForm
          plan={plan}
          clientId={clientId}
          clients={clients.data}
          catalogue={catalogue.data}
          onClose={onClose}
        />
      ) : clients.error || catalogue.error ? (
        <p className="py-6 text-center text-red-700 dark:text-red-400">
          <Trans>Could not load your clients and the workouts: close this and try again.</Trans>
        </p>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading clients and workouts`} />
        </div>
      )}
    </Dialog>
  )
}

function clientOptions(clients: Client[], plan: Plan | null) {
  const options = [
    { value: '', label: i18n._(msg`Not assigned`) },
    ...clients.map((c) => ({ value: String(c.id), label: c.username })),
  ]
  // A plan may still be assigned to someone who is no longer the trainer's client: say so.
  if (plan?.userId && !clients.some((c) => c.id === plan.userId)) {
    const clientName = plan.clientName ?? i18n._(msg`Unknown`)
    options.push({
      value: String(plan.userId),
      label: i18n._(msg`${clientName} (no longer your client)`),
    })
  }
  return options
}

function PlanForm({
  plan,
  clientId,
  clients,
  catalogue,
  onClose,
}: {
  plan: Plan | null
  clientId?: number
  clients: Client[]
  catalogue: Workout[]
  onClose: () => void
}) {
  const { t } = useLingui()
  const unknownClient = !plan && clientId !== undefined && !clients.some((c) => c.id === clientId)
  const [picked, setPicked] = useState<PlanWorkout[]>(plan?.workouts ?? [])
  const form = useZodForm({
    initial: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      userId: plan
        ? String(plan.userId ?? '')
        : clientId !== undefined && !unknownClient
          ? String(clientId)
          : '',
    } satisfies Values,
    schema: planInputSchema,
    toInput: (v: Values) => ({
      name: v.name,
      description: v.description,
      userId: v.userId ? Number(v.userId) : null,
      workoutIds: picked.map((w) => w.id),
    }),
  })
  const onError = (error: unknown) => {
    form.setErrors(serverFieldErrors(error))
    toastFailed(error)
  }
  const saved = (title: string) => {
    toastDone(title)
    onClose()
  }
  const create = useCreatePlan({
    onSuccess: () => saved(t`Plan created`),
    onError,
  })
  const update = useUpdatePlan({
    onSuccess: () => saved(t`Plan updated`),
    onError,
  })
  const pending = create.isPending || update.isPending
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return
    if (plan) update.mutate({ id: plan.id, ...result.data })
    else create.mutate(result.data)
  }

  const setWorkouts = (next: PlanWorkout[]) => {
    setPicked(next)
    form.setErrors((errors) => ({ ...errors, workoutIds: undefined }))
  }
  const { values, errors, set } = form
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {unknownClient ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <Trans>
            The person in the link is not one of your clients, so this plan starts unassigned.
          </Trans>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Name`}
          value={values.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
        />
        <SelectField
          label={t`Client`}
          value={values.userId}
          onChange={(v) => set('userId', v)}
          options={clientOptions(clients, plan)}
          error={errors.userId}
          hint={
            clients.length === 0
              ? t`You have no clients yet: invite them from Manage Users.`
              : undefined
          }
        />
      </div>
      <TextAreaField
        label={t`Description`}
        rows={2}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <PickedWorkouts picked={picked} onChange={setWorkouts} error={errors.workoutIds} />
        <CatalogueWorkouts
          catalogue={catalogue}
          picked={picked}
          onAdd={(w) => setWorkouts([...picked, toPlanWorkout(w)])}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? t`Saving...` : plan ? t`Save Plan` : t`Create Plan`}
        </button>
      </div>
    </form>
  )
}

/** A workout's title with its section and minutes, in a list row. */
function WorkoutLabel({ workout }: { workout: PlanWorkout }) {
  const minutes = workout.minutes
  return (
    <span className="min-w-0 flex-1 text-sm">
      <span className="block font-semibold break-words">{workout.title}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {sectionLabel(workout.category)} · <Trans>{minutes} min</Trans>
      </span>
    </span>
  )
}

type FocusTarget = { workoutId: number; action: 'up' | 'down' | 'remove' } | { action: 'none' }

/** The plan's workouts in order, each with move up, move down and remove buttons. */
function PickedWorkouts({
  picked,
  onChange,
  error,
}: {
  picked: PlanWorkout[]
  onChange: (next: PlanWorkout[]) => void
  error?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const [focus, setFocus] = useState<FocusTarget | null>(null)
  // Keyboard users keep their place: after a move the focus follows the workout (to the other
  // arrow when it reached an end); after a removal it goes to the next workout's remove button.
  useEffect(() => {
    if (!focus || !list.current) return
    const buttons = (selector: string) =>
      Array.from(list.current?.querySelectorAll<HTMLButtonElement>(selector) ?? []).filter(
        (b) => !b.disabled,
      )
    const target =
      focus.action === 'none'
        ? undefined
        : (buttons(`[data-workout="${focus.workoutId}"][data-action="${focus.action}"]`)[0] ??
          buttons(`[data-workout="${focus.workoutId}"]`)[0])
    ;(target ?? buttons('[data-action="remove"]')[0])?.focus()
    setFocus(null)
  }, [focus])

  const move = (index: number, by: -1 | 1) => {
    const next = [...picked]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(index + by, 0, moved)
    onChange(next)
    const title = moved.title
    const position = index + by + 1
    const count = next.length
    setAnnouncement(t`${title} moved to position ${position} of ${count}`)
    setFocus({ workoutId: moved.id, action: by === -1 ? 'up' : 'down' })
  }
  const remove = (index: number) => {
    const removed = picked[index]
    if (!removed) return
    const next = picked.filter((_, i) => i !== index)
    onChange(next)
    const title = removed.title
    setAnnouncement(t`${title} removed from the plan`)
    const after = next[index] ?? next[index - 1]
    setFocus(after ? { workoutId: after.id, action: 'remove' } : { action: 'none' })
  }
  const minutes = picked.reduce((sum, w) => sum + w.minutes, 0)
  const pickedCount = picked.length
  const moveUpLabel = (title: string) => t`Move ${title} up`
  const moveDownLabel = (title: string) => t`Move ${title} down`
  const removeLabel = (title: string) => t`Remove ${title}`

  return (
    <section aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        <Trans>Workouts in this plan ({pickedCount})</Trans>
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {picked.length === 0
          ? t`In the order to do them`
          : t`${minutes} min in total, in this order`}
      </p>
      {picked.length === 0 ? (
        <p
          className={`mt-2 rounded-lg border border-dashed p-4 text-center text-sm text-slate-600 dark:text-slate-400 ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`}
        >
          <Trans>No workouts yet: add them from the catalogue.</Trans>
        </p>
      ) : (
        <ol ref={list} aria-labelledby={`${id}-title`} className="mt-2 grid gap-1">
          {picked.map((w, i) => (
            <li
              key={w.id}
              className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 pr-1 pl-3 dark:border-slate-700"
            >
              <span className="w-5 shrink-0 text-sm font-semibold text-slate-500 dark:text-slate-400">
                {i + 1}.
              </span>
              <WorkoutLabel workout={w} />
              <button
                type="button"
                className={iconButtonClass}
                data-workout={w.id}
                data-action="up"
                aria-label={moveUpLabel(w.title)}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={iconButtonClass}
                data-workout={w.id}
                data-action="down"
                aria-label={moveDownLabel(w.title)}
                disabled={i === picked.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-red-700 dark:text-red-400`}
                data-workout={w.id}
                data-action="remove"
                aria-label={removeLabel(w.title)}
                onClick={() => remove(i)}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}

/** The catalogue, searched by title, section or description, with an Add button per workout. */
function CatalogueWorkouts({
  catalogue,
  picked,
  onAdd,
}: {
  catalogue: Workout[]
  picked: PlanWorkout[]
  onAdd: (workout: Workout) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [search, setSearch] = useState('')
  const inPlan = new Set(picked.map((w) => w.id))
  const full = picked.length >= PLAN_MAX_WORKOUTS
  const maxWorkouts = PLAN_MAX_WORKOUTS
  const addedLabel = (title: string) => t`Added ${title}`
  const addLabel = (title: string) => t`Add ${title}`
  // The catalogue search (docs/product.md#search-rule): title, then section, then description.
  const rows = searchWorkouts(catalogue, search)
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        <Trans>Add from the catalogue</Trans>
      </h3>
      <SearchBox value={search} onChange={setSearch} placeholder={t`Search workouts...`} />
      {full ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          <Trans>A plan holds at most {maxWorkouts} workouts.</Trans>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <Trans>No workouts found</Trans>
        </p>
      ) : (
        <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto pr-1">
          {rows.map((w) => {
            const added = inPlan.has(w.id)
            return (
              <li
                key={w.id}
                className="flex items-center gap-2 rounded-lg bg-slate-50 py-1 pr-1 pl-3 dark:bg-slate-800/60"
              >
                <WorkoutLabel workout={w} />
                <button
                  type="button"
                  className={`${buttonClass(added ? 'ghost' : 'outline')} shrink-0 px-3`}
                  aria-label={added ? addedLabel(w.title) : addLabel(w.title)}
                  disabled={added || full}
                  onClick={() => onAdd(w)}
                >
                  {added ? (
                    <>
                      <Check aria-hidden className="h-4 w-4" /> <Trans>Added</Trans>
                    </>
                  ) : (
                    <>
                      <Plus aria-hidden className="h-4 w-4" /> <Trans>Add</Trans>
                    </>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
