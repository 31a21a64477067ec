// Whether `npm start` must build first (docs/architecture.md#running): no build yet, or a source
// newer than the build (after a pull or an edit). Plain JavaScript: it runs before any build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the build is made from, besides everything under src/. */
const BUILD_INPUTS = [
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/precompress.mjs',
  'scripts/build-service-worker.mjs',
]
/** What the build makes; the oldest of them dates the build. */
const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/server/cli.js', 'dist/client/index.html']

function newestIn(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(path))
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** Why the build in `root` cannot be served as it is, or null when it is current. */
export function staleBuildReason(root) {
  const outputs = BUILD_OUTPUTS.map((file) => join(root, file))
  if (outputs.some((file) => !existsSync(file))) return 'No build found'
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  const inputs = BUILD_INPUTS.map((file) => join(root, file)).filter((file) => existsSync(file))
  const newest = Math.max(newestIn(join(root, 'src')), ...inputs.map((f) => statSync(f).mtimeMs))
  return newest > built ? 'The sources changed since the last build' : null
}

/**
 * Runs `npm run build` in `root` when the build is missing or stale, after one line on stderr
 * saying why. Answers 0 when the build is current (already or now), else npm's exit status.
 */
export function buildIfStale(root) {
  const reason = staleBuildReason(root)
  if (!reason) return 0
  process.stderr.write(`${reason}: building the app first (npm run build)...\n`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  })
  return result.status ?? 1
}
