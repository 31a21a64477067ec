import { eq, notInArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { badges, userBadges } from '../../db/schema'
import { badgeEarned, type BadgeStats } from '~/shared/rules/badges'
import { type BadgeRule, badgeRuleSchema } from '~/shared/schemas/badge-rule'

/**
 * Badges the user does not have yet whose rule holds for `stats` (optionally only rules that
 * `only` accepts), and how many the user has already. Called inside the write that changes the
 * stats, so the award commits with it (docs/product.md#badges).
 */
export async function newlyEarnedBadges(
  db: Drizzle,
  userId: number,
  stats: BadgeStats,
  only: (rule: BadgeRule) => boolean = () => true,
) {
  const earned = await db
    .select({ badgeId: userBadges.badgeId })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .all()
  const earnedIds = earned.map((e) => e.badgeId)
  const candidates = await db
    .select({ id: badges.id, name: badges.name, rule: badges.rule })
    .from(badges)
    .where(earnedIds.length ? notInArray(badges.id, earnedIds) : undefined)
    .all()
  const awarded = candidates
    .filter((b) => {
      const rule = badgeRuleSchema.safeParse(b.rule)
      return rule.success && only(rule.data) && badgeEarned(rule.data, stats)
    })
    .map(({ id, name }) => ({ id, name }))
  return { alreadyEarned: earnedIds.length, awarded }
}
