import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { sessionCookieName } from '~/server/auth/cookies'
import { createSession } from '~/server/auth/session'
import { DEMO_ACCOUNTS, devSubject } from '~/server/auth/dev-provider'
import { generateToken } from '~/server/auth/tokens'
import { updateProfile } from '~/server/services/profile/update-profile'
import { upsertOidcUser } from '~/server/services/users/upsert-oidc-user'
import { unitsForLocale } from '~/shared/rules/units'
import { signInFrom, workerChromium, type SignInIdentity } from './browser'
import { startTestServer, type TestServer } from './test-server'

/**
 * The browsers' language: British English, so athletes who sign up in these tests weigh in
 * kilograms (an en-US browser signs up in pounds, docs/product.md#units) and read English.
 */
export const TEST_LOCALE = 'en-GB'

export interface BrowserHarness {
  server: TestServer
  browser: Browser
  context: BrowserContext
  page: Page
  /** A fresh browser context and page; its uncaught page errors fail the test. */
  open(width?: number, height?: number): Promise<Page>
  /**
   * A fresh page (as `open`) signed in, landing on /daily or on `path` (see signInFrom). Through
   * the real UI unless the harness was made with `signIn: 'session'`. `before` runs on the page
   * before it loads anything, e.g. to install the page's clock.
   */
  signIn(
    identity: SignInIdentity,
    opts?: {
      path?: string
      width?: number
      height?: number
      before?: (page: Page) => Promise<void>
    },
  ): Promise<Page>
  /**
   * Someone else signed in (landing on /daily) beside the test's page, in a browser context of
   * their own, which the caller closes; as `signIn`, through the UI or with a session.
   */
  signInSeparately(
    identity: SignInIdentity,
    opts?: { width?: number; height?: number },
  ): Promise<{ context: BrowserContext; page: Page }>
}

/**
 * One real server per test file and the worker's Chromium (workerChromium), a fresh context per
 * test. `env` is read when
 * the server starts (after the file's earlier beforeAll hooks), e.g. for an SMTP_URL; `height`
 * is the window height of every page the file opens without naming one (860 px unless given).
 */
export function browserHarness(
  opts: {
    env?: () => Record<string, string>
    height?: number
    /** The browsers' language (TEST_LOCALE unless given): a wall screen's clock follows it. */
    locale?: string
    /** As startTestServer's: hooks and routes added before the server listens. */
    beforeListen?: NonNullable<Parameters<typeof startTestServer>[1]>['beforeListen']
    /**
     * How `signIn` and `signInSeparately` sign in. 'session' (the default, ~3-4 s): the account
     * the same sign-in would make or find (same subject, username, time zone and units,
     * onboarding skipped) with a session cookie, then straight to the page.
     * 'ui': the app's button and the development provider's page, ~10 s a time on a busy
     * machine. Tests about signing in call signInThroughUi themselves (app-shell, everywhere,
     * onboarding, invitations, offline-training; the flow is also tested in tests/integration).
     */
    signIn?: 'ui' | 'session'
    /**
     * The app's service worker in this file's contexts: 'block' (the default) or 'allow' for
     * files about working offline. Installed, it fetches all ~140 built files into every fresh
     * context, ~2-3 s of both cores per context on a busy machine, while navigations and the API
     * come from the server either way (docs/decisions/038-test-suite-time.md).
     */
    serviceWorkers?: 'allow' | 'block'
  } = {},
): BrowserHarness {
  const defaultHeight = opts.height ?? 860
  const locale = opts.locale ?? TEST_LOCALE
  const serviceWorkers = opts.serviceWorkers ?? 'block'
  let pageErrors: string[] = []
  const h = {} as BrowserHarness
  // Contexts open when this harness started are another harness's (two in one file).
  let earlier = new Set<BrowserContext>()
  beforeAll(async () => {
    h.server = await startTestServer(opts.env?.(), { beforeListen: opts.beforeListen })
    h.browser = await workerChromium()
    earlier = new Set(h.browser.contexts())
  })
  afterAll(async () => {
    // The browser outlives this file (workerChromium): whatever its tests left open goes.
    const left = h.browser?.contexts().filter((context) => !earlier.has(context)) ?? []
    await Promise.all(left.map((context) => context.close()))
    await h.server?.close()
  })
  afterEach(async () => {
    await h.context?.close()
    expect(pageErrors).toEqual([])
  })
  h.open = async (width = 1280, height = defaultHeight) => {
    h.context = await h.browser.newContext({ viewport: { width, height }, locale, serviceWorkers })
    h.page = await h.context.newPage()
    pageErrors = []
    h.page.on('pageerror', (error) => pageErrors.push(error.message))
    return h.page
  }
  const signInWithSession = async (page: Page, identity: SignInIdentity, path?: string) => {
    const { server } = h
    const demo = DEMO_ACCOUNTS.find((a) => a.label === identity.demo)
    const email = (demo?.email ?? identity.email ?? '').trim().toLowerCase()
    const name = (demo?.name ?? identity.name ?? '').trim()
    if (!email) throw new Error(`no account to sign in as: ${JSON.stringify(identity)}`)
    const { userId, onboardingPending } = await upsertOidcUser({
      database: server.database,
      identity: {
        sub: devSubject(email),
        email,
        emailVerified: true,
        name: name || email.split('@')[0] || 'User',
        picture: null,
      },
      adminEmails: server.config.adminEmails,
      // What the sign-in page sends: the browser's zone (the machine's) and its language's units.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      units: unitsForLocale(locale),
    })
    const landing = path ?? '/daily'
    // As skipOnboarding does on the way to any page, with the same write as 'Skip for now'.
    if (onboardingPending) {
      await updateProfile({ database: server.database, userId, input: { onboarding: 'skipped' } })
    }
    const token = generateToken()
    await createSession(server.database, token, userId)
    await page
      .context()
      .addCookies([{ name: sessionCookieName(server.config), value: token, url: server.url }])
    await page.goto(`${server.url}${landing}`)
    if (landing === '/daily') await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
    await page.waitForURL(`${server.url}${landing}`)
  }
  const signInOn = (page: Page, identity: SignInIdentity, path?: string) =>
    opts.signIn === 'ui'
      ? signInFrom(page, h.server.url, identity, path)
      : signInWithSession(page, identity, path)
  h.signIn = async (identity, { path, width, height, before } = {}) => {
    const page = await h.open(width, height)
    await before?.(page)
    await signInOn(page, identity, path)
    return page
  }
  h.signInSeparately = async (identity, { width = 1280, height = defaultHeight } = {}) => {
    const context = await h.browser.newContext({
      viewport: { width, height },
      locale,
      serviceWorkers,
    })
    const page = await context.newPage()
    await signInOn(page, identity)
    return { context, page }
  }
  return h
}
