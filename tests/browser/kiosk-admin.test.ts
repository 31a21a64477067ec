import { createServer, type Server } from 'node:http'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64urlNoPadding } from '@oslojs/encoding'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { checkScreen, signInThroughUi, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { rest } from '../support/rest'

const h = browserHarness()

async function readCode(page: Page, kiosk: string) {
  const dialog = page.getByRole('dialog', { name: `Pairing code for ${kiosk}` })
  const code = (await dialog.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent())?.trim() ?? ''
  return { dialog, code }
}

describe('an admin managing kiosks', () => {
  it('registers a kiosk, sees it paired, issues a new code and revokes it', async () => {
    const page = await h.signIn({ demo: 'Demo admin' })
    await page.goto(`${h.server.url}/view/admin`)
    await page.getByRole('link', { name: /Manage Kiosks/ }).click()
    await page.waitForURL(/\/admin\/kiosks$/)
    await page.getByRole('heading', { name: 'No kiosks registered yet' }).waitFor()
    await checkScreen(page, 'admin-kiosks-empty')

    await page.getByRole('button', { name: 'Register Kiosk' }).click()
    const form = page.getByRole('dialog', { name: 'Register Kiosk' })
    await form.getByRole('button', { name: 'Register' }).click()
    await form.getByText('Name is required').waitFor()
    await form.getByLabel('Name').fill('Main floor wall')
    await form.getByLabel('Time zone').selectOption('Europe/Berlin')
    await form.getByRole('button', { name: 'Register' }).click()
    await waitForToast(page, 'Kiosk registered')
    const first = await readCode(page, 'Main floor wall')
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    await first.dialog.getByText('/kiosk/pair').waitFor()
    await checkScreen(page, 'admin-kiosks-code')
    await first.dialog.getByRole('button', { name: 'Done' }).click()

    const card = page.getByRole('listitem').filter({ hasText: 'Main floor wall' })
    await card.getByText('Waiting for pairing').waitFor()
    await card.getByText('Europe/Berlin').waitFor()
    // The code is shown once: not on the page any more.
    expect(await page.getByText(first.code).count()).toBe(0)

    const paired = await rest(h.server.url, 'POST', '/api/kiosk/pair', {
      body: { code: first.code, delivery: 'token' },
    })
    expect(paired.status).toBe(200)
    const { token } = paired.body as { token: string }
    await page.reload()
    await card.getByText('Paired').waitFor()
    expect(await card.getByText('Never').count()).toBe(0)
    await checkScreen(page, 'admin-kiosks-paired')

    await card.getByRole('button', { name: 'New pairing code for Main floor wall' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'New pairing code for Main floor wall?' })
    await confirm.getByRole('button', { name: 'Issue new code' }).click()
    await waitForToast(page, 'New pairing code issued')
    const second = await readCode(page, 'Main floor wall')
    expect(second.code).not.toBe(first.code)
    await second.dialog.getByRole('button', { name: 'Done' }).click()
    await card.getByText('Waiting for pairing').waitFor()
    const cut = await rest(h.server.url, 'GET', '/api/kiosk/board', {
      headers: { authorization: `Kiosk ${token}` },
    })
    expect(cut.status).toBe(401)

    await card.getByRole('button', { name: 'Revoke Main floor wall' }).click()
    await page
      .getByRole('alertdialog', { name: 'Revoke Main floor wall?' })
      .getByRole('button', { name: 'Revoke' })
      .click()
    await waitForToast(page, 'Kiosk revoked')
    await card.getByText('Revoked').waitFor()
    expect(await card.getByRole('button').count()).toBe(0)
    const late = await rest(h.server.url, 'POST', '/api/kiosk/pair', {
      body: { code: second.code, delivery: 'token' },
    })
    expect(late.status).toBe(404)
  })

  it('denies an athlete the kiosk page', async () => {
    const page = await h.signIn({ demo: 'Demo athlete' })
    await page.goto(`${h.server.url}/admin/kiosks`)
    await page.getByText("You don't have permission to access this page.").first().waitFor()
    expect(await page.getByRole('button', { name: 'Register Kiosk' }).count()).toBe(0)
  })
})

describe('the desktop app’s sign-in page', () => {
  let loopback: Server | undefined
  afterAll(() => loopback?.close())

  it('signs in with Google in the browser and hands the account to the app’s loopback address', async () => {
    // Plays the desktop app's loopback listener (RFC 8252).
    const received: URL[] = []
    loopback = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      // The browser may also ask for a favicon.
      if (url.pathname === '/callback') received.push(url)
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>App</title><p>Done</p>')
    })
    await new Promise<void>((resolve) => loopback!.listen(0, '127.0.0.1', resolve))
    const port = (loopback.address() as { port: number }).port
    const verifier = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)))
    const challenge = encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)))
    const state = 'desktop-state-0123456789'

    const page = await h.open()
    await page.goto(
      `${h.server.url}/desktop-sign-in?port=${port}&state=${state}&challenge=${challenge}`,
    )
    await page.getByRole('heading', { name: 'Sign in to the desktop app' }).waitFor()
    await checkScreen(page, 'desktop-sign-in')
    await signInThroughUi(page, { email: 'desk.trainer@example.test', name: 'Desk Trainer' })
    await page.waitForURL(/\/desktop-sign-in\?/)
    const open = page.getByRole('button', { name: 'Open the desktop app as desk-trainer' })
    await open.waitFor()
    await checkScreen(page, 'desktop-sign-in-confirm')
    await open.click()
    await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/callback`))
    expect(received).toHaveLength(1)
    expect(received[0]!.searchParams.get('state')).toBe(state)
    const code = received[0]!.searchParams.get('code')

    const exchanged = await rest(h.server.url, 'POST', '/api/auth/desktop/token', {
      body: { code, verifier },
    })
    expect(exchanged.status, exchanged.text).toBe(200)
    const me = await rest(h.server.url, 'GET', '/api/user', {
      token: (exchanged.body as { token: string }).token,
    })
    expect(me.body).toMatchObject({ email: 'desk.trainer@example.test' })
  })

  it('says so when the link is not one the app made', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/desktop-sign-in?port=80&state=x&challenge=y`)
    await page.getByRole('heading', { name: 'This sign-in link is not valid' }).waitFor()
    expect(await page.getByRole('button', { name: /Open the desktop app/ }).count()).toBe(0)
  })
})
