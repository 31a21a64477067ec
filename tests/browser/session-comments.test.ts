// docs/product.md#session-comments in the browser: the trainer (1280 px) opens a client's session
// from their progress page and comments on one set; the athlete (375 px) is told on Daily,
// opens the session (which marks it seen), reads the comment on that set and answers; the
// trainer sees the answer after a reload. Both pages light and dark, axe clean.
import { randomUUID } from 'node:crypto'
import { expect, describe, it } from 'vitest'
import type { Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import type { SessionComment } from '~/shared/schemas/comments'
import type { Daily } from '~/shared/schemas/progress'
import type { LoggedSet } from '~/shared/schemas/sets'
import { checkScreen } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

describe('comments on a session', () => {
  it('go from the trainer on a set to the athlete through Daily, and the answer back', async () => {
    const trainer = await createUser(h.server.database, {
      role: 'trainer',
      username: 'coach-talk',
    })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    const athlete = await createUser(h.server.database, {
      trainerId: trainer.id,
      username: 'ath-talk',
    })
    const token = await createSessionToken(h.server.database, athlete.id)
    const [workout] = (await rest(h.server.url, 'GET', '/api/workouts', { token }))
      .body as Workout[]
    const { exercises } = (
      await rest(h.server.url, 'GET', `/api/workouts/${workout!.id}/exercises`, { token })
    ).body as WorkoutWithExercises
    const exercise = exercises[0]!
    const logged = await rest(h.server.url, 'POST', `/api/user/${athlete.id}/sets`, {
      token,
      body: {
        sets: [1, 2].map((setNumber) => ({
          clientId: randomUUID(),
          workoutId: workout!.id,
          exerciseId: exercise.exerciseId,
          setNumber,
          reps: 8,
        })),
      },
    })
    expect(logged.status, logged.text).toBe(200)
    const sets = (await rest(h.server.url, 'GET', `/api/user/${athlete.id}/sets`, { token }))
      .body as LoggedSet[]
    const second = sets.find((s) => s.setNumber === 2)!
    const sessionId = (
      (await rest(h.server.url, 'GET', `/api/user/${athlete.id}/sessions`, { token })).body as {
        items: { id: number }[]
      }
    ).items[0]!.id
    const onSet = `On set 2 of ${exercise.exercise.name}`

    // The trainer follows the session from the client's progress page and comments on set 2.
    const coach = await h.open(1280)
    await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
    await coach.goto(`${h.server.url}/trainer/clients/${athlete.id}`)
    await coach
      .getByRole('region', { name: 'Recent history' })
      .getByRole('link', { name: new RegExp(workout!.title) })
      .click()
    await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}/sessions/${sessionId}`)
    await coach.getByRole('heading', { name: 'Client Session', level: 1 }).waitFor()
    await expect.poll(() => coach.title()).toBe('Client Session · Calisthenics')
    await coach.getByText('No comments yet', { exact: true }).waitFor()
    // Read-only: the athlete corrects their own sets.
    expect(await coach.getByRole('button', { name: /^(Edit|Undo) / }).count()).toBe(0)
    await coach.getByRole('button', { name: 'Post comment' }).click()
    await coach.getByRole('alert').getByText('Write a comment first').waitFor()
    await coach.getByLabel('About').selectOption({ label: `Set 2 of ${exercise.exercise.name}` })
    await coach.getByLabel('Add a comment').fill('Lower slowly on this one')
    await coach.getByRole('button', { name: 'Post comment' }).click()
    const comments = coach.getByRole('region', { name: 'Comments' })
    await comments.getByText('Lower slowly on this one').waitFor()
    await comments.getByText(onSet, { exact: true }).waitFor()
    await comments.getByText('You', { exact: true }).waitFor()
    expect(await coach.getByLabel('Add a comment').inputValue()).toBe('')

    // The athlete, on their phone, is told on Daily and opens the session from there.
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
      const notice = page.getByRole('link', {
        name: `New comment from coach-talk on ${workout!.title}`,
      })
      await notice.waitFor()
      await checkScreen(page, 'session-comments-daily')
      await page.setViewportSize({ width: 375, height: 900 })
      await notice.click()
      await page.waitForURL(`${h.server.url}/sessions/${sessionId}`)
      const mine = page.getByRole('region', { name: 'Comments' })
      const fromCoach = mine.getByRole('listitem').filter({ hasText: 'Lower slowly on this one' })
      await fromCoach.getByText('coach-talk', { exact: true }).waitFor()
      await fromCoach.getByText(onSet, { exact: true }).waitFor()
      await page.getByLabel('Add a comment').fill('Will do, thanks')
      await page.getByRole('button', { name: 'Post comment' }).click()
      const answer = mine.getByRole('listitem').filter({ hasText: 'Will do, thanks' })
      await answer.getByText('You', { exact: true }).waitFor()
      expect(await page.getByLabel('Add a comment').inputValue()).toBe('')

      // Daily, reached again in the app, no longer announces it; nor does the server's Daily.
      await page
        .getByRole('navigation', { name: 'Tabs' })
        .getByRole('link', { name: 'Daily' })
        .click()
      await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
      await expect
        .poll(() => page.getByRole('link', { name: /^New comments? from / }).count())
        .toBe(0)
      const daily = (await rest(h.server.url, 'GET', '/api/daily', { token })).body as Daily
      expect(daily.newComments).toEqual([])
      // What the server kept: the trainer's comment on set 2, seen by the athlete, and the answer.
      const stored = (
        await rest(h.server.url, 'GET', `/api/sessions/${sessionId}/comments`, {
          token: trainerToken,
        })
      ).body as SessionComment[]
      expect(
        stored.map((c) => [c.authorName, c.byAthlete, c.setId, c.body, c.readAt !== null]),
      ).toEqual([
        ['coach-talk', false, second.id, 'Lower slowly on this one', true],
        ['ath-talk', true, null, 'Will do, thanks', false],
      ])

      await page.goBack()
      await answer.waitFor()
      await checkScreen(page, 'session-comments-athlete')
      await page.evaluate(() => localStorage.setItem('theme', 'dark'))
      await page.reload()
      await answer.waitFor()
      await checkScreen(page, 'session-comments-athlete-dark')
    } finally {
      await phone.close()
    }
    expect(errors).toEqual([])

    // The trainer sees the answer once the page is read again.
    await coach.reload()
    const reply = comments.getByRole('listitem').filter({ hasText: 'Will do, thanks' })
    await reply.getByText('ath-talk', { exact: true }).waitFor()
    await checkScreen(coach, 'session-comments-trainer')
  })
})
