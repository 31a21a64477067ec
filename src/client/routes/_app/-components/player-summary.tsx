import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Award, Flame, Save, Trophy } from 'lucide-react'
import { buttonClass } from '~/client/components/ui/button'
import type { PlayerSession } from '~/client/lib/player-session'
import { trpc } from '~/client/lib/trpc'
import { useUnits } from '~/client/lib/use-units'
import { workoutProgress } from '~/shared/rules/completion'
import { brokenRecords, sessionSpanSeconds, summarize } from '~/shared/rules/player'
import { exerciseKindsOf, exerciseNamesOf } from './player-session-sets'
import type { PlayerSource } from './player/player-source'
import { BrokenRecords, PassedSteps, SummaryFigures, SummaryScores } from './player/summary-parts'

/**
 * docs/product.md#player: 'Workout Complete' ('Practice Complete' for a skill's practice) when
 * the session completed it, else 'Session saved' with what is left; the session's totals,
 * records, the ladder steps passed, streak and badges.
 */
export function PlayerSummary({
  source,
  session,
  saving,
  onBack,
}: {
  source: PlayerSource
  session: PlayerSession
  saving: boolean
  onBack: () => void
}) {
  const { t } = useLingui()
  // Holds are held, timed work (Jumping Jacks) is worked: never 'Held' (docs/product.md#player).
  const kinds = exerciseKindsOf(source, session)
  const totals = summarize(session.sets, kinds)
  const units = useUnits()
  const records = brokenRecords(session.sets, units, kinds)
  const names = exerciseNamesOf(source, session)
  // An exercise's first day sets no record (docs/product.md#records): it is named here instead.
  const firstTimes = [
    ...new Set(session.sets.filter((s) => s.firstTime).map((s) => names.get(s.exerciseId))),
  ].filter((n) => n !== undefined)
  const { data: progress } = trpc.progress.get.useQuery({ userId: session.userId })
  // The record's rule (docs/product.md#completion) on this session's sets and scores: every
  // planned set, round or score; the server's answer covers what other sessions did today.
  const workoutId = source.workoutId
  const reached = workoutProgress(
    {
      blocks: source.blocks ?? [],
      items: source.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        blockId: e.blockId ?? null,
        sets: e.sets,
      })),
    },
    {
      sets: session.sets.map((s) => ({
        exerciseId: source.exercises[s.exerciseIndex]?.exerciseId ?? s.exerciseId,
        blockId: s.blockId ?? null,
        setNumber: s.setNumber,
        round: s.round ?? null,
      })),
      scoredBlockIds: (session.scores ?? []).map((s) => s.blockId),
    },
  )
  const completed =
    source.skill !== undefined && source.skill !== null
      ? session.sets.length > 0
      : reached.completed ||
        (workoutId !== null && (progress?.completedWorkouts ?? []).includes(workoutId))
  const heading = source.skill
    ? completed
      ? t`Practice Complete`
      : t`Session saved`
    : completed
      ? t`Workout Complete`
      : t`Session saved`
  const doneCount = reached.done
  const totalCount = reached.total
  // Not done: no set at all this session; not finished: some of its sets, not all it asked.
  const started = new Set(session.sets.map((s) => source.exercises[s.exerciseIndex]?.exerciseId))
  const nameList = (ids: number[]) => ids.map((id) => names.get(id) ?? t`Exercise`).join(', ')
  const leftNames = nameList(reached.left.filter((id) => !started.has(id)))
  const partNames = nameList(reached.left.filter((id) => started.has(id)))
  const badgeNames = session.badges.map((b) => b.name).join(', ')
  const practicedSkill = source.skill?.name ?? ''
  // One duration, the session's as the session page reads it (the span of its sets that day,
  // docs/product.md#training-sessions): the server's once it holds every set, else the span of
  // this session's sets on the device. Never the time the player was open.
  const sessionId = session.sets.find((s) => s.sessionId)?.sessionId
  const { data: stored } = trpc.sessions.get.useQuery(
    { userId: session.userId, sessionId: sessionId ?? 0 },
    { enabled: sessionId !== undefined && !saving, retry: false },
  )
  const seconds = stored
    ? sessionSpanSeconds([{ performedAt: stored.startedAt }, { performedAt: stored.endedAt }])
    : sessionSpanSeconds(session.sets)

  return (
    <section
      aria-labelledby="summary-heading"
      className="fixed inset-0 z-[45] overflow-y-auto bg-white px-4 py-8 text-slate-900 md:static md:z-auto md:mx-auto md:max-w-3xl md:rounded-3xl md:border md:border-slate-200 md:px-8 dark:bg-slate-950 dark:text-slate-100 md:dark:border-slate-800"
    >
      <div className="text-center">
        {completed ? (
          <Trophy className="mx-auto h-14 w-14 text-amber-500" aria-hidden="true" />
        ) : (
          <Save
            className="mx-auto h-14 w-14 text-brand-700 dark:text-indigo-300"
            aria-hidden="true"
          />
        )}
        <h1 id="summary-heading" className="mt-2 text-4xl font-extrabold">
          {heading}
        </h1>
        <p className="mt-1 text-lg text-slate-600 dark:text-slate-400">{source.title}</p>
        {!completed && !source.skill ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t`${doneCount} of ${plural(totalCount, { one: '# exercise', other: '# exercises' })}`}
            {/* 'Not done', never 'Left' (read as the left side). */}
            {leftNames ? t` · Not done: ${leftNames}` : ''}
            {partNames ? t` · Not finished: ${partNames}` : ''}
          </p>
        ) : null}
        {saving ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            <Trans>Saving your sets...</Trans>
          </p>
        ) : null}
      </div>
      <SummaryFigures seconds={seconds} totals={totals} units={units} />
      <SummaryScores scores={session.scores ?? []} />
      <PassedSteps steps={session.passedSteps} />

      {firstTimes.length > 0 ? (
        <p className="mt-6 rounded-2xl bg-slate-100 p-4 dark:bg-slate-900">
          <span className="font-semibold">
            <Trans>First time:</Trans>
          </span>{' '}
          {firstTimes.join(', ')}
        </p>
      ) : null}

      <BrokenRecords records={records} names={names} />

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {/* No 'Streak: 0 days': a figure that is 0 is left out. */}
        {progress?.streak !== 0 ? (
          <p className="flex items-center gap-3 rounded-2xl bg-slate-100 p-4 font-semibold dark:bg-slate-900">
            <Flame className="h-6 w-6 text-orange-600 dark:text-orange-400" aria-hidden="true" />
            {progress
              ? t`Streak: ${plural(progress.streak, { one: '# day', other: '# days' })}`
              : t`Streak: ...`}
          </p>
        ) : null}
        <div className="flex items-center gap-3 rounded-2xl bg-slate-100 p-4 dark:bg-slate-900">
          <Award
            className="h-6 w-6 shrink-0 text-brand-700 dark:text-indigo-300"
            aria-hidden="true"
          />
          {session.badges.length > 0 ? (
            <p className="font-semibold">
              <Trans>Badges earned: {badgeNames}</Trans>
            </p>
          ) : (
            <p className="font-semibold">
              <Trans>No new badges this time</Trans>
            </p>
          )}
        </div>
      </div>

      {source.skill ? (
        <Link
          to="/skills/$skillId"
          params={{ skillId: String(source.skill.id) }}
          onClick={onBack}
          className={`${buttonClass('primary', 'lg')} mt-8 min-h-14 w-full text-lg`}
        >
          <Trans>Back to {practicedSkill}</Trans>
        </Link>
      ) : (
        <Link
          to="/daily"
          onClick={onBack}
          className={`${buttonClass('primary', 'lg')} mt-8 min-h-14 w-full text-lg`}
        >
          <Trans>Back to Daily</Trans>
        </Link>
      )}
    </section>
  )
}
