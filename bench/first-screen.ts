// The first screen on a slow phone's CPU, in Chromium itself rather than Lighthouse's replay:
// each page opened with an empty cache, 4x CPU slowdown (DevTools' throttling, as Lighthouse's
// mobile preset assumes), the network unthrottled, and the page's own largest-contentful-paint.
// Lighthouse simulates from a trace recorded at full speed, so work that only shows up on a slow
// CPU (a loading screen that appears and is then held) is seen here and not there. The pages are
// the measured ones (bench/support/measured-pages.ts; `PAGES=/exercise,/kiosk` picks some).
// Also the blocking time after the first paint (the part of each long task beyond 50 ms, summed
// over 5 s, as Lighthouse's TBT counts it). Prints medians of 7 opens per path; no assertions.
// Run: npm run bench (it builds the app first when there is no build or a source is newer).
import { join } from 'node:path'
import { buildIfStale } from '../src/server/build-freshness.mjs'
import { launchBrowser } from '../tests/support/browser'
import { startTestServer } from '../tests/support/test-server'
import { measuredPages } from './support/measured-pages'

const OPENS = 7
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function main() {
  if (buildIfStale(join(import.meta.dirname, '..')) !== 0) process.exit(1)
  const server = await startTestServer()
  const pages = await measuredPages(server)
  const browser = await launchBrowser()
  try {
    console.info(`First screen at 4x CPU slowdown, median of ${OPENS} opens (a phone-sized window)`)
    for (const { name, path, cookie } of pages) {
      const lcps: number[] = []
      const blocking: number[] = []
      let spinners = 0
      for (let i = 0; i < OPENS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
        if (cookie) await context.addCookies([{ ...cookie, url: server.url }])
        const page = await context.newPage()
        // Whether the session spinner showed on the way (docs/architecture.md#first-visit).
        await page.addInitScript(() => {
          const tasks: [number, number][] = []
          ;(window as unknown as { longTasks: typeof tasks }).longTasks = tasks
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) tasks.push([e.startTime, e.duration])
          }).observe({ type: 'longtask', buffered: true })
          new MutationObserver(() => {
            if (document.body?.textContent?.includes('Loading your fitness experience'))
              document.documentElement.dataset.spinner = 'seen'
          }).observe(document, { subtree: true, childList: true })
        })
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(server.url + path, { waitUntil: 'load' })
        await page.waitForTimeout(5000)
        lcps.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                new PerformanceObserver((list) => {
                  const entries = list.getEntries()
                  resolve(entries[entries.length - 1]?.startTime ?? 0)
                }).observe({ type: 'largest-contentful-paint', buffered: true }),
              ),
          ),
        )
        blocking.push(
          await page.evaluate(() => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
            const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks
            return tasks
              .filter(([start]) => start > fcp)
              .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
          }),
        )
        if (await page.evaluate(() => document.documentElement.dataset.spinner === 'seen')) {
          spinners++
        }
        await context.close()
      }
      console.info(
        `  ${name.padEnd(9)} LCP ${(median(lcps) / 1000).toFixed(2)} s (${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)}), blocking after it ${Math.round(median(blocking))} ms${cookie?.name !== 'session' ? '' : `, session spinner shown in ${spinners} of ${OPENS}`}`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

void main()
