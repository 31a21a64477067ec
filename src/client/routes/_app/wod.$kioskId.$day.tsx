import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { TextAreaField, TextField } from '~/client/components/ui/form-field'
import { Spinner } from '~/client/components/ui/spinner'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { toast } from '~/client/lib/use-toast'
import { i18n } from '~/client/lib/i18n'
import { translateSaid } from '~/client/lib/zod-messages'
import { planLine } from '~/client/routes/kiosk/-components/board-format'
import { blockHeading, boardDayText, scoredByText } from '~/client/routes/kiosk/-lib/kiosk-labels'
import { loadInput, toKg, type Units } from '~/shared/rules/units'
import {
  clockTime,
  parseClockTime,
  scoreIssues,
  type WodScoreFigures,
} from '~/shared/rules/whiteboard'
import type { WodScore, WodScorePage, WodWorkout } from '~/shared/schemas/wod'

export const Route = createFileRoute('/_app/wod/$kioskId/$day')({
  loader: ({ context, params }) =>
    context.utils.wods.scorePage.ensureData({ kioskId: Number(params.kioskId), day: params.day }),
  pendingComponent: () => (
    <div className="flex justify-center py-10">
      <Spinner label={i18n._(msg`Loading the workout of the day`)} />
    </div>
  ),
  errorComponent: ({ error }) => (
    <>
      <PageHeading title={i18n._(msg`Workout of the day`)} back />
      <p role="alert" className="rounded-2xl border border-amber-400 p-4 dark:border-amber-500">
        {errorText(error)}
      </p>
    </>
  ),
  component: WodScorePageView,
})

/**
 * docs/product.md#whiteboard: the athlete's phone after the wall's QR code: the workout of the
 * day and their score for it, which they may change until the gym's day ends.
 */
function WodScorePageView() {
  const { t } = useLingui()
  const params = Route.useParams()
  const key = { kioskId: Number(params.kioskId), day: params.day }
  const [page] = trpc.wods.scorePage.useSuspenseQuery(key)
  return (
    <>
      <PageHeading
        title={t`Workout of the day`}
        subtitle={`${page.kioskName} · ${boardDayText(page.day)}`}
        back
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <WorkoutSummary workout={page.workout} />
        <ScoreForm page={page} wodKey={key} />
      </div>
    </>
  )
}

const cardClass =
  'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900'

function WorkoutSummary({ workout }: { workout: WodWorkout }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="wod-title" className={cardClass}>
      <h2 id="wod-title" className="text-2xl font-bold">
        {workout.title}
      </h2>
      <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-brand-100">
        {scoredByText(workout.scoreType)}
      </p>
      {workout.blocks.map((block) => (
        <div key={block.id} className="mt-4">
          <h3 className="font-semibold">{blockHeading(block)}</h3>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {block.exercises.map((e, i) => (
              <li key={`${e.id}-${i}`} className="flex justify-between gap-3 py-2">
                <span>
                  {e.plan.label ? <span className="mr-2 font-semibold">{e.plan.label}</span> : null}
                  {e.name}
                </span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {planLine(e)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {(
          [
            // eslint-disable-next-line lingui/no-unlocalized-strings -- 'Rx' (as prescribed) is the gym's own word in every language
            ['Rx', workout.rx],
            [t`Scaled`, workout.scaled],
          ] as const
        ).map(([label, text]) =>
          text ? (
            <div key={label} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm font-bold">{label}</dt>
              <dd className="mt-1 text-sm whitespace-pre-line">{text}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  )
}

interface Draft {
  time: string
  capped: boolean
  rounds: string
  reps: string
  load: string
  passed: 'yes' | 'no' | ''
  scaled: boolean
  note: string
  hideName: boolean
  hideScore: boolean
}

function draftOf(mine: WodScore | null, units: Units): Draft {
  return {
    time: mine?.seconds != null ? clockTime(mine.seconds) : '',
    capped: mine !== null && mine.seconds === null,
    rounds: mine?.rounds != null ? String(mine.rounds) : '',
    reps: mine?.reps != null ? String(mine.reps) : '',
    load: loadInput(mine?.loadKg ?? null, units),
    passed: mine?.passed == null ? '' : mine.passed ? 'yes' : 'no',
    scaled: mine?.scaled ?? false,
    note: mine?.note ?? '',
    hideName: mine?.hideName ?? false,
    hideScore: mine?.hideScore ?? false,
  }
}

const whole = (text: string): number | null | 'bad' =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : 'bad'

/** The draft's figures for its score type, or the field messages that stop it. */
function figuresOf(
  type: WodWorkout['scoreType'],
  d: Draft,
  units: Units,
): { figures: WodScoreFigures } | { errors: Record<string, string> } {
  const figures: WodScoreFigures = {
    seconds: null,
    rounds: null,
    reps: null,
    loadKg: null,
    passed: null,
  }
  const errors: Record<string, string> = {}
  if (type === 'time' && !d.capped) {
    figures.seconds = parseClockTime(d.time)
    if (figures.seconds === null) errors.seconds = i18n._(msg`Enter your time as mm:ss, e.g. 12:30`)
  }
  if (type === 'rounds+reps' || type === 'reps') {
    const reps = whole(d.reps)
    if (reps === 'bad') errors.reps = i18n._(msg`Enter reps as a whole number`)
    else figures.reps = type === 'rounds+reps' ? (reps ?? 0) : reps
  }
  if (type === 'rounds+reps') {
    const rounds = whole(d.rounds)
    if (rounds === 'bad') errors.rounds = i18n._(msg`Enter rounds as a whole number`)
    else figures.rounds = rounds
  }
  if (type === 'load' && d.load.trim() !== '') {
    const value = Number(d.load.replace(',', '.'))
    if (!Number.isFinite(value) || value <= 0)
      errors.loadKg = i18n._(msg`Enter the load as a number`)
    else figures.loadKg = Number(toKg(value, units).toFixed(3))
  }
  if (type === 'pass') figures.passed = d.passed === '' ? null : d.passed === 'yes'
  for (const issue of scoreIssues(type, figures)) {
    const field = issue.path[0]
    if (field && !errors[field]) errors[field] = translateSaid(issue.message)
  }
  return Object.keys(errors).length > 0 ? { errors } : { figures }
}

const checkboxClass = 'h-5 w-5 shrink-0 accent-brand-700'
const choiceClass = 'flex min-h-11 items-center gap-3'

function ScoreForm({
  page,
  wodKey,
}: {
  page: WodScorePage
  wodKey: { kioskId: number; day: string }
}) {
  const { t } = useLingui()
  const units = useUnits()
  const type = page.workout.scoreType
  const [draft, setDraft] = useState(() => draftOf(page.mine, units))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }))
  const utils = trpc.useUtils()
  const save = trpc.wods.postScore.useMutation({
    onSuccess: async () => {
      toast({ title: t`Score saved`, variant: 'success' })
      await utils.wods.scorePage.invalidate(wodKey)
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error))
      toast({ title: t`Could not save`, description: errorText(error), variant: 'destructive' })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const read = figuresOf(type, draft, units)
    if ('errors' in read) {
      setErrors(read.errors)
      return
    }
    setErrors({})
    save.mutate({
      ...wodKey,
      ...read.figures,
      scaled: draft.scaled,
      note: draft.note,
      hideName: draft.hideName,
      hideScore: draft.hideScore,
    })
  }
  const closed = !page.editable

  return (
    <section aria-labelledby="score-title" className={cardClass}>
      <h2 id="score-title" className="text-xl font-bold">
        {page.mine ? <Trans>Your score</Trans> : <Trans>Post your score</Trans>}
      </h2>
      {closed ? (
        <p className="mt-2 rounded-xl bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <Trans>Scores are posted on the workout’s own day only.</Trans>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset disabled={closed} className="space-y-4">
          {type === 'time' ? (
            <>
              {draft.capped ? null : (
                <TextField
                  label={t`Time (mm:ss)`}
                  inputMode="numeric"
                  placeholder="12:30"
                  value={draft.time}
                  onChange={(v) => set('time', v)}
                  error={errors.seconds}
                />
              )}
              <label className={choiceClass}>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={draft.capped}
                  onChange={(e) => set('capped', e.target.checked)}
                />
                <Trans>Time capped (did not finish)</Trans>
              </label>
            </>
          ) : null}
          {type === 'rounds+reps' ? (
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t`Rounds`}
                inputMode="numeric"
                value={draft.rounds}
                onChange={(v) => set('rounds', v)}
                error={errors.rounds}
              />
              <TextField
                label={t`Extra reps`}
                inputMode="numeric"
                value={draft.reps}
                onChange={(v) => set('reps', v)}
                error={errors.reps}
              />
            </div>
          ) : null}
          {type === 'reps' ? (
            <TextField
              label={t`Reps`}
              inputMode="numeric"
              value={draft.reps}
              onChange={(v) => set('reps', v)}
              error={errors.reps}
            />
          ) : null}
          {type === 'load' ? (
            <TextField
              label={t`Load (${units})`}
              inputMode="decimal"
              value={draft.load}
              onChange={(v) => set('load', v)}
              error={errors.loadKg}
            />
          ) : null}
          {type === 'pass' ? (
            <fieldset>
              <legend className="text-sm font-semibold">
                <Trans>Did you pass?</Trans>
              </legend>
              <div className="mt-1 flex gap-6">
                {(['yes', 'no'] as const).map((v) => (
                  <label key={v} className={choiceClass}>
                    <input
                      type="radio"
                      name="passed"
                      className={checkboxClass}
                      checked={draft.passed === v}
                      onChange={() => set('passed', v)}
                    />
                    {v === 'yes' ? <Trans>Yes</Trans> : <Trans>Not yet</Trans>}
                  </label>
                ))}
              </div>
              {errors.passed ? (
                <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.passed}</p>
              ) : null}
            </fieldset>
          ) : null}
          <fieldset>
            <legend className="text-sm font-semibold">
              <Trans>Version</Trans>
            </legend>
            <div className="mt-1 flex gap-6">
              {([false, true] as const).map((scaled) => (
                <label key={String(scaled)} className={choiceClass}>
                  <input
                    type="radio"
                    name="version"
                    className={checkboxClass}
                    checked={draft.scaled === scaled}
                    onChange={() => set('scaled', scaled)}
                  />
                  {
                    // eslint-disable-next-line lingui/no-unlocalized-strings -- 'Rx' (as prescribed) is the gym's own word in every language
                    scaled ? <Trans>Scaled</Trans> : 'Rx'
                  }
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label={t`Note (optional)`}
            value={draft.note}
            onChange={(v) => set('note', v)}
            error={errors.note}
            rows={2}
          />
          <label className={choiceClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={draft.hideName}
              onChange={(e) => set('hideName', e.target.checked)}
            />
            <Trans>Hide my name on the wall</Trans>
          </label>
          <label className={choiceClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={draft.hideScore}
              onChange={(e) => set('hideScore', e.target.checked)}
            />
            <Trans>Hide my score from the wall</Trans>
          </label>
          <button
            type="submit"
            className={`${buttonClass('primary', 'lg')} w-full`}
            disabled={save.isPending}
          >
            <Check aria-hidden className="h-5 w-5" />
            {page.mine ? <Trans>Update score</Trans> : <Trans>Save score</Trans>}
          </button>
        </fieldset>
      </form>
    </section>
  )
}
