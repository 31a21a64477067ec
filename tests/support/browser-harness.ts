import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchBrowser } from './browser'
import { startTestServer, type TestServer } from './test-server'

export interface BrowserHarness {
  server: TestServer
  browser: Browser
  context: BrowserContext
  page: Page
  /** A fresh browser context and page; its uncaught page errors fail the test. */
  open(width?: number, height?: number): Promise<Page>
}

/**
 * One real server and one Chromium per test file, a fresh context per test. `env` is read when
 * the server starts (after the file's earlier beforeAll hooks), e.g. for an SMTP_URL.
 */
export function browserHarness(opts: { env?: () => Record<string, string> } = {}): BrowserHarness {
  let pageErrors: string[] = []
  const h = {} as BrowserHarness
  beforeAll(async () => {
    h.server = await startTestServer(opts.env?.())
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
  h.open = async (width = 1280, height = 860) => {
    h.context = await h.browser.newContext({ viewport: { width, height } })
    h.page = await h.context.newPage()
    pageErrors = []
    h.page.on('pageerror', (error) => pageErrors.push(error.message))
    return h.page
  }
  return h
}
