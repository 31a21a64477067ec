import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { AppError } from '../../errors'
import type { LoggedSet, UpdateSetInput } from '~/shared/schemas/sets'
import { type CorrectionResult, correctSet } from './correct-set'
import { readSets } from './set-rows'
import { tx } from '../../i18n/server-text'

/**
 * Corrects a logged set's figures (docs/product.md#set-log), on any day, by its owner; records,
 * ladder steps and badges follow in the same batch (correct-set.ts). Answers the set as stored.
 */
export async function updateSet({
  database,
  input,
  now,
}: {
  database: Database
  input: UpdateSetInput
  now?: Date
}): Promise<CorrectionResult & { set: LoggedSet }> {
  const { userId, setId, ...values } = input
  const result = await correctSet({
    database,
    userId,
    setId,
    change: { kind: 'update', values },
    now,
  })
  const [set] = await readSets(database.db, userId, sql`s.id = ${setId}`)
  if (!set) throw new AppError('NOT_FOUND', tx('Set not found'))
  return { ...result, set }
}
