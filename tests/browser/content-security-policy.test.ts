import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserHarness } from '../support/browser-harness'
import { signInFrom } from '../support/browser'

const h = browserHarness()

/** Every Content-Security-Policy violation the page reports, as `directive blocked-uri`. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    )
  })
  return async () => [
    ...violations,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ]
}

describe('content security policy in the browser', () => {
  it('signs in through the provider and shows Daily and Explore with no blocked script or style', async () => {
    const page = await h.open()
    const violations = await watchViolations(page)
    await signInFrom(page, h.server.url, { demo: 'Demo athlete' })
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor()
    expect(await violations()).toEqual([])
    await page.goto(`${h.server.url}/explore`)
    await page.getByRole('group', { name: 'Browse mode' }).waitFor()
    expect(await violations()).toEqual([])
  })

  it('runs the theme script before first paint (allowed by its hash), so a dark choice shows dark at once', async () => {
    const page = await h.open()
    const violations = await watchViolations(page)
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.goto(`${h.server.url}/auth`)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    )
    expect(await violations()).toEqual([])
  })

  it('shows the API reference at /api/docs with its schemas and parameters, under the same policy', async () => {
    const page = await h.open()
    const violations = await watchViolations(page)
    await page.goto(`${h.server.url}/api/docs`)
    await page.getByRole('heading', { name: /Calisthenics API/ }).waitFor()
    const operation = page.locator('.opblock-summary-path', { hasText: '/workouts/{id}' }).first()
    await operation.click()
    await page.getByText('Parameters', { exact: true }).first().waitFor()
    await page.locator('.parameter__name', { hasText: 'id' }).first().waitFor()
    await page.getByRole('heading', { name: 'Schemas' }).waitFor()
    expect(await violations()).toEqual([])
  })

  it('blocks a script injected into the page, as it would an attacker’s', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/auth`)
    const ran = await page.evaluate(async () => {
      const flag = window as unknown as { injected?: boolean }
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.head.append(script)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return flag.injected === true
    })
    expect(ran).toBe(false)
  })
})
