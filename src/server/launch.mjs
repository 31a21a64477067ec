// `npm start` / `npm run cli`: runs a built server entry, building first when no build exists
// (docs/architecture.md#running). Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const entry = process.argv[2] ?? 'main'
const built = join(root, 'dist', 'server', `${entry}.js`)
const client = join(root, 'dist', 'client', 'index.html')

if (!existsSync(built) || !existsSync(client)) {
  process.stderr.write('No build found: building the app first (npm run build)...\n')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.argv.splice(2, 1)
await import(pathToFileURL(built).href)
