// Installs the desktop/kiosk package (electron/package.json) when its node_modules is missing or
// older than its lock file. The web app never needs it: `npm install` at the root leaves Electron
// out. Type checks and tests need only Electron's type declarations, so by default the install
// skips install scripts, which is what would download the ~100 MB Electron binary;
// `--with-binary` (used by `npm run dist`) lets them run.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = dirname(fileURLToPath(import.meta.url))
const lock = join(dir, 'package-lock.json')
const installed = join(dir, 'node_modules', '.package-lock.json')
const withBinary = process.argv.includes('--with-binary')

const fresh = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs
if (!fresh || withBinary) {
  const args = ['ci', '--no-audit', '--no-fund']
  if (!withBinary) args.push('--ignore-scripts')
  process.stderr.write(`Installing the desktop/kiosk package (electron/): npm ${args.join(' ')}\n`)
  const result = spawnSync('npm', args, {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
