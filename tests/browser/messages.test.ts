// docs/product.md#messages in the browser: the athlete (375 px) writes to their trainer from
// Messages in the tab bar, a send whose answer is lost is kept in the box and sent again as the
// same message; the trainer (1280 px) sees the client's unread messages in My Users, opens the
// thread (which marks them seen) and answers; the athlete's open thread shows the answer when
// the window comes back to the front, and a later one is announced on the Messages tab.
// What the server stored is read back; both screens light and dark, axe clean.
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Client } from '~/shared/schemas/invitation'
import type { Thread } from '~/shared/schemas/messages'
import { checkScreen, screenshot } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

/** The window goes to the back and comes to the front again, as when switching apps. */
async function refocus(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
}

describe('messages between an athlete and their trainer', () => {
  it('go from the athlete to the trainer and back, each side told of what is new', async () => {
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'coach-chat' })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    const athlete = await createUser(h.server.database, {
      trainerId: trainer.id,
      username: 'ath-chat',
    })
    const token = await createSessionToken(h.server.database, athlete.id)

    // The athlete, on their phone, opens Messages from the tab bar and writes first.
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
      const tabs = page.getByRole('navigation', { name: 'Tabs' })
      await tabs.getByRole('link', { name: 'Messages', exact: true }).click()
      await page.waitForURL(`${h.server.url}/messages`)
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
      await expect.poll(() => page.title()).toBe('Messages · Calisthenics')
      await page.getByText('No messages yet. Say hello to coach-chat.').waitFor()
      const box = page.getByLabel('Write a message')
      await page.getByRole('button', { name: 'Send' }).click()
      await page.getByRole('alert').getByText('Write a message first').waitFor()
      await box.fill('Hi coach, my knee hurts on lunges')
      await box.press('Control+Enter')
      const thread = page.getByRole('log', { name: 'Conversation with coach-chat' })
      const first = thread.getByRole('listitem').filter({ hasText: 'my knee hurts on lunges' })
      await first.getByText('You', { exact: true }).waitFor()
      expect(await box.inputValue()).toBe('')

      // The server stores the next one but its answer is lost: the words stay in the box, and
      // Send again is the same message.
      let lost = 0
      await page.route('**/trpc/messages.send**', async (route) => {
        lost += 1
        await route.fetch()
        await route.fulfill({ status: 503, body: 'Service Unavailable' })
      })
      await box.fill('Can we swap them for step-ups?')
      await page.getByRole('button', { name: 'Send' }).click()
      await page
        .getByRole('alert')
        .getByText(/^Not sent: /)
        .waitFor()
      expect(await box.inputValue()).toBe('Can we swap them for step-ups?')
      expect(await thread.getByText('Can we swap them for step-ups?').count()).toBe(0)
      await page.unroute('**/trpc/messages.send**')
      await page.getByRole('button', { name: 'Send' }).click()
      await thread.getByText('Can we swap them for step-ups?').waitFor()
      expect(await page.getByRole('alert').count()).toBe(0)
      expect(lost).toBe(1)
      const stored = (await rest(h.server.url, 'GET', '/api/user/messages', { token }))
        .body as Thread
      expect(stored.messages.map((m) => [m.mine, m.body])).toEqual([
        [true, 'Hi coach, my knee hurts on lunges'],
        [true, 'Can we swap them for step-ups?'],
      ])

      // The trainer sees two new messages in My Users, opens the thread and answers.
      const coach = await h.open(1280)
      await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
      await coach.goto(`${h.server.url}/trainer/users`)
      const row = coach.getByRole('row').filter({ hasText: 'ath-chat' })
      await row.getByText('2 new messages', { exact: true }).waitFor()
      await checkScreen(coach, 'messages-trainer-users')
      await row.getByRole('link', { name: 'Messages with ath-chat' }).click()
      await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}/messages`)
      await coach.getByRole('heading', { name: 'Client Messages', level: 1 }).waitFor()
      await expect.poll(() => coach.title()).toBe('Client Messages · Calisthenics')
      const theirs = coach.getByRole('log', { name: 'Conversation with ath-chat' })
      const fromClient = theirs.getByRole('listitem').filter({ hasText: 'step-ups' })
      await fromClient.getByText('ath-chat', { exact: true }).waitFor()
      await coach.getByLabel('Write a message').fill('Yes, swap them.\nThree sets of ten.')
      await coach.getByRole('button', { name: 'Send' }).click()
      const answer = theirs.getByRole('listitem').filter({ hasText: 'Three sets of ten.' })
      await answer.getByText('You', { exact: true }).waitFor()
      // Opening the thread marked the client's messages seen: the list says nothing new.
      await expect
        .poll(async () => {
          const clients = (
            await rest(h.server.url, 'GET', '/api/trainer/users', { token: trainerToken })
          ).body as Client[]
          return clients.find((c) => c.id === athlete.id)?.unreadMessages
        })
        .toBe(0)
      await checkScreen(coach, 'messages-trainer')
      await coach.evaluate(() => localStorage.setItem('theme', 'dark'))
      await coach.reload()
      await answer.waitFor()
      await checkScreen(coach, 'messages-trainer-dark')
      // The client's progress page leads to the thread too.
      await coach.getByRole('button', { name: 'Back' }).click()
      await coach.waitForURL(`${h.server.url}/trainer/clients/${athlete.id}`)
      await coach.getByRole('link', { name: 'Messages', exact: true }).waitFor()

      // The athlete's open thread shows the answer once the window is in front again.
      await refocus(page)
      const reply = thread.getByRole('listitem').filter({ hasText: 'Three sets of ten.' })
      // Well before the next 30 s read: the window's return is what read the thread again.
      await reply.getByText('coach-chat', { exact: true }).waitFor({ timeout: 5_000 })

      // A later message is announced on the Messages tab, and opening the thread clears it.
      const later = await rest(
        h.server.url,
        'POST',
        `/api/trainer/clients/${athlete.id}/messages`,
        { token: trainerToken, body: { clientId: randomUUID(), body: 'How did it go?' } },
      )
      expect(later.status, later.text).toBe(200)
      await tabs.getByRole('link', { name: 'Daily' }).click()
      await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
      const announced = tabs.getByRole('link', { name: 'Messages 1 unread' })
      await announced.waitFor()
      await checkScreen(page, 'messages-athlete-tab')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Messages 1 unread' })
        .waitFor()
      await screenshot(page, 'messages-athlete-header-1280', { viewport: true })
      await page.setViewportSize({ width: 375, height: 900 })
      await screenshot(page, 'messages-athlete-tab-bar-375', { viewport: true })
      await announced.click()
      await thread.getByText('How did it go?').waitFor()
      await tabs.getByRole('link', { name: 'Messages', exact: true }).waitFor()

      // What the server kept: the athlete's two (one despite the resend), the trainer's two, all
      // seen by the other side but the trainer's newest... which the athlete has just opened.
      await expect
        .poll(async () => {
          const mine = (await rest(h.server.url, 'GET', '/api/user/messages', { token }))
            .body as Thread
          return mine.messages.map((m) => [m.mine, m.body, m.readAt !== null])
        })
        .toEqual([
          [true, 'Hi coach, my knee hurts on lunges', true],
          [true, 'Can we swap them for step-ups?', true],
          [false, 'Yes, swap them.\nThree sets of ten.', true],
          [false, 'How did it go?', true],
        ])

      await checkScreen(page, 'messages-athlete')
      await page.evaluate(() => localStorage.setItem('theme', 'dark'))
      await page.reload()
      await reply.waitFor()
      await checkScreen(page, 'messages-athlete-dark')
    } finally {
      await phone.close()
    }
    expect(errors).toEqual([])
  })

  it('tell an athlete without a trainer there is nobody to write to', async () => {
    const loner = await createUser(h.server.database, { username: 'ath-alone' })
    const page = await h.open(375)
    await h.context.addCookies([
      {
        name: 'session',
        value: await createSessionToken(h.server.database, loner.id),
        url: h.server.url,
      },
    ])
    await page.goto(`${h.server.url}/daily`)
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await tabs.getByRole('link', { name: 'Daily' }).waitFor()
    expect(await tabs.getByRole('link', { name: /Messages/ }).count()).toBe(0)
    await page.goto(`${h.server.url}/messages`)
    await page.getByRole('heading', { name: 'You have no trainer to write to yet' }).waitFor()
    expect(await page.getByLabel('Write a message').count()).toBe(0)
    await checkScreen(page, 'messages-no-trainer')
  })
})
