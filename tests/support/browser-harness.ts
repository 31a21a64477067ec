import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchBrowser, signInFrom, type SignInIdentity } from './browser'
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
   * A fresh page (as `open`) signed in through the real UI: from /auth, landing on /daily, or
   * from `path` and back to it (see signInFrom). `before` runs on the page before it loads
   * anything, e.g. to install the page's clock.
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
   * Someone else signed in (from /auth, landing on /daily) beside the test's page, in a browser
   * context of their own, which the caller closes.
   */
  signInSeparately(
    identity: SignInIdentity,
    opts?: { width?: number; height?: number },
  ): Promise<{ context: BrowserContext; page: Page }>
}

/**
 * One real server and one Chromium per test file, a fresh context per test. `env` is read when
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
  } = {},
): BrowserHarness {
  const defaultHeight = opts.height ?? 860
  const locale = opts.locale ?? TEST_LOCALE
  let pageErrors: string[] = []
  const h = {} as BrowserHarness
  beforeAll(async () => {
    h.server = await startTestServer(opts.env?.(), { beforeListen: opts.beforeListen })
    h.browser = await launchBrowser()
  })
  afterAll(async () => {
    await h.browser?.close()
    await h.server?.close()
  })
  afterEach(async () => {
    await h.context?.close()
    expect(pageErrors).toEqual([])
  })
  h.open = async (width = 1280, height = defaultHeight) => {
    h.context = await h.browser.newContext({ viewport: { width, height }, locale })
    h.page = await h.context.newPage()
    pageErrors = []
    h.page.on('pageerror', (error) => pageErrors.push(error.message))
    return h.page
  }
  h.signIn = async (identity, { path, width, height, before } = {}) => {
    const page = await h.open(width, height)
    await before?.(page)
    await signInFrom(page, h.server.url, identity, path)
    return page
  }
  h.signInSeparately = async (identity, { width = 1280, height = defaultHeight } = {}) => {
    const context = await h.browser.newContext({ viewport: { width, height }, locale })
    const page = await context.newPage()
    await signInFrom(page, h.server.url, identity)
    return { context, page }
  }
  return h
}
