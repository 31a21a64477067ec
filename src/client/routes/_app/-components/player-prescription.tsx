import { Trans, useLingui } from '@lingui/react/macro'
import { ClipboardCheck } from 'lucide-react'
import type { Units } from '~/shared/rules/units'
import type { Prescription } from '~/shared/schemas/calendar'
import { prescriptionText } from './player/player-labels'

/** What the athlete's trainer prescribed for the workout scheduled today. */
export interface TodaysPrescription {
  trainerName: string | null
  prescription: Prescription
}

/**
 * The trainer's prescription for the exercise on screen (docs/product.md#calendar): 'From
 * {trainer}: 4 sets · 6-8 reps · +10 kg', its note, and the workout's note; nothing without one.
 */
export function PlayerPrescription({
  prescribed,
  exerciseId,
  units,
}: {
  prescribed: TodaysPrescription | null
  exerciseId: number
  units: Units
}) {
  const { t } = useLingui()
  if (!prescribed) return null
  const { note, exercises } = prescribed.prescription
  const exercise = exercises.find((e) => e.exerciseId === exerciseId)
  const label = exercise ? prescriptionText(exercise, units) : ''
  const trainer = prescribed.trainerName ?? t`your trainer`
  if (!note && !label && !exercise?.note) return null
  return (
    <div className="mt-2 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100">
      <ClipboardCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 break-words">
        <p className="font-semibold">{label ? t`From ${trainer}: ${label}` : t`From ${trainer}`}</p>
        {exercise?.note ? <p>{exercise.note}</p> : null}
        {note ? (
          <p>
            <Trans>Workout note: {note}</Trans>
          </p>
        ) : null}
      </div>
    </div>
  )
}
