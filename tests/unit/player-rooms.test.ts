// docs/architecture.md#the-workout-player: the player stays split into hooks and views, none over
// 250 lines, so no part of it grows back into one component that mixes sync, clocks and screens.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const MAX_LINES = 250
const COMPONENTS = 'src/client/routes/_app/-components'
/** The player's folders, and its files beside them (the entry, the summary, the session's sets). */
const FOLDERS = [join(COMPONENTS, 'player'), join(COMPONENTS, 'block-player')]
const FILES = readdirSync(COMPONENTS)
  .filter((name) => name === 'workout-player.tsx' || name.startsWith('player-'))
  .map((name) => join(COMPONENTS, name))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const lines = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length

describe('the workout player, split into rooms', () => {
  const all = [...FOLDERS.flatMap(filesUnder), ...FILES]

  it('finds the player and its parts', () => {
    expect(FILES).toContain(join(COMPONENTS, 'workout-player.tsx'))
    for (const folder of FOLDERS) expect(all.some((f) => f.startsWith(folder))).toBe(true)
  })

  it.each(all)(`%s has at most ${MAX_LINES} lines`, (path) => {
    expect(lines(path)).toBeLessThanOrEqual(MAX_LINES)
  })
})
