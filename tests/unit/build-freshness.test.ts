import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staleBuildReason } from '~/server/build-freshness.mjs'

/** A project folder with sources and a build, every file dated `at` (seconds since 1970). */
function project(at: number) {
  const root = mkdtempSync(join(tmpdir(), 'calisthenics-build-'))
  const files = [
    'src/server/main.ts',
    'src/client/routes/daily.tsx',
    'package.json',
    'dist/server/main.js',
    'dist/server/cli.js',
    'dist/client/index.html',
  ]
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), '')
    utimesSync(join(root, file), at, at)
  }
  return root
}
const touch = (root: string, file: string, at: number) => utimesSync(join(root, file), at, at)

describe('npm start and the build', () => {
  it('serves a build that is newer than every source', () => {
    const root = project(1_000)
    touch(root, 'dist/server/main.js', 2_000)
    touch(root, 'dist/server/cli.js', 2_000)
    touch(root, 'dist/client/index.html', 2_000)
    expect(staleBuildReason(root)).toBeNull()
  })

  it('rebuilds when a source deep in src/ changed after the build (a pull, an edit)', () => {
    const root = project(1_000)
    touch(root, 'src/client/routes/daily.tsx', 1_500)
    expect(staleBuildReason(root)).toBe('The sources changed since the last build')
  })

  it('rebuilds when the dependencies changed', () => {
    const root = project(1_000)
    touch(root, 'package.json', 1_500)
    expect(staleBuildReason(root)).toBe('The sources changed since the last build')
  })

  it('builds when any part of the build is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'calisthenics-nobuild-'))
    mkdirSync(join(root, 'src'))
    expect(staleBuildReason(root)).toBe('No build found')
  })
})
