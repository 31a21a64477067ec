// First visit of /daily and /auth in Chromium with an empty cache: bytes over the wire (what the
// server sent, compressed) against the same answers uncompressed, measured in the same run.
// The goal for /daily: at most 120 KB brotli. Prints figures; no assertions.
// Run: npm run bench (it builds the app first when there is no build or a source is newer).
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Page } from 'playwright-core'
import { buildIfStale } from '../src/server/build-freshness.mjs'
import { launchBrowser } from '../tests/support/browser'
import { createSessionToken, createUser } from '../tests/support/factories'
import { startTestServer } from '../tests/support/test-server'

async function visit(page: Page, url: string) {
  let wire = 0
  let plain = 0
  let allBrotli = 0
  const files: { url: string; wire: number }[] = []
  const pending: Promise<void>[] = []
  // Counted when the response has finished (its sizes are known then), each error kept to the
  // file it belongs to: one answer's failure must not stop the run.
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response) return
        const sizes = await request.sizes()
        wire += sizes.responseBodySize + sizes.responseHeadersSize
        files.push({ url: new URL(response.url()).pathname, wire: sizes.responseBodySize })
        const body = await response.body().catch(() => Buffer.alloc(0))
        plain += body.length + sizes.responseHeadersSize
        // What the same bytes would weigh if every answer were brotli at the highest level.
        allBrotli +=
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }).length + sizes.responseHeadersSize
      })().catch((error: unknown) => console.warn(`  (not counted: ${String(error)})`)),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Files the page asks for after the load (lazy routes, the service worker's start) arrive
  // after `networkidle` may already have fired: wait until a quiet spell brings no new one, so
  // nothing lands on a closed page and every run counts the same files.
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length
    await Promise.all(pending)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
  }
  page.removeAllListeners('requestfinished')
  return { wire, plain, allBrotli, files: files.sort((a, b) => b.wire - a.wire) }
}

async function main() {
  // The server serves the built client (dist/client).
  if (buildIfStale(join(import.meta.dirname, '..')) !== 0) process.exit(1)
  const server = await startTestServer()
  const user = await createUser(server.database)
  const token = await createSessionToken(server.database, user.id)
  const browser = await launchBrowser()
  try {
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
    for (const path of ['/auth', '/daily']) {
      const context = await browser.newContext()
      if (path === '/daily') {
        await context.addCookies([{ name: 'session', value: token, url: server.url }])
      }
      const page = await context.newPage()
      const { wire, plain, allBrotli, files } = await visit(page, `${server.url}${path}`)
      await context.close()
      console.info(`First visit of ${path} (empty cache)`)
      console.info(`  over the wire:   ${kb(wire)}`)
      console.info(`  uncompressed:    ${kb(plain)}   ratio ${(plain / wire).toFixed(2)}x`)
      console.info(`  all brotli-11:   ${kb(allBrotli)} (the floor for these files)`)
      // BENCH_FILES=1 lists what each answer weighed, heaviest first: where to cut next.
      if (process.env.BENCH_FILES) {
        for (const f of files) console.info(`    ${kb(f.wire).padStart(7)}  ${f.url}`)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

void main()
