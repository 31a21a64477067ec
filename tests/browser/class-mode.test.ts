import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sessionCookieName } from '~/server/auth/cookies'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshot } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createBlockWorkout, createCoach } from '../support/class-mode'
import { createSessionToken } from '../support/factories'

const h = browserHarness()

/** The wall's big clock, as 'm:ss'. */
const wallTime = (wall: Page) => wall.getByRole('timer').textContent()

/** Seconds of an 'm:ss' reading. */
const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number)
  return (m ?? 0) * 60 + (s ?? 0)
}

describe('class mode', () => {
  it('a coach’s phone pairs by the wall’s QR and runs a For Time class on the wall', async () => {
    const title = 'Wall For Time'
    await createBlockWorkout(h.server.database, title, [
      { kind: 'for-time', capSeconds: 720, rounds: 3, exercises: [{ reps: '10' }, { reps: '15' }] },
      {
        kind: 'amrap',
        minutes: 5,
        exercises: [{ reps: '5' }, { reps: '10' }, { reps: '15' }, { reps: '20' }],
      },
    ])

    // The wall: a paired kiosk screen at 1920 × 1080.
    const issued = await registerKiosk({
      database: h.server.database,
      name: 'Main floor',
      timeZone: 'UTC',
    })
    const wall = await h.open(1920, 1080)
    await wall.goto(`${h.server.url}/kiosk/pair`)
    await wall.getByLabel('Pairing code').fill(issued.pairingCode)
    await wall.getByRole('button', { name: 'Pair' }).click()
    await wall.waitForURL(`${h.server.url}/kiosk`)

    // Its corner QR carries the remote's link with a fresh code.
    const qr = wall.locator('[data-remote-qr]')
    await qr.waitFor()
    const png = PNG.sync.read(await qr.screenshot())
    const url = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
    expect(url).toMatch(
      new RegExp(`^${h.server.url}/class/${issued.kiosk.id}\\?code=[2-9A-Z]{4}-[2-9A-Z]{4}$`),
    )

    // The coach's phone: their own browser, signed in.
    const coach = await createCoach(h.server.database)
    const token = await createSessionToken(h.server.database, coach.id)
    const phoneContext = await h.browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: TEST_LOCALE,
      hasTouch: true,
      isMobile: true,
    })
    const errors: string[] = []
    try {
      await phoneContext.addCookies([
        { name: sessionCookieName(h.server.config), value: token, url: h.server.url },
      ])
      const phone = await phoneContext.newPage()
      phone.on('pageerror', (error) => errors.push(error.message))
      await phone.goto(url!)
      // Paired: the code leaves the address.
      await phone.waitForURL(`${h.server.url}/class/${issued.kiosk.id}`)
      await phone.getByRole('heading', { name: 'Class remote', level: 1 }).waitFor()
      await phone.getByText('No class yet').waitFor()

      // Load: the wall switches to its class view.
      await phone.getByLabel('A workout from the catalogue').selectOption({ label: title })
      await phone.getByRole('button', { name: 'Load on the wall' }).click()
      await wall.waitForURL(`${h.server.url}/kiosk/class`)
      await wall.getByRole('heading', { name: new RegExp(title), level: 1 }).waitFor()
      await expect
        .poll(() => wall.getByTestId('block-kind').textContent())
        .toBe('For Time · 3 rounds · cap 12:00')
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Ready to start')
      expect(await wallTime(wall)).toBe('0:00')
      await wall.getByText('Block 1 of 2').waitFor()
      await expect
        .poll(() => phone.getByTestId('remote-phase').textContent())
        .toBe('Ready to start')

      // Start: Get ready, then the clock counts up on the wall and the phone alike.
      await phone.getByRole('button', { name: 'Start' }).click()
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Work')
      await expect.poll(async () => seconds(await wallTime(wall))).toBeGreaterThanOrEqual(2)
      const onPhone = seconds(await phone.getByRole('timer').textContent())
      expect(Math.abs(onPhone - seconds(await wallTime(wall)))).toBeLessThanOrEqual(1)

      // The wall at 1920 × 1080: the time ≥ 25 % of the screen's height, pictures ≥ 160 px,
      // and nothing scrolls.
      const digits = await wall.getByRole('timer').boundingBox()
      const fontSize = await wall
        .getByRole('timer')
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
      expect(fontSize).toBeGreaterThanOrEqual(270)
      expect(digits!.height).toBeGreaterThanOrEqual(270)
      const pictures = wall
        .getByRole('region', { name: 'Exercises' })
        .getByRole('listitem')
        .locator('svg, img')
      for (const box of await Promise.all((await pictures.all()).map((p) => p.boundingBox())))
        expect(box!.width).toBeGreaterThanOrEqual(160)
      await expectNoSidewaysScroll(wall, 'the class view')
      const overflow = await wall.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      )
      expect(overflow).toBe(0)
      await screenshot(wall, 'class-mode-wall-running', { viewport: true })
      await expectNoAxeViolations(wall, 'the wall’s class view')

      // Pause holds the clock; a reload of the wall keeps it.
      await phone.getByRole('button', { name: 'Pause' }).click()
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Paused')
      const held = await wallTime(wall)
      await wall.waitForTimeout(1500)
      expect(await wallTime(wall)).toBe(held)
      await wall.reload()
      await wall.getByRole('heading', { name: new RegExp(title), level: 1 }).waitFor()
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Paused')
      expect(await wallTime(wall)).toBe(held)
      await expect.poll(() => phone.getByTestId('remote-phase').textContent()).toBe('Paused')
      await screenshot(phone, 'class-mode-remote-paused')
      await expectNoSidewaysScroll(phone, 'the remote')
      await expectNoAxeViolations(phone, 'the remote')

      // Resume, then a reload while running picks the clock up where it is.
      await phone.getByRole('button', { name: 'Resume' }).click()
      await expect.poll(async () => seconds(await wallTime(wall))).toBeGreaterThan(seconds(held))
      await wall.reload()
      await expect.poll(async () => seconds(await wallTime(wall))).toBeGreaterThan(seconds(held))

      // Next block: the AMRAP counts down; then the class is done.
      await phone.getByRole('button', { name: 'Next block' }).click()
      await wall.getByText('Block 2 of 2').waitFor()
      await expect.poll(() => wall.getByTestId('block-kind').textContent()).toBe('AMRAP · 5 min')
      await expect
        .poll(() => phone.getByTestId('remote-block').textContent())
        .toContain('Block 2 of 2')
      await screenshot(wall, 'class-mode-wall-amrap', { viewport: true })
      // The kiosk's other sizes: a portrait wall and a small landscape screen.
      for (const [width, height] of [
        [1080, 1920],
        [1280, 720],
      ] as const) {
        await wall.setViewportSize({ width, height })
        await expectNoSidewaysScroll(wall, `the class view at ${width} × ${height}`)
        await screenshot(wall, `class-mode-wall-${width}x${height}`, { viewport: true })
      }
      await wall.setViewportSize({ width: 1920, height: 1080 })
      await phone.getByRole('button', { name: 'Finish' }).click()
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Done')
      await phone.getByText('Class done').waitFor()

      // Keyboard: the remote's controls are reachable and work from the keyboard.
      await phone.emulateMedia({ colorScheme: 'dark' })
      await phone.reload()
      await phone.getByRole('button', { name: 'Reset' }).focus()
      await phone.keyboard.press('Enter')
      await expect.poll(() => wall.getByTestId('phase').textContent()).toBe('Ready to start')
      await screenshot(phone, 'class-mode-remote-dark')
      await expectNoAxeViolations(phone, 'the remote in dark mode')

      // End class: the wall goes back to its board.
      await phone.getByRole('button', { name: 'End class' }).click()
      await wall.waitForURL(`${h.server.url}/kiosk`)
      await phone.getByText('No class yet').waitFor()
    } finally {
      await phoneContext.close()
    }
    expect(errors).toEqual([])
  })
})
