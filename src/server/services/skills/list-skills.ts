import { eq, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { currentStepOf } from '~/shared/rules/skill-ladders'
import type { Skill, SkillStep, StepPass, StepStandard } from '~/shared/schemas/skills'
import { tx } from '../../i18n/server-text'

interface SkillRow {
  id: number
  name: string
  difficulty: number
  icon: string
  description: string | null
  unlocked: number
  steps: string
  passes: string
  requires: string
}

interface StepJson {
  id: number
  order: number
  exerciseId: number
  exerciseName: string
  sets: number
  reps: number | null
  seconds: number | null
  loadKg: number | null
}

/**
 * The skills with one user's ladder state (docs/product.md#skill-ladders): every skill's steps,
 * the user's passes and the skills it requires, in one statement (the Skills tab's read). With
 * `skillId`, that skill alone (the answer of a pass).
 */
export async function readSkills(
  db: Drizzle,
  userId: number,
  skillId: number | null = null,
): Promise<Skill[]> {
  const rows = await db.all<SkillRow>(sql`
    SELECT s.id, s.name, s.difficulty, s.icon, s.description,
      EXISTS (SELECT 1 FROM user_skills WHERE user_id = ${userId} AND skill_id = s.id) AS unlocked,
      (SELECT json_group_array(json_object('id', st.id, 'order', st."order",
          'exerciseId', st.exercise_id, 'exerciseName', e.name, 'sets', st.sets, 'reps', st.reps,
          'seconds', st.seconds, 'loadKg', st.load_kg))
        FROM skill_steps st JOIN exercises e ON e.id = st.exercise_id
        WHERE st.skill_id = s.id) AS steps,
      (SELECT json_group_array(json_object('stepId', p.step_id, 'passedAt', p.passed_at,
          'how', p.how))
        FROM skill_steps st JOIN user_step_passes p ON p.user_id = ${userId} AND p.step_id = st.id
        WHERE st.skill_id = s.id) AS passes,
      (SELECT json_group_array(requires_skill_id) FROM skill_prerequisites
        WHERE skill_id = s.id) AS requires
    FROM skills s
    WHERE ${skillId} IS NULL OR s.id = ${skillId}
    ORDER BY s.difficulty, s.name, s.id`)
  return rows.map(toSkill)
}

function toSkill(row: SkillRow): Skill {
  const steps = (JSON.parse(row.steps) as StepJson[])
    .sort((a, b) => a.order - b.order)
    .map(({ sets, reps, seconds, loadKg, ...step }): SkillStep => {
      const standard: StepStandard = { sets }
      if (reps !== null) standard.reps = reps
      if (seconds !== null) standard.seconds = seconds
      if (loadKg !== null) standard.loadKg = loadKg
      return { ...step, standard }
    })
  const orderOf = new Map(steps.map((s) => [s.id, s.order]))
  const passes = (JSON.parse(row.passes) as { stepId: number; passedAt: number; how: string }[])
    .sort((a, b) => (orderOf.get(a.stepId) ?? 0) - (orderOf.get(b.stepId) ?? 0))
    .map((p): StepPass => ({
      stepId: p.stepId,
      passedAt: new Date(p.passedAt).toISOString(),
      how: p.how as StepPass['how'],
    }))
  const isUnlocked = Number(row.unlocked) === 1
  return {
    id: row.id,
    name: row.name,
    difficulty: row.difficulty,
    icon: row.icon,
    description: row.description,
    isUnlocked,
    steps,
    currentStep: currentStepOf(steps, new Set(passes.map((p) => p.stepId)), isUnlocked),
    passes,
    requires: (JSON.parse(row.requires) as number[]).sort((a, b) => a - b),
  }
}

/** docs/product.md#data: isUnlocked and the passes are the signed-in user's own state. */
export async function listSkills({ db, userId }: { db: Drizzle; userId: number }) {
  return readSkills(db, userId)
}

/** Another user's skills (for their trainer or an admin); 404 when there is no such user. */
export async function listSkillsOf({ db, userId }: { db: Drizzle; userId: number }) {
  await assertUserExists(db, userId)
  return readSkills(db, userId)
}

export async function assertUserExists(db: Drizzle, userId: number): Promise<void> {
  const user = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()
  if (!user) throw new AppError('NOT_FOUND', tx('User not found'))
}

/** One skill with the user's ladder state; 404 when there is no such skill. */
export async function readSkill(db: Drizzle, userId: number, skillId: number): Promise<Skill> {
  const [skill] = await readSkills(db, userId, skillId)
  if (!skill) throw new AppError('NOT_FOUND', tx('Skill not found'))
  return skill
}
