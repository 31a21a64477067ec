import { z } from 'zod'

/** The staff screens' search text: a case-insensitive substring of the username or email. */
export const userSearchQuerySchema = z.string().trim().max(200).optional()

export const staffStatsInputSchema = z.object({ query: userSearchQuerySchema }).optional()

/**
 * docs/product.md#views manager dashboard: the stat cards (whole database) and the tab counts (accounts that
 * match the search). Trainers are accounts with role trainer, users those with role user;
 * a user is active while their live streak is above 0 (docs/product.md#views).
 */
export const staffStatsSchema = z.object({
  totalTrainers: z.number().int(),
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  matchingTrainers: z.number().int(),
  matchingUsers: z.number().int(),
})
export type StaffStats = z.infer<typeof staffStatsSchema>
