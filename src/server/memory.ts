import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Gives back what start-up grew and no longer needs (docs/architecture.md#memory). Migrations and
 * the built-in catalogue's load allocate enough to grow V8's young generation to its largest
 * (16 MB semi-spaces) and V8 keeps it until its memory reducer notices a quiet process, tens of
 * seconds later. One memory-reducing collection once the server listens shrinks it at once; under
 * load the young generation grows again as it needs to, so requests pay nothing (a smaller
 * `--max-semi-space-size` would make every write pay more collections). Jest uses the same
 * `--expose-gc` at run time to reach `gc`.
 */
export function trimStartupMemory(): void {
  try {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as (options: {
      type: 'major'
      execution: 'sync'
      flavor: 'last-resort'
    }) => void
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  } catch {
    // A runtime without it keeps its memory until V8 trims it itself.
  }
}
