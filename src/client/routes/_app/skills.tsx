import { createFileRoute } from '@tanstack/react-router'
import { Award, Check, CheckCircle2, Flame, Lock, Medal, Star, Zap } from 'lucide-react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { Skeletons } from '~/client/components/ui/skeleton'
import { useUnlockSkill } from '~/client/lib/mutations/use-progress-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { SkillIcon } from './-components/skill-icon'
import { badgeGoal } from '~/shared/rules/badges'
import { plural, skillDifficultyLabel } from '~/shared/rules/labels'
import { badgeProgressPercent, badgesToNextLevel, levelFromBadges } from '~/shared/rules/levels'

export const Route = createFileRoute('/_app/skills')({
  loader: ({ context }) =>
    Promise.all([context.utils.skills.list.ensureData(), context.utils.badges.list.ensureData()]),
  pendingComponent: SkillsPending,
  component: SkillsPage,
})

const HEADING = { title: 'Calisthenics Skills', subtitle: 'Track your progress and earn badges' }

function SkillsPending() {
  return (
    <>
      <PageHeading {...HEADING} />
      <Skeletons count={3} className="h-28" />
    </>
  )
}

const BADGE_ICONS = { check: CheckCircle2, streak: Flame, skill: Zap, other: Medal } as const

function SkillsPage() {
  const [skills] = trpc.skills.list.useSuspenseQuery()
  const [badges] = trpc.badges.list.useSuspenseQuery()
  const unlock = useUnlockSkill({
    onSuccess: (skill) => {
      toast({
        title: 'Skill Unlocked!',
        description: `You've unlocked the ${skill.name} skill!`,
        variant: 'success',
      })
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to update skill status',
        variant: 'destructive',
      }),
  })
  const earned = badges.filter((b) => b.isEarned)
  const goals = badges.filter((b) => !b.isEarned)

  return (
    <>
      <PageHeading {...HEADING} />
      <section
        aria-label="Level progress"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-900 p-5 text-white shadow-md"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="inline-flex items-center gap-2 text-2xl font-bold">
            <Award className="h-7 w-7" aria-hidden="true" /> Level {levelFromBadges(earned.length)}
          </p>
          <p className="text-sm text-white/90">
            {badgesToNextLevel(earned.length)} more to level up
          </p>
        </div>
        <div className="mt-4">
          <ProgressBar
            value={badgeProgressPercent(earned.length, badges.length)}
            label="Badges earned"
          />
        </div>
        <p className="mt-2 text-sm text-white/90">{plural(earned.length, 'badge')} earned</p>
      </section>

      <section aria-labelledby="your-badges" className="mt-8">
        <h2 id="your-badges" className="text-xl font-bold">
          Your Badges
        </h2>
        {earned.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Complete your first workout to earn a badge.
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {earned.map((b) => {
              const Icon = BADGE_ICONS[b.icon]
              return (
                <li
                  key={b.id}
                  className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-3 text-center dark:border-slate-800 dark:bg-slate-900"
                  title={b.description}
                >
                  <Icon className="h-8 w-8 text-amber-600" aria-hidden="true" />
                  <span className="mt-2 text-sm font-semibold">{b.name}</span>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="skills-to-unlock" className="mt-8">
        <h2 id="skills-to-unlock" className="text-xl font-bold">
          Skills to Unlock
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {skills.map((s) => {
            const pending = unlock.isPending && unlock.variables.id === s.id
            return (
              <li
                key={s.id}
                className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  className={`relative inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${s.isUnlocked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100'}`}
                  aria-hidden="true"
                >
                  <SkillIcon icon={s.icon} className="h-7 w-7" />
                  {/* The lock (or the tick once trained) the spec asks for, on the skill's own icon. */}
                  <span className="absolute -right-1.5 -bottom-1.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-white text-slate-700 ring-2 ring-white dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-900">
                    {s.isUnlocked ? (
                      <Check className="h-4 w-4 text-emerald-700 dark:text-emerald-400" />
                    ) : (
                      <Lock className="h-3.5 w-3.5" />
                    )}
                  </span>
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{s.name}</h3>
                  {s.description ? (
                    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                      {s.description}
                    </p>
                  ) : null}
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
                      {skillDifficultyLabel(s.difficulty)}
                    </span>
                    <span
                      className="flex"
                      role="img"
                      aria-label={`Difficulty ${s.difficulty} of 5`}
                    >
                      {Array.from({ length: s.difficulty }, (_, i) => (
                        <Star
                          key={i}
                          className="h-4 w-4 fill-amber-500 text-amber-500"
                          aria-hidden="true"
                        />
                      ))}
                    </span>
                    <button
                      type="button"
                      disabled={s.isUnlocked || unlock.isPending}
                      onClick={() => unlock.mutate({ id: s.id, isUnlocked: true })}
                      className={`ml-auto ${buttonClass(s.isUnlocked ? 'outline' : 'primary')}`}
                      aria-label={s.isUnlocked ? `${s.name}: Unlocked` : `Train ${s.name}`}
                    >
                      {s.isUnlocked ? 'Unlocked' : pending ? 'Training...' : 'Train'}
                    </button>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      {goals.length ? (
        <section aria-labelledby="badges-to-earn" className="mt-8">
          <h2 id="badges-to-earn" className="text-xl font-bold">
            Badges to Earn
          </h2>
          {/* One divided card on a phone keeps the long list short; separate cards from 640 px. */}
          <ul className="mt-3 divide-y divide-dashed divide-slate-300 rounded-2xl border border-dashed border-slate-300 bg-slate-50 sm:grid sm:grid-cols-2 sm:gap-3 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent lg:grid-cols-3 dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900/50 sm:dark:bg-transparent">
            {goals.map((b) => {
              const Icon = BADGE_ICONS[b.icon]
              return (
                <li
                  key={b.id}
                  className="flex items-center gap-3 p-3 sm:rounded-2xl sm:border sm:border-dashed sm:border-slate-300 sm:bg-slate-50 sm:dark:border-slate-700 sm:dark:bg-slate-900/50"
                >
                  <span
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                    aria-hidden="true"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                      {b.name}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {badgeGoal(b.rule)}
                    </p>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </>
  )
}
