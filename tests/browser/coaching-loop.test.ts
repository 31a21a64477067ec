// The whole coaching loop in Chromium, through the real screens: the trainer (1280 px) writes a
// workout in My Workouts, schedules and prescribes it on the client's calendar for today and two
// later days; the athlete (375 px) starts it from Daily, sees the prescription in the player and
// logs every set; the trainer sees 100% compliance, the session against the prescription and
// comments on it; the athlete answers; then a message each way. After each step the test reads
// what the server stored over REST, not only what the screen says.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays, deviceDay, weekStart } from '~/shared/rules/days'
import type { Calendar } from '~/shared/schemas/calendar'
import type { Workout } from '~/shared/schemas/catalogue'
import type { SessionComment } from '~/shared/schemas/comments'
import type { Client } from '~/shared/schemas/invitation'
import type { Thread } from '~/shared/schemas/messages'
import type { SessionPage } from '~/shared/schemas/sessions'
import { dayLabel } from '~/client/routes/_app/trainer/-components/client-calendar-days'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })
const TITLE = 'Quick push and squat'

/** One exercise into the open builder, with its sets, reps and maybe a note. */
async function addExercise(page: Page, name: string, sets: number, reps: string, note?: string) {
  const manage = page.getByRole('dialog', { name: `Manage Exercises for ${TITLE}` })
  await manage.getByRole('button', { name: 'Add Exercise' }).click()
  const select = page.getByRole('dialog', { name: 'Select Exercise to Add' })
  await select.getByRole('searchbox', { name: 'Search exercises...' }).fill(name)
  await select.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  const configure = page.getByRole('dialog', { name: 'Configure Exercise' })
  await configure.getByLabel('Sets').fill(String(sets))
  await configure.getByLabel('Reps').fill(reps)
  if (note) await configure.getByLabel('Note').fill(note)
  await configure.getByRole('button', { name: 'Add Exercise' }).click()
  await configure.waitFor({ state: 'detached' })
  await waitForToast(page, 'Exercise added')
}

/** The workout onto a day of the calendar's shown week. */
async function schedule(page: Page, day: string) {
  await page.getByRole('button', { name: `Add workout to ${dayLabel(day)}` }).click()
  const add = page.getByRole('dialog', { name: 'Add workout' })
  await add.getByRole('searchbox', { name: 'Search workouts...' }).fill(TITLE)
  await add.getByRole('button', { name: `Add ${TITLE}`, exact: true }).click()
  await add.waitFor({ state: 'detached' })
  await waitForToast(page, `${TITLE} scheduled`)
}

describe('the coaching loop', () => {
  it('goes from a written workout through the calendar, the athlete’s session, review, comments and messages', async () => {
    const trainer = await createUser(h.server.database, {
      role: 'trainer',
      username: 'coach-loop',
    })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    const athlete = await createUser(h.server.database, {
      trainerId: trainer.id,
      username: 'ath-loop',
    })
    const token = await createSessionToken(h.server.database, athlete.id)
    const today = deviceDay()
    // Later days only, so nothing scheduled is missed and compliance can reach 100%.
    const later = [addDays(today, 1), addDays(today, 2)]

    // 1. The trainer writes the workout in My Workouts.
    const coach = await h.open(1280)
    coach.setDefaultTimeout(20_000)
    await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
    await coach.goto(`${h.server.url}/trainer/workouts`)
    await coach.getByRole('heading', { name: 'My Workouts', level: 1 }).waitFor()
    await coach.getByRole('button', { name: 'Create Workout' }).click()
    const form = coach.getByRole('dialog', { name: 'Create Workout' })
    await form.getByLabel('Title').fill(TITLE)
    await form.getByLabel('Description').fill('Two short exercises')
    await form.getByLabel('Image background').selectOption({ label: 'Blue' })
    await form.getByRole('button', { name: 'Create Workout' }).click()
    await waitForToast(coach, 'Workout created')
    await coach.getByRole('button', { name: `Exercises of ${TITLE}` }).click()
    await addExercise(coach, 'Push-ups', 2, '8')
    await addExercise(coach, 'Squats', 1, '10', 'Three seconds down')
    await coach.keyboard.press('Escape')
    await coach
      .getByRole('dialog', { name: `Manage Exercises for ${TITLE}` })
      .waitFor({ state: 'detached' })
    const mine = (await rest(h.server.url, 'GET', '/api/trainer/workouts', { token: trainerToken }))
      .body as Workout[]
    expect(mine.map((w) => [w.title, w.exerciseCount, w.ownerId])).toEqual([[TITLE, 2, trainer.id]])
    const workout = mine[0]!

    // 2. Today on the client's calendar, prescribed; then two later days.
    await coach.goto(`${h.server.url}/trainer/clients/${athlete.id}/calendar`)
    await coach.getByRole('heading', { name: 'Client Calendar' }).waitFor()
    await schedule(coach, today)
    await coach.getByRole('button', { name: `Prescribe ${TITLE} on ${dayLabel(today)}` }).click()
    const prescribe = coach.getByRole('dialog', { name: `Prescribe ${TITLE}` })
    const pushUps = prescribe.getByRole('group', { name: 'Push-ups' })
    await pushUps.getByLabel('Sets').waitFor()
    await prescribe.getByLabel('Note for the whole workout').fill('Easy pace, full range')
    await pushUps.getByLabel('Sets').fill('1')
    await pushUps.getByLabel('Reps').fill('6')
    await pushUps.getByLabel('Note', { exact: true }).fill('Chest to the floor')
    await prescribe.getByRole('button', { name: 'Save prescription' }).click()
    await prescribe.waitFor({ state: 'detached' })
    await waitForToast(coach, 'Prescription saved')
    await coach.getByText('Easy pace, full range').waitFor()
    let shownWeek = weekStart(today)
    for (const day of later) {
      // A later day may fall in the next week (today a Saturday or Sunday).
      if (weekStart(day) !== shownWeek) {
        await coach.getByRole('button', { name: 'Next week' }).click()
        shownWeek = weekStart(day)
      }
      await schedule(coach, day)
    }
    // From the top, so the full-page shot does not carry the sticky header half-way down.
    await coach.evaluate(() => window.scrollTo(0, 0))
    await checkScreen(coach, 'coaching-loop-calendar')
    const calendarRes = await rest(
      h.server.url,
      'GET',
      `/api/trainer/clients/${athlete.id}/calendar?from=${today}&to=${addDays(today, 6)}`,
      { token: trainerToken },
    )
    expect(calendarRes.status, calendarRes.text).toBe(200)
    const calendar = calendarRes.body as Calendar
    const pushUpsId = calendar.days[0]?.items[0]?.prescription?.exercises[0]?.exerciseId
    expect(
      calendar.days.map((d) => [
        d.day,
        d.items.map((i) => [i.workoutId, i.status, i.trainerName, i.prescription]),
      ]),
    ).toEqual([
      [
        today,
        [
          [
            workout.id,
            'today',
            'coach-loop',
            {
              note: 'Easy pace, full range',
              exercises: [
                { exerciseId: pushUpsId, sets: 1, reps: '6', note: 'Chest to the floor' },
              ],
            },
          ],
        ],
      ],
      ...later.map((day) => [day, [[workout.id, 'upcoming', 'coach-loop', null]]]),
    ])

    // 3. The athlete, on their phone, starts it from Daily and logs every set.
    const phone = await h.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: TEST_LOCALE,
    })
    const errors: string[] = []
    try {
      await phone.addCookies([{ name: 'session', value: token, url: h.server.url }])
      const page = await phone.newPage()
      page.setDefaultTimeout(20_000)
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${h.server.url}/daily`)
      const scheduled = page.getByRole('region', { name: 'Today from coach-loop' })
      await scheduled.getByText('Easy pace, full range').waitFor()
      await scheduled.getByRole('link', { name: `Start ${TITLE}` }).click()
      await page.waitForURL(`${h.server.url}/workout/${workout.id}/train`)
      await page.getByText('Exercise 1 of 2', { exact: true }).waitFor()
      await page.getByText('From coach-loop: 1 set · 6 reps', { exact: true }).waitFor()
      await page.getByText('Chest to the floor', { exact: true }).waitFor()
      await page.getByText('Workout note: Easy pace, full range', { exact: true }).waitFor()
      // The prescribed one set, not the workout's two.
      await page.getByText('Set 1 of 1', { exact: true }).waitFor()
      await page.getByText('6 reps', { exact: true }).waitFor()
      await checkScreen(page, 'coaching-loop-player')
      await page.setViewportSize({ width: 375, height: 900 })
      await page.getByRole('button', { name: 'Log Set' }).click()
      await page.getByRole('button', { name: 'Skip Rest' }).click()
      await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
      await page.getByText('Note: Three seconds down', { exact: true }).waitFor()
      await page.getByText('Set 1 of 1', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Log Set' }).click()
      await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()

      // The summary shows before the last set's answer (the player draws first), so the
      // server's copy is read until that set has landed.
      const storedSessions = async () =>
        (await rest(h.server.url, 'GET', `/api/user/${athlete.id}/sessions`, { token }))
          .body as SessionPage
      await expect
        .poll(async () =>
          (await storedSessions()).items.map((s) => [
            s.workoutId,
            s.day,
            s.completed,
            s.exerciseCount,
            s.setCount,
          ]),
        )
        .toEqual([[workout.id, today, true, 2, 2]])
      const sessions = await storedSessions()
      const sessionId = sessions.items[0]!.id
      const afterwards = (
        await rest(
          h.server.url,
          'GET',
          `/api/trainer/clients/${athlete.id}/calendar?from=${today}&to=${addDays(today, 6)}`,
          { token: trainerToken },
        )
      ).body as Calendar
      expect(afterwards.days.map((d) => d.items.map((i) => i.status))).toEqual([
        ['done'],
        ['upcoming'],
        ['upcoming'],
      ])

      // 4. The trainer: 100% in My Users, then the session against the prescription.
      await coach.goto(`${h.server.url}/trainer/users`)
      const row = coach.getByRole('row').filter({ hasText: 'ath-loop' })
      const compliance = row.locator('td[data-label="Compliance (7 d · 30 d)"]')
      await compliance.waitFor()
      expect(await compliance.textContent()).toBe('7 days: 100% · , 30 days: 100%')
      const clients = (
        await rest(h.server.url, 'GET', '/api/trainer/users', { token: trainerToken })
      ).body as Client[]
      expect(clients.find((c) => c.id === athlete.id)?.compliance).toMatchObject({
        d7: 100,
        d30: 100,
      })
      await row.getByRole('link', { name: 'View Progress of ath-loop' }).click()
      await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}`)
      await coach
        .getByRole('region', { name: 'Recent history' })
        .getByRole('link', { name: new RegExp(TITLE) })
        .click()
      await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}/sessions/${sessionId}`)
      await coach.getByRole('heading', { name: 'Client Session', level: 1 }).waitFor()
      const pushUpsDone = coach.getByRole('region', { name: 'Push-ups' })
      await pushUpsDone.getByText('From coach-loop: 1 set · 6 reps', { exact: true }).waitFor()
      await pushUpsDone.getByText('1 of 1 set · 1 on target', { exact: true }).waitFor()
      await pushUpsDone.getByText('Note: Chest to the floor', { exact: true }).waitFor()
      const squatsDone = coach.getByRole('region', { name: 'Squats' })
      await squatsDone.getByText('Planned: 1 set · 10 reps', { exact: true }).waitFor()
      await squatsDone.getByText('1 of 1 set · 1 on target', { exact: true }).waitFor()
      await coach.getByText('Workout note: Easy pace, full range', { exact: true }).waitFor()
      await coach.getByLabel('Add a comment').fill('Good work, add a set next time')
      await coach.getByRole('button', { name: 'Post comment' }).click()
      const comments = coach.getByRole('region', { name: 'Comments' })
      await comments.getByText('Good work, add a set next time').waitFor()
      await checkScreen(coach, 'coaching-loop-session-trainer')

      // 5. The athlete is told on Daily, opens the session and answers.
      await page.goto(`${h.server.url}/daily`)
      await page.getByRole('link', { name: `New comment from coach-loop on ${TITLE}` }).click()
      await page.waitForURL(`${h.server.url}/sessions/${sessionId}`)
      const theirs = page.getByRole('region', { name: 'Comments' })
      await theirs
        .getByRole('listitem')
        .filter({ hasText: 'Good work, add a set next time' })
        .getByText('coach-loop', { exact: true })
        .waitFor()
      await page.getByLabel('Add a comment').fill('Thanks, will do')
      await page.getByRole('button', { name: 'Post comment' }).click()
      await theirs
        .getByRole('listitem')
        .filter({ hasText: 'Thanks, will do' })
        .getByText('You', { exact: true })
        .waitFor()
      const stored = (
        await rest(h.server.url, 'GET', `/api/sessions/${sessionId}/comments`, {
          token: trainerToken,
        })
      ).body as SessionComment[]
      expect(stored.map((c) => [c.authorName, c.byAthlete, c.body])).toEqual([
        ['coach-loop', false, 'Good work, add a set next time'],
        ['ath-loop', true, 'Thanks, will do'],
      ])

      // 6. A message each way.
      await page
        .getByRole('navigation', { name: 'Tabs' })
        .getByRole('link', { name: 'Messages', exact: true })
        .click()
      await page.waitForURL(`${h.server.url}/messages`)
      await page.getByLabel('Write a message').fill('Can I train on Sunday instead?')
      await page.getByRole('button', { name: 'Send' }).click()
      const thread = page.getByRole('log', { name: 'Conversation with coach-loop' })
      await thread
        .getByRole('listitem')
        .filter({ hasText: 'Sunday instead' })
        .getByText('You', { exact: true })
        .waitFor()

      await coach.goto(`${h.server.url}/trainer/users`)
      await row.getByText('1 new message', { exact: true }).waitFor()
      await row.getByRole('link', { name: 'Messages with ath-loop' }).click()
      await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}/messages`)
      const coachThread = coach.getByRole('log', { name: 'Conversation with ath-loop' })
      await coachThread
        .getByRole('listitem')
        .filter({ hasText: 'Sunday instead' })
        .getByText('ath-loop', { exact: true })
        .waitFor()
      await coach.getByLabel('Write a message').fill('Yes, Sunday is fine.')
      await coach.getByRole('button', { name: 'Send' }).click()
      await coachThread
        .getByRole('listitem')
        .filter({ hasText: 'Sunday is fine' })
        .getByText('You', { exact: true })
        .waitFor()

      await page.reload()
      await thread
        .getByRole('listitem')
        .filter({ hasText: 'Sunday is fine' })
        .getByText('coach-loop', { exact: true })
        .waitFor()
      await checkScreen(page, 'coaching-loop-messages-athlete')
      const messages = (await rest(h.server.url, 'GET', '/api/user/messages', { token }))
        .body as Thread
      expect(messages.messages.map((m) => [m.authorId, m.mine, m.body])).toEqual([
        [athlete.id, true, 'Can I train on Sunday instead?'],
        [trainer.id, false, 'Yes, Sunday is fine.'],
      ])
    } finally {
      await phone.close()
    }
    expect(errors).toEqual([])
  }, 120_000)
})
