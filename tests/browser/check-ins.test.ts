// docs/product.md#check-ins in the browser: the trainer (1280 px) asks a client who weighs in
// pounds for a check-in today; the athlete (375 px) answers on Daily with the keyboard and the
// card says so, then is gone; the trainer sees the row and the bodyweight chart in pounds. The
// server's state is checked through the API; light and dark, 375 and 1280 px, axe clean.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkIns, users } from '~/server/db/schema'
import { toKg } from '~/shared/rules/units'
import { weekdayOf } from '~/shared/rules/check-ins'
import { addDays, localDay } from '~/shared/rules/days'
import { weekdayName } from '~/shared/rules/labels'
import type { CheckIns } from '~/shared/schemas/check-ins'
import type { Daily } from '~/shared/schemas/progress'
import { join } from 'node:path'
import { ARTIFACTS, checkScreen, expectNoAxeViolations, waitForToast } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

describe('weekly check-ins', () => {
  // Five screens checked at two widths each (axe, full-page shots): more than the default 90 s
  // when the machine is busy.
  it(
    'go from the trainer’s chosen day to the athlete’s Daily and back as a table and a chart',
    { timeout: 180_000 },
    async () => {
      const timeZone = 'Europe/Berlin'
      const today = localDay(new Date(), timeZone)
      const trainer = await createUser(h.server.database, {
        role: 'trainer',
        username: 'coach-weekly',
      })
      const trainerToken = await createSessionToken(h.server.database, trainer.id)
      const athlete = await createUser(h.server.database, {
        trainerId: trainer.id,
        username: 'ath-weekly',
        timeZone,
      })
      const token = await createSessionToken(h.server.database, athlete.id)
      // The athlete weighs in pounds and answered the two weeks before.
      await h.server.database.write(async (db) => {
        await db.update(users).set({ units: 'lb' }).where(eq(users.id, athlete.id)).run()
        await db
          .insert(checkIns)
          .values(
            [
              [14, 184.2],
              [7, 182],
            ].map(([ago, lb]) => ({
              clientId: randomUUID(),
              athleteId: athlete.id,
              trainerId: trainer.id,
              day: addDays(today, -ago!),
              bodyweightKg: toKg(lb!, 'lb'),
              sleep: 3,
              energy: 3,
              stress: 3,
            })),
          )
          .run()
      })

      // The trainer asks for a check-in on today's weekday.
      const coach = await h.open(1280)
      await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
      await coach.goto(`${h.server.url}/trainer/clients/${athlete.id}`)
      const section = coach.getByRole('region', { name: 'Weekly check-in' })
      const select = section.getByLabel('Check-in day')
      await select.waitFor()
      expect(await select.inputValue()).toBe('')
      expect(await select.locator('option').allTextContents()).toEqual([
        'No check-in',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ])
      const weekday = weekdayOf(today)
      await select.selectOption({ label: weekdayName(weekday) })
      await waitForToast(coach, `Check-ins on ${weekdayName(weekday)}s`)
      const set = (
        await rest(h.server.url, 'GET', `/api/trainer/clients/${athlete.id}/check-ins`, {
          token: trainerToken,
        })
      ).body as CheckIns
      expect(set.weekday).toBe(weekday)

      // The athlete, on their phone, answers on Daily with the keyboard.
      const phone = await h.browser.newContext({
        viewport: { width: 375, height: 900 },
        locale: TEST_LOCALE,
      })
      const errors: string[] = []
      try {
        await phone.addCookies([{ name: 'session', value: token, url: h.server.url }])
        const page = await phone.newPage()
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(`${h.server.url}/daily`)
        const card = page.getByRole('region', { name: 'Weekly check-in' })
        await card.getByText('coach-weekly asks how your week went').waitFor()
        const send = card.getByRole('button', { name: 'Send check-in' })
        await send.waitFor()
        await checkScreen(page, 'check-ins-daily')
        await page.setViewportSize({ width: 375, height: 900 })
        await card.screenshot({ path: join(ARTIFACTS, 'check-ins-daily-card-375.png') })
        await page.evaluate(() => localStorage.setItem('theme', 'dark'))
        await page.reload()
        await send.waitFor()
        await checkScreen(page, 'check-ins-daily-dark')
        await page.evaluate(() => localStorage.setItem('theme', 'light'))
        await page.setViewportSize({ width: 375, height: 900 })

        // Nothing chosen yet: each 1–5 answer says so, and nothing is sent.
        await send.click()
        await card.getByText('Choose Sleep from 1 to 5').waitFor()
        await card.getByText('Choose Stress from 1 to 5').waitFor()
        const bodyweight = card.getByLabel('Bodyweight (lb)')
        await bodyweight.fill('20')
        await send.click()
        await card.getByText('Bodyweight is between 67 and 661 lb').waitFor()
        await bodyweight.fill('180.4')
        // Radio groups: a Tab into the group, arrows to move.
        const sleep = card.getByRole('radiogroup', { name: 'Sleep' })
        await sleep.getByRole('radio', { name: '1' }).focus()
        await page.keyboard.press('Space')
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowRight')
        expect(await sleep.getByRole('radio', { name: '4' }).isChecked()).toBe(true)
        // A tap lands on the number shown.
        await card
          .getByRole('radiogroup', { name: 'Energy' })
          .getByText('3', { exact: true })
          .click()
        // A tap lands on the number shown.
        await card
          .getByRole('radiogroup', { name: 'Stress' })
          .getByText('2', { exact: true })
          .click()
        await card.getByLabel('Note').fill('Knee a bit sore after Thursday')
        await send.focus()
        await page.keyboard.press('Enter')
        await card.getByText('Check-in sent').waitFor()
        expect(await card.getByRole('button', { name: 'Send check-in' }).count()).toBe(0)
        await expectNoAxeViolations(page, 'the check-in sent')
        await card.screenshot({ path: join(ARTIFACTS, 'check-ins-daily-card-sent.png') })

        const daily = (await rest(h.server.url, 'GET', '/api/daily', { token })).body as Daily
        expect(daily.checkIn).toBeNull()
        // Daily read again no longer asks.
        await page.reload()
        await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
        expect(await page.getByRole('region', { name: 'Weekly check-in' }).count()).toBe(0)
      } finally {
        await phone.close()
      }
      expect(errors).toEqual([])

      // What the server kept, read as the trainer does: in kilograms, the units beside it.
      const stored = (
        await rest(h.server.url, 'GET', `/api/trainer/clients/${athlete.id}/check-ins`, {
          token: trainerToken,
        })
      ).body as CheckIns
      expect(stored.units).toBe('lb')
      expect(stored.items[0]).toMatchObject({
        day: today,
        sleep: 4,
        energy: 3,
        stress: 2,
        note: 'Knee a bit sore after Thursday',
      })
      expect(stored.items[0]!.bodyweightKg).toBeCloseTo(toKg(180.4, 'lb'), 6)

      // The trainer sees the row, newest first, and the chart in pounds.
      await coach.reload()
      const rows = section.getByRole('row')
      await rows.nth(1).getByText('Knee a bit sore after Thursday').waitFor()
      expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual([
        '180.4 lb',
        '4',
        '3',
        '2',
        'Knee a bit sore after Thursday',
      ])
      expect(await rows.count()).toBe(4)
      const chart = section.getByRole('img', { name: /^Bodyweight from 184.2 lb on / })
      await chart.waitFor()
      expect(await chart.getAttribute('aria-labelledby')).toBeTruthy()
      expect(
        await section.getByRole('img').evaluate((svg) => svg.querySelector('title')?.textContent),
      ).toContain('to 180.4 lb on')
      await checkScreen(coach, 'check-ins-trainer')
      await section.screenshot({ path: join(ARTIFACTS, 'check-ins-trainer-section-1280.png') })
      await coach.setViewportSize({ width: 375, height: 900 })
      await section.screenshot({ path: join(ARTIFACTS, 'check-ins-trainer-section-375.png') })
      await coach.evaluate(() => localStorage.setItem('theme', 'dark'))
      await coach.reload()
      await chart.waitFor()
      await checkScreen(coach, 'check-ins-trainer-dark')
      await section.screenshot({ path: join(ARTIFACTS, 'check-ins-trainer-section-dark.png') })
    },
  )
})
