import { and, asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { badges, userBadges } from '../../db/schema'
import type { Badge } from '~/shared/schemas/skills'

export async function listBadges({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<Badge[]> {
  const rows = await db
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      icon: badges.icon,
      rule: badges.rule,
      earnedAt: userBadges.earnedAt,
    })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(asc(badges.id))
    .all()
  return rows.map(({ earnedAt, ...b }) => ({
    ...b,
    isEarned: earnedAt !== null,
    earnedAt: earnedAt?.toISOString() ?? null,
  }))
}
