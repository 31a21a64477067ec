import { count, eq, notInArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { badges, exerciseCompletions, skills, userBadges, userSkills, users, workoutCompletions } from '../../db/schema'
import { AppError } from '../../errors'
import { badgeEarned } from '~/shared/rules/badges'
import { levelFromBadges } from '~/shared/rules/levels'
import { badgeRuleSchema } from '~/shared/schemas/badge-rule'

/**
 * 'Train' unlocks a skill for the signed-in user only (DESIGN §4); skill badges it earns are
 * awarded in the same batch. Unlocking twice is a no-op.
 */
export async function unlockSkill({ database, userId, skillId, now = new Date() }: { database: Database; userId: number; skillId: number; now?: Date }) {
  return database.write(async (db) => {
    const skill = await db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.id, skillId)).get()
    if (!skill) throw new AppError('NOT_FOUND', 'Skill not found')
    const mine = await db.select({ skillId: userSkills.skillId }).from(userSkills).where(eq(userSkills.userId, userId)).all()
    if (mine.some((m) => m.skillId === skillId)) return { skill, newBadges: [] as { id: number; name: string }[] }
    const earned = await db.select({ badgeId: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, userId)).all()
    const user = await db.select({ streak: users.streak }).from(users).where(eq(users.id, userId)).get()
    const [[w], [e]] = await Promise.all([
      db.select({ n: count() }).from(workoutCompletions).where(eq(workoutCompletions.userId, userId)).all(),
      db.select({ n: count() }).from(exerciseCompletions).where(eq(exerciseCompletions.userId, userId)).all(),
    ])
    const earnedIds = earned.map((x) => x.badgeId)
    const candidates = await db
      .select({ id: badges.id, name: badges.name, rule: badges.rule })
      .from(badges)
      .where(earnedIds.length ? notInArray(badges.id, earnedIds) : undefined)
      .all()
    // Only skill rules can change here; the others keep their current truth.
    const newBadges = candidates.filter((b) => {
      const rule = badgeRuleSchema.safeParse(b.rule)
      return rule.success && rule.data.kind === 'skills' && badgeEarned(rule.data, { skills: mine.length + 1, workouts: w?.n ?? 0, exercises: e?.n ?? 0, streak: user?.streak ?? 0, fullDay: false, byCategory: {} })
    })
    await db.batch([
      db.insert(userSkills).values({ userId, skillId, unlockedAt: now }).onConflictDoNothing(),
      ...newBadges.map((b) => db.insert(userBadges).values({ userId, badgeId: b.id, earnedAt: now }).onConflictDoNothing()),
      db.update(users).set({ level: levelFromBadges(earnedIds.length + newBadges.length) }).where(eq(users.id, userId)),
    ])
    return { skill, newBadges: newBadges.map(({ id, name }) => ({ id, name })) }
  })
}
