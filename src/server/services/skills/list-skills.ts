import { and, asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { skills, userSkills } from '../../db/schema'
import type { Skill } from '~/shared/schemas/skills'

/** docs/product.md#data: isUnlocked is the signed-in user's own state, not a column of the skill. */
export async function listSkills({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<Skill[]> {
  const rows = await db
    .select({
      id: skills.id,
      name: skills.name,
      difficulty: skills.difficulty,
      icon: skills.icon,
      description: skills.description,
      unlockedAt: userSkills.unlockedAt,
    })
    .from(skills)
    .leftJoin(userSkills, and(eq(userSkills.skillId, skills.id), eq(userSkills.userId, userId)))
    .orderBy(asc(skills.difficulty), asc(skills.name))
    .all()
  // Ladders arrive with migration 0009 (issue 15); until then every skill has an empty one.
  return rows.map(({ unlockedAt, ...s }) => ({
    ...s,
    isUnlocked: unlockedAt !== null,
    steps: [],
    currentStep: null,
    passes: [],
    requires: [],
  }))
}
