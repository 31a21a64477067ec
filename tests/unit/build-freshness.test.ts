import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildIfStale, staleBuildReason } from '~/server/build-freshness.mjs'

/** A project folder with sources and a build, every file dated `at` (seconds since 1970). */
function project(at: number) {
  const root = mkdtempSync(join(tmpdir(), 'calisthenics-build-'))
  const files = [
    'src/server/main.ts',
    'src/client/routes/daily.tsx',
    'package.json',
    'scripts/precompress.mjs',
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

  it.each(['package.json', 'scripts/precompress.mjs'])(
    'rebuilds when %s (dependencies, build steps) changed',
    (file) => {
      const root = project(1_000)
      touch(root, file, 1_500)
      expect(staleBuildReason(root)).toBe('The sources changed since the last build')
    },
  )

  it('builds when any part of the build is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'calisthenics-nobuild-'))
    mkdirSync(join(root, 'src'))
    expect(staleBuildReason(root)).toBe('No build found')
  })
})

describe('buildIfStale (what npm start and npm run bench run first)', () => {
  const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/server/cli.js', 'dist/client/index.html']
  /** A project whose `npm run build` runs `script` (a Node program) instead of Vite. */
  function projectBuiltBy(script: string) {
    const root = project(1_000)
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ name: 'fake', private: true, scripts: { build: 'node build.mjs' } }),
    )
    writeFileSync(join(root, 'build.mjs'), script)
    return root
  }
  const writesTheBuild = `import { writeFileSync } from 'node:fs'
for (const file of ${JSON.stringify(BUILD_OUTPUTS)}) writeFileSync(file, 'built')`
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  afterEach(() => stderr.mockClear())

  it('builds when the sources are newer, saying why in one line', () => {
    const root = projectBuiltBy(writesTheBuild)
    expect(buildIfStale(root)).toBe(0)
    expect(readFileSync(join(root, 'dist/client/index.html'), 'utf8')).toBe('built')
    expect(staleBuildReason(root)).toBeNull()
    expect(stderr.mock.calls.map(([line]) => String(line))).toEqual([
      'The sources changed since the last build: building the app first (npm run build)...\n',
    ])
  })

  it('does nothing when the build is current', () => {
    const root = projectBuiltBy('process.exit(7)')
    for (const file of BUILD_OUTPUTS) touch(root, file, Date.now() / 1000 + 60)
    expect(buildIfStale(root)).toBe(0)
    expect(stderr).not.toHaveBeenCalled()
  })

  it("answers the build's exit status when it fails", () => {
    const root = projectBuiltBy('process.exit(7)')
    expect(buildIfStale(root)).toBe(7)
  })
})
