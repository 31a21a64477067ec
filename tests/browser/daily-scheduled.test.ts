// docs/product.md#calendar on the athlete's Daily at 375 px: what the trainer scheduled for today
// comes first ('Today from {trainer}', the note, Start into the player), the coming days show it
// under This week, a scheduled day gone by undone shows as missed on the week strip, light and
// dark, axe clean.
import { describe, expect, it } from 'vitest'
import { addDays, localDay, weekStart } from '~/shared/rules/days'
import { weekDayLabel } from '~/shared/rules/labels'
import type { Workout } from '~/shared/schemas/catalogue'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

describe("Daily with the trainer's calendar", () => {
  it("leads with today's scheduled workout and its note, Start opens the player with the prescription, and This week shows the next", async () => {
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
    // Monday of this week, when it has gone by (on a Monday the week has no day behind it).
    const monday = weekStart(today)
    const missed = monday < today ? [[monday, b, undefined] as const] : []
    const { exercises } = (
      await rest(h.server.url, 'GET', `/api/workouts/${a.id}/exercises`, { token })
    ).body as { exercises: { exerciseId: number }[] }
    const first = exercises[0]!.exerciseId
    for (const [day, workout, note] of [
      [today, a, 'Keep it smooth today'],
      [addDays(today, 2), b, undefined],
      ...missed,
    ] as const) {
      const res = await rest(
        h.server.url,
        'PUT',
        `/api/trainer/clients/${athlete.id}/calendar/${day}`,
        {
          token: trainerToken,
          body: {
            items: [
              {
                workoutId: workout.id,
                ...(note
                  ? {
                      prescription: {
                        note,
                        exercises: [
                          { exerciseId: first, sets: 4, reps: '6-8', note: 'Pause at the bottom' },
                        ],
                      },
                    }
                  : {}),
              },
            ],
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
    const week = page.getByRole('list', { name: 'This week' })
    for (const [day] of missed)
      await week
        .getByText(weekDayLabel({ day, completed: false, isToday: false, missed: true }))
        .waitFor()
    expect(await week.locator('[data-missed]').count()).toBe(missed.length)
    await checkScreen(page, 'daily-scheduled')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await scheduled.getByText('Keep it smooth today').waitFor()
    await checkScreen(page, 'daily-scheduled-dark')

    await scheduled.getByRole('link', { name: `Start ${a.title}` }).click()
    await page.waitForURL(`${h.server.url}/workout/${a.id}/train`)
    // The player shows the trainer's prescription for the first exercise and the workout's note,
    // from Daily's answer, and again when opened by its address.
    for (const open of ['from Daily', 'by its address']) {
      if (open === 'by its address') await page.reload()
      await page.getByText('From coach-cal: 4 sets · 6-8 reps', { exact: true }).waitFor()
      await page.getByText('Pause at the bottom', { exact: true }).waitFor()
      await page.getByText('Workout note: Keep it smooth today', { exact: true }).waitFor()
      // The player counts the prescribed sets, not the workout's own.
      await page.getByText('Set 1 of 4', { exact: true }).waitFor()
    }
    await checkScreen(page, 'player-prescription-dark')
  })
})
