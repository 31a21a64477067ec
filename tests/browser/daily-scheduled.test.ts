// docs/product.md#calendar on the athlete's Daily at 375 px: what the trainer scheduled for today
// comes first ('Today from {trainer}', the note, Start into the player), the coming days show it
// under This week, light and dark, axe clean.
import { describe, it } from 'vitest'
import { addDays, localDay } from '~/shared/rules/days'
import type { Workout } from '~/shared/schemas/catalogue'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

describe("Daily with the trainer's calendar", () => {
  it("leads with today's scheduled workout and its note, Start opens the player, and This week shows the next", async () => {
    const trainer = await createUser(h.server.database, {
      role: 'trainer',
      username: 'coach-cal',
    })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    const athlete = await createUser(h.server.database, { trainerId: trainer.id })
    const token = await createSessionToken(h.server.database, athlete.id)
    const workouts = (await rest(h.server.url, 'GET', '/api/workouts', { token })).body as Workout[]
    const [a, b] = workouts as [Workout, Workout]
    const today = localDay(new Date(), 'UTC')
    for (const [day, workout, note] of [
      [today, a, 'Keep it smooth today'],
      [addDays(today, 2), b, undefined],
    ] as const) {
      const res = await rest(
        h.server.url,
        'PUT',
        `/api/trainer/clients/${athlete.id}/calendar/${day}`,
        {
          token: trainerToken,
          body: {
            items: [{ workoutId: workout.id, ...(note ? { prescription: { note } } : {}) }],
          },
        },
      )
      if (res.status !== 200) throw new Error(res.text)
    }

    const page = await h.open(375)
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    await page.goto(`${h.server.url}/daily`)
    const scheduled = page.getByRole('region', { name: 'Today from coach-cal' })
    await scheduled.getByText(a.title, { exact: true }).waitFor()
    await scheduled.getByText('Keep it smooth today').waitFor()
    const inTwoDays = page.getByRole('list', { name: /^From your trainer on / }).filter({
      hasText: b.title,
    })
    await inTwoDays.getByText('From coach-cal').waitFor()
    await checkScreen(page, 'daily-scheduled')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await scheduled.getByText('Keep it smooth today').waitFor()
    await checkScreen(page, 'daily-scheduled-dark')

    await scheduled.getByRole('link', { name: `Start ${a.title}` }).click()
    await page.waitForURL(`${h.server.url}/workout/${a.id}/train`)
    await page.getByRole('button', { name: 'End Workout' }).waitFor()
  })
})
