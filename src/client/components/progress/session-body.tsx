import { Trans, useLingui } from '@lingui/react/macro'
import { CheckCircle2, CircleDashed } from 'lucide-react'
import { LoggedSets } from '~/client/components/progress/logged-sets'
import { calendarDay, planCountText, plannedText, sessionCountsText } from './training-labels'
import type { Units } from '~/shared/rules/units'
import type { PlannedExercise, SessionDetail } from '~/shared/schemas/sessions'
import { onTarget, planUnit } from '~/shared/rules/prescription'
import { scoreLabel } from '~/shared/rules/block-player'

const mutedClass = 'text-slate-600 dark:text-slate-400'

/**
 * One session's body as the athlete's page and their trainer's show it (docs/product.md#sessions):
 * complete or saved, the day and counts, then the sets by exercise; editable on the athlete's own.
 */
export function SessionBody({
  session,
  userId,
  units,
  editable,
  onRemoved,
}: {
  session: SessionDetail
  userId: number
  units: Units
  editable: boolean
  onRemoved?: () => void
}) {
  const { t } = useLingui()
  const names = new Map(session.exercises.map((e) => [e.id, e.name]))
  const byExercise = new Map<number, SessionDetail['sets']>()
  for (const set of session.sets) {
    byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set])
  }
  const planned = new Map((session.plan?.exercises ?? []).map((p) => [p.exerciseId, p]))
  const notDone = (session.plan?.exercises ?? []).filter((p) => !byExercise.has(p.exerciseId))
  const Icon = session.completed ? CheckCircle2 : CircleDashed
  const workoutNote = session.plan?.note
  return (
    <>
      <p className={`mb-4 flex items-center gap-2 ${mutedClass}`}>
        <Icon
          aria-hidden
          className={`h-5 w-5 shrink-0 ${session.completed ? 'text-emerald-700' : 'text-slate-500'}`}
        />
        <span>
          {session.completed ? <Trans>Workout Complete</Trans> : <Trans>Session saved</Trans>} ·{' '}
          <time dateTime={session.day}>
            {calendarDay(session.day, { weekday: 'long', month: 'long', day: 'numeric' })}
          </time>{' '}
          · {sessionCountsText(session, units)}
        </span>
      </p>
      {session.scores.length > 0 ? (
        <section
          aria-labelledby="block-scores"
          className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="block-scores" className="text-lg font-bold">
            <Trans>Scores</Trans>
          </h2>
          <ul className="mt-1 text-base font-semibold">
            {session.scores.map((score) => (
              <li key={score.id}>{scoreLabel(score)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {session.sets.length === 0 && session.scores.length === 0 ? (
        <p className={mutedClass}>
          <Trans>Marked as done without logged sets.</Trans>
        </p>
      ) : (
        [...byExercise].map(([exerciseId, sets]) => (
          <section
            key={exerciseId}
            aria-labelledby={`exercise-${exerciseId}`}
            className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`exercise-${exerciseId}`} className="text-lg font-bold">
              {names.get(exerciseId) ?? t`Exercise`}
            </h2>
            <PlannedLine
              planned={planned.get(exerciseId)}
              by={session.plan?.prescribedBy ?? null}
              sets={sets}
              units={units}
            />
            <LoggedSets
              userId={userId}
              sets={sets}
              editable={editable}
              units={units}
              {...(onRemoved ? { onRemoved } : {})}
            />
          </section>
        ))
      )}
      {workoutNote ? (
        <p className={`mb-4 ${mutedClass}`}>
          <Trans>Workout note: {workoutNote}</Trans>
        </p>
      ) : null}
      {notDone.length > 0 && session.sets.length > 0 ? (
        <section aria-label={t`Not done`} className="mb-4">
          <h2 className="text-lg font-bold">
            <Trans>Not done</Trans>
          </h2>
          <ul className={`mt-1 ${mutedClass}`}>
            {notDone.map((p) => (
              <li key={p.exerciseId}>
                {p.name} · {plannedText(p, units)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/**
 * The exercise's sets against what was asked (docs/product.md#session-review): 'From {trainer}:
 * 4 sets · 6-8 reps' where the trainer prescribed this exercise, else 'Planned: …' (the workout's own,
 * as the player runs it), then '3 of 4 sets · 2 on target' ('5 of 6 minutes', '4 rounds' of an AMRAP).
 */
function PlannedLine({
  planned,
  by,
  sets,
  units,
}: {
  planned: PlannedExercise | undefined
  by: string | null
  sets: SessionDetail['sets']
  units: Units
}) {
  if (!planned) return null
  // Both sides of a per-side set are one set, as the counts above them say.
  const done = new Map<number, boolean>()
  for (const set of sets) {
    done.set(set.setNumber, (done.get(set.setNumber) ?? true) && onTarget(set, planned))
  }
  const met = [...done.values()].filter(Boolean).length
  const doneCount = done.size
  const unit = planUnit(planned)
  // An AMRAP asks no count (its score is the plan): the rounds done stand alone.
  const plannedSets = planned.sets === null ? null : planCountText(planned.sets, unit)
  const doneText = planCountText(doneCount, unit)
  const prescription = plannedText(planned, units)
  const note = planned.note
  return (
    <div className={`text-sm ${mutedClass}`}>
      <p>
        {by && planned.prescribed ? (
          <Trans>
            From {by}: {prescription}
          </Trans>
        ) : (
          <Trans>Planned: {prescription}</Trans>
        )}
      </p>
      <p>
        {plannedSets === null ? (
          <Trans>
            {doneText} · {met} on target
          </Trans>
        ) : (
          <Trans>
            {doneCount} of {plannedSets} · {met} on target
          </Trans>
        )}
      </p>
      {note ? (
        <p>
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
    </div>
  )
}
