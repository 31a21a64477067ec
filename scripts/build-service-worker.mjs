// After `vite build`: builds the service worker (src/client/sw/service-worker.ts, Workbox) into
// dist/client/sw.js with the precache list of every built file, each with a revision (the
// content's hash; hashed /assets/ files are their own revision), the way workbox-build's
// injectManifest does. A new build with any changed file is a new sw.js: the browser sees it,
// installs it beside the running one, and the page offers Reload (docs/architecture.md#offline).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { build } from 'vite'

const projectRoot = join(import.meta.dirname, '..')
const client = join(projectRoot, 'dist', 'client')
// Not: maps (never served), precompressed copies (the server picks them), the worker itself, and
// the robots file. Everything else the app may need offline, staff screens' code included.
const SKIP = /(\.map|\.br|\.gz|^sw\.js|^robots\.txt)$/

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

const manifest = files(client)
  .map((path) => relative(client, path).split(sep).join('/'))
  .filter((name) => !SKIP.test(name))
  .sort()
  .map((name) => ({
    url: `/${name}`,
    revision: name.startsWith('assets/')
      ? null
      : createHash('sha256')
          .update(readFileSync(join(client, name)))
          .digest('hex')
          .slice(0, 16),
  }))

const outDir = join(projectRoot, 'dist', 'sw-build')
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: {
      entry: join(projectRoot, 'src', 'client', 'sw', 'service-worker.ts'),
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
})
const code = readFileSync(join(outDir, 'sw.js'), 'utf8')
if (!code.includes('self.__WB_MANIFEST')) throw new Error('sw.js lost its self.__WB_MANIFEST')
writeFileSync(join(client, 'sw.js'), code.replace('self.__WB_MANIFEST', JSON.stringify(manifest)))
rmSync(outDir, { recursive: true, force: true })
const kb = manifest.reduce((sum, f) => sum + readFileSync(join(client, f.url)).length, 0) / 1024
process.stdout.write(`Service worker: ${manifest.length} files precached (${kb.toFixed(0)} KB)\n`)
