import { CheckCircle2, CircleDashed } from 'lucide-react'
import { LoggedSets } from '~/client/components/progress/logged-sets'
import { sessionCounts } from '~/shared/rules/session-labels'
import type { Units } from '~/shared/rules/units'
import type { SessionDetail } from '~/shared/schemas/sessions'

const muted = 'text-slate-600 dark:text-slate-400'

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
  const names = new Map(session.exercises.map((e) => [e.id, e.name]))
  const byExercise = new Map<number, SessionDetail['sets']>()
  for (const set of session.sets) {
    byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set])
  }
  const Icon = session.completed ? CheckCircle2 : CircleDashed
  return (
    <>
      <p className={`mb-4 flex items-center gap-2 ${muted}`}>
        <Icon
          aria-hidden
          className={`h-5 w-5 shrink-0 ${session.completed ? 'text-emerald-700' : 'text-slate-500'}`}
        />
        <span>
          {session.completed ? 'Workout Complete' : 'Session saved'} ·{' '}
          <time dateTime={session.day}>
            {new Date(`${session.day}T12:00:00Z`).toLocaleDateString('en-US', {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </time>{' '}
          · {sessionCounts(session, units)}
        </span>
      </p>
      {session.sets.length === 0 ? (
        <p className={muted}>Marked as done without logged sets.</p>
      ) : (
        [...byExercise].map(([exerciseId, sets]) => (
          <section
            key={exerciseId}
            aria-labelledby={`exercise-${exerciseId}`}
            className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`exercise-${exerciseId}`} className="text-lg font-bold">
              {names.get(exerciseId) ?? 'Exercise'}
            </h2>
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
    </>
  )
}
