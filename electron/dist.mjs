// `npm run dist`: packages the built app with electron-builder from the desktop package
// (electron/), pinned to the Electron version that package installed.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = dirname(fileURLToPath(import.meta.url))
const { version } = JSON.parse(
  readFileSync(join(dir, 'node_modules', 'electron', 'package.json'), 'utf8'),
)
const builder = join(dir, 'node_modules', '.bin', 'electron-builder')
const result = spawnSync(
  builder,
  ['--config', 'electron-builder.yml', `-c.electronVersion=${version}`, ...process.argv.slice(2)],
  { cwd: join(dir, '..'), stdio: 'inherit', shell: process.platform === 'win32' },
)
process.exit(result.status ?? 1)
