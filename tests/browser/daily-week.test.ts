import { describe, expect, it } from 'vitest'
import { localDay } from '~/shared/rules/days'
import { weekDayLabel } from '~/shared/rules/labels'
import { checkScreen, screenshot } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 900 })

describe('Daily: the streak, the week and the sections', () => {
  it('marks today and counts a one-day streak after a workout, shows the card done, and passes axe in light and dark', async () => {
    const page = await h.signIn({ email: 'week.strip@example.test', name: 'week.strip' })
    // The server counts days in the time zone the browser sent at sign-in.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const today = localDay(new Date(), timeZone)
    const week = page.getByRole('list', { name: 'This week' })
    await page.getByRole('heading', { name: 'Streak: 0 days' }).waitFor()
    await week.getByText(weekDayLabel({ day: today, completed: false, isToday: true })).waitFor()
    expect(await week.getByRole('listitem').count()).toBe(7)
    await screenshot(page, 'daily-week-before-1280')

    // Complete today's warm-up the way an athlete would: its list, the full workout, the button.
    const warmup = page.getByRole('article').first()
    const title = (await warmup.getByRole('heading').textContent()) ?? ''
    await warmup.getByRole('link', { name: `Start ${title}` }).click()
    await page.getByRole('link', { name: 'View Full Workout' }).click()
    await page.getByRole('button', { name: 'Complete Workout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Complete Workout' }).click()
    await page.waitForURL(`${h.server.url}/daily`)

    await page.getByRole('heading', { name: 'Streak: 1 day', exact: true }).waitFor()
    await week.getByText(weekDayLabel({ day: today, completed: true, isToday: true })).waitFor()
    expect(await week.getByText('workout completed').count()).toBe(1)
    const done = page.getByRole('article', { name: title })
    await done.getByText('Done', { exact: true }).waitFor()
    await done.getByRole('link', { name: `${title}: Completed` }).waitFor()

    await checkScreen(page, 'daily-week-light')
    // Dark from the first paint (the theme setting), so no colour is mid-transition for axe.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await page.getByRole('heading', { name: 'Streak: 1 day', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    )
    await checkScreen(page, 'daily-week-dark')
  })

  it("opens a section's own list from 'See all'", async () => {
    const page = await h.signIn({ email: 'see.all@example.test', name: 'see.all' })
    for (const name of [
      'See all warm-up workouts',
      'See all skills workouts',
      'See all main workouts',
      'See all cool-down workouts',
    ]) {
      await page.getByRole('link', { name }).waitFor()
    }
    await page.getByRole('link', { name: 'See all cool-down workouts' }).click()
    await page.waitForURL(`${h.server.url}/workout-list/cooldown`)
    await page.getByRole('heading', { name: 'Cooldown Workouts' }).waitFor()
  })
})
