import { createFileRoute } from '@tanstack/react-router'
import { Award, CheckCircle2, Flame, Lock, Medal, Star, Zap } from 'lucide-react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { ProgressBar } from '~/client/components/ui/progress-bar'
import { Skeletons } from '~/client/components/ui/skeleton'
import { useUnlockSkill } from '~/client/lib/mutations/use-progress-mutations'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { skillDifficultyLabel } from '~/shared/rules/labels'
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
        <p className="mt-2 text-sm text-white/90">{earned.length} badges earned</p>
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
                className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100"
                  aria-hidden="true"
                >
                  {s.isUnlocked ? <Zap className="h-6 w-6" /> : <Lock className="h-6 w-6" />}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{s.name}</h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {skillDifficultyLabel(s.difficulty)}
                  </p>
                  <p
                    className="mt-1 flex"
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
                  </p>
                </div>
                <button
                  type="button"
                  disabled={s.isUnlocked || unlock.isPending}
                  onClick={() => unlock.mutate({ id: s.id, isUnlocked: true })}
                  className={buttonClass(s.isUnlocked ? 'outline' : 'primary')}
                  aria-label={s.isUnlocked ? `${s.name}: Unlocked` : `Train ${s.name}`}
                >
                  {s.isUnlocked ? 'Unlocked' : pending ? 'Training...' : 'Train'}
                </button>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
