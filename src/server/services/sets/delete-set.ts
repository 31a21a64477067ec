import type { Database } from '../../db/client'
import { type CorrectionResult, correctSet } from './correct-set'

/**
 * Removes a logged set, on any day (docs/product.md#set-log), by its owner; what followed from
 * it is recomputed with the removal (correct-set.ts).
 */
export function deleteSet({
  database,
  userId,
  setId,
  now,
}: {
  database: Database
  userId: number
  setId: number
  now?: Date
}): Promise<CorrectionResult> {
  return correctSet({ database, userId, setId, change: { kind: 'delete' }, now })
}
