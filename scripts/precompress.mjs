// After `vite build`: writes .br and .gz next to every text file of dist/client, at the highest
// levels (done once per build), so the static server sends them without compressing per request
// (docs/architecture.md#compression).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '..', 'dist', 'client')
// Not .html: the page goes out through the SPA fallback (reply.sendFile), which would send the
// .br bytes without their Content-Encoding; it is small and compressed per request instead.
const TEXT = /\.(js|mjs|css|svg|json|txt|webmanifest|xml)$/

let files = 0
let before = 0
let after = 0
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (TEXT.test(entry.name) && statSync(path).size >= 1024) {
      const body = readFileSync(path)
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      writeFileSync(`${path}.br`, br)
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
      files += 1
      before += body.length
      after += br.length
    }
  }
}
walk(root)
process.stdout.write(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli\n`,
)
