import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TrendingUp } from 'lucide-react'
import type { PassedStep, SessionScore } from '~/client/lib/player-session'
import {
  type BrokenRecord,
  clockLabel,
  summaryFigures,
  type WorkoutSummary,
} from '~/shared/rules/player'
import { volumeLabel } from '~/shared/rules/session-labels'
import type { Units } from '~/shared/rules/units'
import { scoreText } from './block-labels'
import { nextStepText, recordFigureText } from './player-labels'

// The summary's lists (docs/product.md#player), each shown only when it has something in it.

// src/shared cannot translate: its figure labels are looked up here, English the fallback.
const FIGURE_LABELS: Record<string, MessageDescriptor> = {
  'Total reps': msg`Total reps`,
  Held: msg`Held`,
  Worked: msg`Worked`,
}

/** Columns on a wider screen by how many figures there are (zero figures are left out). */
const STAT_COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-5',
}

/** The session's figures: its time, sets, totals and volume. */
export function SummaryFigures({
  seconds,
  totals,
  units,
}: {
  seconds: number
  totals: WorkoutSummary
  units: Units
}) {
  const { t } = useLingui()
  // A figure that is 0 is left out (no 'Time 0:00', no 'Held 0 s').
  const stats: [string, string][] = [
    ...(seconds > 0 ? [[t`Time`, clockLabel(seconds)] as [string, string]] : []),
    ...(totals.sets > 0 ? [[t`Sets`, String(totals.sets)] as [string, string]] : []),
    ...summaryFigures(totals).map(([label, value]): [string, string] => [
      FIGURE_LABELS[label] ? t(FIGURE_LABELS[label]) : label,
      value,
    ]),
  ]
  if (totals.volumeKg > 0) stats.push([t`Volume`, volumeLabel(totals.volumeKg, units)])
  return (
    <dl
      className={`mt-6 grid grid-cols-2 gap-3 ${stats.length > 5 ? 'sm:grid-cols-3' : (STAT_COLUMNS[stats.length] ?? 'sm:grid-cols-4')}`}
    >
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-slate-100 p-4 dark:bg-slate-900">
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-3xl font-extrabold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The AMRAP and For Time scores of this session (docs/product.md#blocks-in-the-player). */
export function SummaryScores({ scores }: { scores: readonly SessionScore[] }) {
  if (scores.length === 0) return null
  return (
    <section aria-labelledby="summary-scores" className="mt-6">
      <h2 id="summary-scores" className="text-lg font-bold">
        <Trans>Scores</Trans>
      </h2>
      <ul className="mt-2 grid gap-2">
        {scores.map((score) => (
          <li
            key={score.clientId}
            className="rounded-2xl bg-slate-100 p-4 text-xl font-extrabold tabular-nums dark:bg-slate-900"
          >
            {scoreText(score)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The ladder steps this session passed, and what each opened. */
export function PassedSteps({ steps }: { steps: readonly PassedStep[] }) {
  const { t } = useLingui()
  if (steps.length === 0) return null
  return (
    <section aria-labelledby="steps-heading" className="mt-6">
      <h2 id="steps-heading" className="text-lg font-bold">
        {steps.length === 1 ? t`Step passed` : t`Steps passed`}
      </h2>
      <ul className="mt-2 grid gap-2">
        {steps.map((p) => {
          const { skillName, order: stepNumber, exerciseName } = p
          return (
            <li
              key={p.stepId}
              className="flex items-start gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-700 dark:bg-emerald-950"
            >
              <TrendingUp
                className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-300"
                aria-hidden="true"
              />
              <div>
                <p className="font-semibold">
                  {t`${skillName}: step ${stepNumber} passed, ${exerciseName}`}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {p.unlocked
                    ? t`${skillName} unlocked!`
                    : p.nextStep
                      ? nextStepText(p.nextStep)
                      : t`${skillName}: every step passed`}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The records this session broke, each by its exercise's name. */
export function BrokenRecords({
  records,
  names,
}: {
  records: readonly BrokenRecord[]
  names: ReadonlyMap<number, string>
}) {
  const { t } = useLingui()
  if (records.length === 0) return null
  return (
    <section aria-labelledby="records-heading" className="mt-6">
      <h2 id="records-heading" className="text-lg font-bold">
        <Trans>Records broken</Trans>
      </h2>
      <ul className="mt-2 grid gap-2">
        {records.map((r) => (
          <li
            key={`${r.exerciseId}:${r.kind}:${r.figure}`}
            className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
          >
            <span className="rounded-full bg-amber-500 px-2.5 py-1 text-xs font-extrabold text-slate-950 uppercase">
              <Trans>New PR</Trans>
            </span>
            <span className="font-semibold">
              {names.get(r.exerciseId) ?? t`Exercise`}: {recordFigureText(r.figure)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
