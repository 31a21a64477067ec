import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import { expect } from 'vitest'
import { needsOnboarding } from '~/shared/rules/athlete-profile'

export const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts')
/** test-db.ts's TMP_DIR, not imported: the benches and scripts that launch a browser need no database. */
const TEST_TMP = join(process.cwd(), 'tests', '.tmp')

/** Debian's Chromium (docs/architecture.md#pitfalls); Playwright gives every launch a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

let workerBrowser: Promise<Browser> | undefined

/**
 * This test worker's Chromium: launched by the first browser file the worker runs and kept for
 * the next ones (a worker keeps its modules from one file to the next, `isolate: false` in
 * vite.config.ts), as a launch cost ~2 s of CPU and the suite's ~50 browser files each made
 * their own. Tests still get browser contexts of their own (cookies, storage, cache and service
 * workers are per context). Playwright ends it when the worker exits; a browser that crashed or
 * was closed is launched again.
 */
export function workerChromium(): Promise<Browser> {
  workerBrowser ??= launchWithProfileIn(join(TEST_TMP, `chromium-${process.pid}`)).then(
    (browser) => {
      browser.once('disconnected', () => (workerBrowser = undefined))
      return browser
    },
    (error: unknown) => {
      workerBrowser = undefined
      throw error
    },
  )
  return workerBrowser
}

/**
 * launchBrowser with Playwright's temporary profile in `dir`: a worker that is stopped rather than
 * left to exit never removes its browser's profile (~5 MB), and global setup removes what a dead
 * process left in tests/.tmp. Playwright makes the profile in os.tmpdir(), read at launch.
 */
async function launchWithProfileIn(dir: string): Promise<Browser> {
  mkdirSync(dir, { recursive: true })
  const tmpdir = process.env.TMPDIR
  process.env.TMPDIR = dir
  try {
    return await launchBrowser()
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = tmpdir
  }
}

/**
 * Whether this run writes screenshots, which are for a person to look at: vite.config.ts turns
 * them off for a whole-suite run, where nobody looks at hundreds and each cost ~1-3 s.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS !== '0'

/**
 * The whole page by default; `viewport` for what is on screen (e.g. an open dialog). Its path in
 * tests/.artifacts, or null when this run writes none (SCREENSHOTS).
 */
export async function screenshot(
  page: Page,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<string | null> {
  if (!SCREENSHOTS) return null
  mkdirSync(ARTIFACTS, { recursive: true })
  const path = join(ARTIFACTS, `${name}.png`)
  await page.screenshot({ path, fullPage: !viewport })
  return path
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; html: string }[]
}

/** Runs axe-core in the page (WCAG 2.x A/AA rules) and returns the violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: the app's CSP refuses inline script tags, as it should.
  // Once per document: parsing the 0.5 MB source again for each check of one screen cost ~1 s
  // on a busy machine.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;0`)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: collecting every passing node as well took over half the run.
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
    }))
  })
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    )
    .join('\n')
}

/** Who signs in at the development provider: a demo account's button, or a typed email and name. */
export interface SignInIdentity {
  demo?: string
  email?: string
  name?: string
}

/** Signs in through the real UI: the app's button, the development provider's page, back to the app. */
export async function signInThroughUi(page: Page, identity: SignInIdentity) {
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await page.waitForURL(/\/dev-oidc\/interaction\//)
  if (identity.demo) {
    await page.getByRole('button', { name: identity.demo }).click()
  } else {
    await page.getByLabel('Email').fill(identity.email ?? '')
    await page.getByLabel('Name').fill(identity.name ?? '')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
}

/** axe finds no WCAG A/AA violation; `where` names the screen in the failure message. */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  // Colours caught half-way through a transition (a theme switch, a hover) fail the contrast
  // check although no person would read them so: let running CSS transitions end first. Only
  // transitions: a looping animation (a demonstration, a spinner) never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const violations = await runAxe(page)
  const report = formatViolations(violations)
  expect(violations, where ? `${where}: ${report}` : report).toEqual([])
}

/** The page is no wider than its window: nothing scrolls sideways (scrollbars included). */
export async function expectNoSidewaysScroll(page: Page, where = 'the page'): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: Math.min(document.documentElement.clientWidth, window.innerWidth),
  }))
  expect(widths.scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.client)
}

/**
 * One screen state as a person sees it at 375 and 1280 px: no axe violation, no sideways scroll,
 * and a screenshot of each (`{name}-{width}.png`, when the run writes them); the page is left at
 * 1280 px.
 */
export async function checkScreen(page: Page, name: string, height = 900): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height })
    await expectNoAxeViolations(page, `${name} at ${width} px`)
    await expectNoSidewaysScroll(page, `${name} at ${width} px`)
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height })
}

/**
 * Keeps the title of every toast the page shows in `window.toastsSeen` (install before the page
 * loads). A toast lasts 5 s and the next one replaces it: on a loaded machine a test may look
 * after it has gone, so `expectToastShown` asks what was shown rather than what is on screen.
 */
const RECORD_TOASTS = `
  window.toastsSeen = []
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      if (toast.dataset.seen) continue
      toast.dataset.seen = '1'
      const title = toast.querySelector('p')?.textContent ?? toast.textContent ?? ''
      window.toastsSeen.push(title)
    }
  }).observe(document, { subtree: true, childList: true })
`

export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(RECORD_TOASTS)
}

/** Waits until the page has shown a toast with this title (`recordToasts` installed). */
export async function expectToastShown(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen), {
      message: `a toast "${title}" (the toasts shown are listed)`,
      timeout: 30_000,
    })
    .toContain(title)
}

/** Waits for a toast with exactly this title. */
export function waitForToast(page: Page, title: string): Promise<void> {
  return page.getByRole('status').getByText(title, { exact: true }).first().waitFor()
}

/**
 * Signs in through the real UI from `/auth` (or from `path`, which sends a signed-out visitor to
 * /auth and back) and waits to land: on /daily, or back on `path`.
 */
export async function signInFrom(
  page: Page,
  baseUrl: string,
  identity: SignInIdentity,
  path?: string,
): Promise<void> {
  await page.goto(`${baseUrl}${path ?? '/auth'}`)
  if (path) await page.waitForURL(/\/auth\?redirect=/)
  await signInThroughUi(page, identity)
  // A new athlete is asked about their training first, whichever page they were going to.
  await skipOnboarding(page)
  await page.waitForURL(`${baseUrl}${path ?? '/daily'}`)
}

/**
 * After a sign-in through the UI: a new athlete is asked about their training first, on the way
 * to any page (docs/product.md#onboarding); tests that are not about it skip it, as an athlete
 * may. Whether the account is to be asked is read from the server, not guessed from the screen
 * (a page may show for a moment before the app moves on to /welcome).
 */
export async function skipOnboarding(page: Page): Promise<void> {
  // Back from the provider: the session cookie is set once the callback answered.
  await page.waitForURL(
    (url) =>
      (url.pathname === '/auth' && url.searchParams.has('signedIn')) ||
      !/^\/(auth|dev-oidc|api)(\/|$)/.test(url.pathname),
  )
  const answer = await page.request.get(`${new URL(page.url()).origin}/api/auth/session`)
  const { user } = (await answer.json()) as { user: Parameters<typeof needsOnboarding>[0] | null }
  if (!user || !needsOnboarding(user)) return
  await page.getByRole('heading', { name: 'Welcome! Tell us how you train' }).waitFor()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await page.waitForURL((url) => url.pathname !== '/welcome')
}

/**
 * For a page with an installed clock that moves on by itself after an answer arrives (e.g. the
 * tracker's 'Complete Exercise & Continue', 1 s after saving): runs the page's clock on in small
 * steps until the page is at `url`, so the test never has to time the answer.
 */
export async function runClockUntilUrl(page: Page, url: string | RegExp): Promise<void> {
  const at = () => (typeof url === 'string' ? page.url() === url : url.test(page.url()))
  await expect
    .poll(
      async () => {
        if (!at()) await page.clock.runFor(500)
        return at() ? true : page.url()
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * How long to wait for the whole exercise library: Explore renders its first rows at once and
 * the rest a few at a time while the page is idle (docs/architecture.md#first-visit), which on a
 * machine busy with other tests takes seconds (96 of 116 rows after the default second once).
 */
export const WHOLE_LIBRARY = { timeout: 10_000 }
