// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the measured
// pages (bench/support/measured-pages.ts: /auth, /daily, /explore, an exercise page and a
// paired kiosk's board) of the built app, with the system Chromium.
// The goal (docs/performance.md): performance ≥ 90 and LCP ≤ 2.5 s on each. Prints scores; no assertions.
// Run: npm run bench (it builds the app first when there is no build or a source is newer).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildIfStale } from '../src/server/build-freshness.mjs'
import { startTestServer } from '../tests/support/test-server'
import { measuredPages } from './support/measured-pages'

/**
 * One Lighthouse run in a browser of its own. Now and then Chromium's trace misses the navigation
 * (Lighthouse's runtime error NO_NAVSTART, every score 0): that is no measurement, so it is said
 * and run again, at most three times.
 */
async function audit(url: string, extraHeaders: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    })
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders,
        },
        undefined,
      )
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`)
      if (!lhr.runtimeError || attempt === 3) return lhr
      console.info(`  (${lhr.runtimeError.code}: the recording failed, running again)`)
    } finally {
      chrome.kill()
    }
  }
}

async function main() {
  if (buildIfStale(join(import.meta.dirname, '..')) !== 0) process.exit(1)
  const server = await startTestServer()
  try {
    const pages = await measuredPages(server)
    console.info('Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown)')
    // PAGES=/explore RUNS=5 repeats one page: Lighthouse's blocking time moves run to run.
    const runs = Number(process.env.RUNS ?? 1)
    for (const page of pages.flatMap((page) => Array.from({ length: runs }, () => page))) {
      // A browser of its own per page, so each is a first visit: Lighthouse's storage reset
      // clears the HTTP cache but leaves local storage and IndexedDB, where one page's visit
      // would tell the next that the device already holds the typeface and the offline answers.
      const lhr = await audit(
        `${server.url}${page.path}`,
        page.cookie ? { Cookie: `${page.cookie.name}=${page.cookie.value}` } : {},
      )
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000
      const performance = score('performance')
      const met = performance >= 90 && lcp <= 2.5
      // Where the score goes: the metrics Lighthouse weighs (ms, CLS unitless).
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0)
      const breakdown = `FCP ${metric('first-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms, SI ${metric('speed-index')} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`
      console.info(
        `  ${page.name.padEnd(9)} performance ${performance}, LCP ${lcp.toFixed(1)} s, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}  ${met ? 'met' : 'MISSED'}`,
      )
      console.info(`            ${breakdown}`)
      // LH_REPORTS=dir keeps each run's whole report (open it in the Lighthouse viewer) to see
      // which element is the LCP and which requests lie on its path.
      const reports = process.env.LH_REPORTS
      if (reports) {
        mkdirSync(reports, { recursive: true })
        const file = join(reports, `${page.name.replace(/\W+/g, '') || 'root'}-${Date.now()}.json`)
        writeFileSync(file, JSON.stringify(lhr))
      }
    }
  } finally {
    await server.close()
  }
}

void main()
