// `npm start` / `npm run cli`: runs a built server entry, building first when there is no build
// or a source is newer than it (docs/architecture.md#running). Plain JavaScript so it runs before
// anything is compiled.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { staleBuildReason } from './build-freshness.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const entry = process.argv[2] ?? 'main'
const built = join(root, 'dist', 'server', `${entry}.js`)

const reason = staleBuildReason(root)
if (reason) {
  process.stderr.write(`${reason}: building the app first (npm run build)...\n`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.argv.splice(2, 1)
await import(pathToFileURL(built).href)
