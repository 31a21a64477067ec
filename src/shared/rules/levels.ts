export const BADGES_PER_LEVEL = 5

/** docs/product.md#level: level = 1 + floor(earned badges / 5). */
export function levelFromBadges(earned: number): number {
  return 1 + Math.floor(earned / BADGES_PER_LEVEL)
}

/** docs/product.md#level: 'more to level up' = 5 − (earned mod 5). */
export function badgesToNextLevel(earned: number): number {
  return BADGES_PER_LEVEL - (earned % BADGES_PER_LEVEL)
}

/** docs/product.md#level: the bar is earned / total badges as a percentage (0 when there are none). */
export function badgeProgressPercent(earned: number, total: number): number {
  return total > 0 ? Math.round((earned / total) * 100) : 0
}

/** docs/product.md#daily: completed / total, rounded; 0 for an empty day. */
export function completionPercent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0
}
