// `npm start` / `npm run cli`: runs a built server entry, building first when there is no build
// or a source is newer than it (docs/architecture.md#running). Plain JavaScript so it runs before
// anything is compiled.
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildIfStale } from './build-freshness.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const entry = process.argv[2] ?? 'main'
const built = join(root, 'dist', 'server', `${entry}.js`)

const status = buildIfStale(root)
if (status !== 0) process.exit(status)
process.argv.splice(2, 1)
await import(pathToFileURL(built).href)
