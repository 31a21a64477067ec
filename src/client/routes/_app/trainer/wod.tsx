import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Megaphone, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { SelectField, TextAreaField, TextField } from '~/client/components/ui/form-field'
import { Spinner } from '~/client/components/ui/spinner'
import { scoreTypeLabel } from '~/client/lib/display-labels'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { SCORE_TYPES, type ScoreType } from '~/shared/rules/blocks'
import type { Wod, WodKiosk } from '~/shared/schemas/wod'

export const Route = createFileRoute('/_app/trainer/wod')({
  loader: ({ context }) =>
    Promise.all([
      context.utils.wods.kiosks.ensureData(),
      context.utils.workouts.list.ensureData(),
      context.utils.workouts.mine.ensureData(),
    ]),
  pendingComponent: WodPending,
  errorComponent: WodError,
  component: WodEditorPage,
})

function WodPending() {
  const { t } = useLingui()
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t`Loading the workout of the day`} />
    </div>
  )
}

function WodError({ error }: { error: unknown }) {
  const { t } = useLingui()
  return (
    <>
      <PageHeading title={t`Workout of the day`} back />
      <p role="alert" className="rounded-2xl border border-amber-400 p-4 dark:border-amber-500">
        {errorText(error)}
      </p>
    </>
  )
}

/**
 * docs/product.md#workout-of-the-day: a coach posts the gym's workout of the day for one kiosk
 * and day; the wall leads with it from its publish time.
 */
function WodEditorPage() {
  const { t } = useLingui()
  const [kiosks] = trpc.wods.kiosks.useSuspenseQuery()
  const [kioskId, setKioskId] = useState(kiosks[0]?.id ?? 0)
  const kiosk = kiosks.find((k) => k.id === kioskId)
  const [day, setDay] = useState(kiosk?.today ?? '')
  return (
    <>
      <PageHeading title={t`Workout of the day`} subtitle={t`Post the gym’s WOD to a kiosk`} back />
      {kiosk ? (
        <div className="space-y-6">
          <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <SelectField
              label={t`Kiosk`}
              value={String(kioskId)}
              onChange={(v) => {
                const next = kiosks.find((k) => k.id === Number(v))
                setKioskId(Number(v))
                if (next) setDay(next.today)
              }}
              options={kiosks.map((k) => ({ value: String(k.id), label: k.name }))}
            />
            <DayField kiosk={kiosk} day={day} onChange={setDay} />
          </div>
          {day ? <WodForm key={`${kioskId}-${day}`} kiosk={kiosk} day={day} /> : null}
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>No kiosks yet: an admin registers the gym’s screens under Admin › Kiosks.</Trans>
        </p>
      )}
    </>
  )
}

function DayField({
  kiosk,
  day,
  onChange,
}: {
  kiosk: WodKiosk
  day: string
  onChange: (day: string) => void
}) {
  const { timeZone, today } = kiosk
  return (
    <div>
      <label htmlFor="wod-day" className="block text-sm font-semibold">
        <Trans>Day</Trans>
      </label>
      <input
        id="wod-day"
        type="date"
        min={kiosk.today}
        value={day}
        aria-describedby="wod-day-hint"
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <p id="wod-day-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          The kiosk’s own day ({timeZone}); today there is {today}.
        </Trans>
      </p>
    </div>
  )
}

/** 'YYYY-MM-DDTHH:mm' in this device's time, what a datetime-local field holds. */
function localInput(iso: string): string {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

interface Draft {
  workoutId: string
  scoreType: ScoreType
  rx: string
  scaled: string
  publishAt: string
}

const draftOf = (wod: Wod | null): Draft => ({
  workoutId: wod ? String(wod.workoutId) : '',
  scoreType: wod?.scoreType ?? 'time',
  rx: wod?.rx ?? '',
  scaled: wod?.scaled ?? '',
  publishAt: localInput(wod?.publishAt ?? new Date().toISOString()),
})

function WodForm({ kiosk, day }: { kiosk: WodKiosk; day: string }) {
  const { t } = useLingui()
  const current = trpc.wods.get.useQuery({ kioskId: kiosk.id, day })
  if (current.isError) return <p role="alert">{errorText(current.error)}</p>
  if (!current.isSuccess) return <Spinner label={t`Loading the day’s workout`} />
  // A new form when a post appears or goes: its fields start from what is posted.
  return (
    <WodFields
      key={current.data ? current.data.id : 'none'}
      kiosk={kiosk}
      day={day}
      existing={current.data}
    />
  )
}

function WodFields({
  kiosk,
  day,
  existing,
}: {
  kiosk: WodKiosk
  day: string
  existing: Wod | null
}) {
  const { t } = useLingui()
  const key = { kioskId: kiosk.id, day }
  const [catalogue] = trpc.workouts.list.useSuspenseQuery()
  const [mine] = trpc.workouts.mine.useSuspenseQuery()
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }))
  const utils = trpc.useUtils()
  const failed = (error: unknown) => {
    setErrors(serverFieldErrors(error))
    toast({ title: t`Could not save`, description: errorText(error), variant: 'destructive' })
  }
  const save = trpc.wods.put.useMutation({
    onSuccess: (wod) => {
      utils.wods.get.setData(key, wod)
      toast({ title: t`Workout of the day posted`, variant: 'success' })
    },
    onError: failed,
  })
  const remove = trpc.wods.delete.useMutation({
    onSuccess: async () => {
      utils.wods.get.setData(key, null)
      toast({ title: t`Workout of the day taken down`, variant: 'success' })
    },
    onError: failed,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft.workoutId) {
      setErrors({ workoutId: t`Choose a workout` })
      return
    }
    const publishAt = new Date(draft.publishAt)
    if (Number.isNaN(publishAt.getTime())) {
      setErrors({ publishAt: t`Choose when it is published` })
      return
    }
    setErrors({})
    save.mutate({
      ...key,
      workoutId: Number(draft.workoutId),
      scoreType: draft.scoreType,
      rx: draft.rx,
      scaled: draft.scaled,
      publishAt: publishAt.toISOString(),
    })
  }
  const postedTitle = existing?.workoutTitle ?? ''
  const workoutOptions = [
    { value: '', label: t`Choose a workout…` },
    ...mine.map(({ id, title }) => ({ value: String(id), label: t`${title} (mine)` })),
    ...catalogue.map((w) => ({ value: String(w.id), label: w.title })),
  ]
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Workout of the day for ${day}`}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm font-semibold sm:col-span-2" role="status">
        {!existing
          ? t`Nothing posted for this day yet.`
          : existing.classStartedAt
            ? t`Posted: ${postedTitle} · class started`
            : t`Posted: ${postedTitle}`}
      </p>
      <SelectField
        label={t`Workout`}
        value={draft.workoutId}
        onChange={(v) => set('workoutId', v)}
        options={workoutOptions}
        error={errors.workoutId}
      />
      <SelectField
        label={t`Score type`}
        value={draft.scoreType}
        onChange={(v) => set('scoreType', v as ScoreType)}
        options={SCORE_TYPES.map((type) => ({ value: type, label: scoreTypeLabel(type) }))}
        error={errors.scoreType}
      />
      <TextAreaField
        label={t`Rx`}
        value={draft.rx}
        onChange={(v) => set('rx', v)}
        error={errors.rx}
        hint={t`The workout as written, e.g. loads and standards`}
      />
      <TextAreaField
        label={t`Scaled`}
        value={draft.scaled}
        onChange={(v) => set('scaled', v)}
        error={errors.scaled}
        hint={t`The easier version`}
      />
      <TextField
        label={t`Publish time`}
        type="datetime-local"
        value={draft.publishAt}
        onChange={(v) => set('publishAt', v)}
        error={errors.publishAt}
        hint={t`In this device’s time; the wall and the score page show it from then`}
      />
      <div className="flex flex-wrap items-end justify-end gap-3 sm:col-span-2">
        {existing ? (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={remove.isPending}
            onClick={() => remove.mutate(key)}
          >
            <Trash2 aria-hidden className="h-4 w-4" /> <Trans>Take down</Trans>
          </button>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          <Megaphone aria-hidden className="h-4 w-4" /> {existing ? t`Update` : t`Post`}
        </button>
      </div>
    </form>
  )
}
