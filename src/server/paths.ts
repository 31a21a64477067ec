import { dirname } from 'node:path'
import { migrationsFolder } from './db/client'

/** The repository / install root: the folder that holds drizzle/ and dist/. */
export function projectRoot(): string {
  return dirname(migrationsFolder())
}
