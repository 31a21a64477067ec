import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { getBoard } from '~/server/services/kiosks/get-board'
import { listKioskExercises } from '~/server/services/kiosks/list-kiosk-exercises'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { revokeKiosk } from '~/server/services/kiosks/revoke-kiosk'
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshot } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// An American wall screen: its clock reads 12-hour time (docs/product.md#kiosk-board).
const h = browserHarness({ locale: 'en-US' })

/**
 * Records every oscillator the page starts (the real Web Audio calls the timer makes): the
 * page's clock reading when it was started, its pitch and its wave.
 */
function recordTones() {
  const w = window as unknown as { __tones: { t: number; f: number; type: string }[] }
  w.__tones = []
  const create = AudioContext.prototype.createOscillator
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    const osc = create.call(this)
    const start = osc.start.bind(osc)
    osc.start = (when?: number) => {
      w.__tones.push({ t: performance.now(), f: osc.frequency.value, type: osc.type })
      start(when)
    }
    return osc
  }
}

async function tones(): Promise<{ t: number; f: number; type: string }[]> {
  return h.page.evaluate(
    () => (window as unknown as { __tones: { t: number; f: number; type: string }[] }).__tones,
  )
}

/** Tones grouped into cues (the notes started in one call), as [ms after `t0`, pitches]. */
function cues(list: { t: number; f: number }[], t0: number): [number, number[]][] {
  const groups = new Map<number, number[]>()
  for (const tone of list) groups.set(tone.t - t0, [...(groups.get(tone.t - t0) ?? []), tone.f])
  return [...groups.entries()]
}

const TICK = [660]
const WORK = [1320]
const REST = [784, 523]
const FINISH = [523, 659, 784, 1047]

/** axe waits on timers of its own: the page's clock flows again while it runs. */
async function expectAxeClean(name: string) {
  await h.page.clock.resume()
  await expectNoAxeViolations(h.page, name)
}

/** Everything on one screen: neither the page nor the main area scrolls up and down. */
async function expectFitsScreen(name: string) {
  const sizes = await h.page.evaluate(() => {
    const main = document.querySelector('main')!
    return {
      page: document.documentElement.scrollHeight - window.innerHeight,
      main: main.scrollHeight - main.clientHeight,
    }
  })
  expect(sizes, `${name} overflows the screen`).toEqual({ page: 0, main: 0 })
}

/** Registers a kiosk as an admin would and pairs a fresh browser with its code. */
async function pairedScreen(width: number, height: number, name = 'Front wall', timeZone = 'UTC') {
  const issued = await registerKiosk({ database: h.server.database, name, timeZone })
  await h.open(width, height)
  await h.page.clock.install()
  await h.page.addInitScript(recordTones)
  await h.page.goto(`${h.server.url}/kiosk/pair`)
  await h.page.getByLabel('Pairing code').fill(issued.pairingCode.toLowerCase())
  await h.page.getByRole('button', { name: 'Pair' }).click()
  await h.page.waitForURL(`${h.server.url}/kiosk`)
  return issued.kiosk
}

/**
 * With the clock stopped, tRPC's request batching and React Query's notifications (both on
 * timers) wait for the test: move the clock on in small steps until `done` holds.
 */
async function pumpUntil(done: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await done()) return
    await h.page.clock.runFor(100)
  }
  throw new Error('the page never got there')
}

/** Stops the page's clock so every timer fires only when the test says. */
async function pauseClock() {
  const now = await h.page.evaluate(() => Date.now())
  await h.page.clock.pauseAt(now + 1000)
  return now + 1000
}

describe('pairing a wall screen', () => {
  it('sends an unpaired screen to the pairing page and explains a wrong code', async () => {
    await h.open(1920, 1080)
    await h.page.clock.install()
    for (const path of ['/kiosk', '/kiosk/timer', '/kiosk/library']) {
      await h.page.goto(`${h.server.url}${path}`)
      await h.page.waitForURL(`${h.server.url}/kiosk/pair`)
    }
    await h.page.getByRole('heading', { name: 'Pair this screen' }).waitFor()
    const code = h.page.getByLabel('Pairing code')
    await code.fill('abc')
    await h.page.getByRole('button', { name: 'Pair' }).click()
    await h.page
      .getByRole('alert')
      .getByText('Enter the 8-character pairing code shown when the kiosk was registered')
      .waitFor()
    expect(await code.getAttribute('aria-invalid')).toBe('true')
    await code.fill('ABCD-EFGH')
    await h.page.getByRole('button', { name: 'Pair' }).click()
    await h.page
      .getByRole('alert')
      .getByText(/That pairing code is not valid/)
      .waitFor()
    await expectAxeClean('pair')
    await screenshot(h.page, 'kiosk-pair-1920x1080', { viewport: true })
  })

  it('keeps the device cookie from page script and from every personal or admin call', async () => {
    await pairedScreen(1280, 860)
    const answers = await h.page.evaluate(async () => {
      const status = async (path: string, init?: RequestInit) => (await fetch(path, init)).status
      return {
        cookieVisible: document.cookie.includes('kiosk_device'),
        board: await status('/api/kiosk/board'),
        user: await status('/api/user'),
        adminUsers: await status('/api/admin/users'),
        adminKiosks: await status('/api/admin/kiosks'),
        progress: await status('/api/user/1/progress'),
        trpcAdmin: await status('/trpc/admin.users?input=%7B%7D'),
      }
    })
    expect(answers).toEqual({
      cookieVisible: false,
      board: 200,
      user: 401,
      adminUsers: 401,
      adminKiosks: 401,
      progress: 401,
      trpcAdmin: 401,
    })
  })
})

describe('today’s board', () => {
  it('shows every section with its workouts, exercises and a QR code that opens the workout', async () => {
    const kiosk = await pairedScreen(1920, 1080, 'Studio A', 'Asia/Kathmandu')
    // The board opened as a wall screen opens it each morning, counting the Intl formatters its
    // page builds (the first one loads the browser's ICU data before the board can paint).
    await h.page.addInitScript(() => {
      const Format = Intl.DateTimeFormat
      const counted = { built: 0 }
      Object.assign(window, { intlFormatters: counted })
      Intl.DateTimeFormat = new Proxy(Format, {
        construct: (target, args: ConstructorParameters<typeof Format>) => {
          counted.built++
          return new target(...args)
        },
        apply: (target, self, args: ConstructorParameters<typeof Format>) => {
          counted.built++
          return target(...args)
        },
      })
    })
    await h.page.reload()
    const board = await getBoard({
      db: h.server.database.db,
      kiosk: { id: kiosk.id, name: kiosk.name, timeZone: kiosk.timeZone },
      appUrl: h.server.url,
    })
    expect(board.sections.map((s) => s.label)).toEqual([
      'Warm-up',
      'Skills',
      'Workout',
      'Cool-down',
    ])
    await h.page.getByRole('banner').getByText('Studio A').waitFor()
    for (const s of board.sections) await h.page.getByRole('tab', { name: s.label }).waitFor()
    await pauseClock()
    // The clock shows the kiosk's zone (UTC+5:45), as Intl would, without Intl in the page.
    const clock = h.page.getByRole('banner').locator('time')
    const shown = new Date((await clock.getAttribute('datetime'))!)
    const zoned = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', ...options })
        .format(shown)
        .replace(/\s/g, ' ')
    expect(await clock.textContent()).toBe(zoned({ hour: '2-digit', minute: '2-digit' }))
    expect(
      await h.page.evaluate(
        () => (window as unknown as { intlFormatters: { built: number } }).intlFormatters.built,
      ),
    ).toBe(0)
    await h.page
      .getByRole('banner')
      .getByText(zoned({ weekday: 'long', month: 'long', day: 'numeric' }), { exact: true })
      .waitFor()

    for (const section of board.sections) {
      await h.page.getByRole('tab', { name: section.label }).click()
      expect(
        await h.page.getByRole('tab', { name: section.label }).getAttribute('aria-selected'),
      ).toBe('true')
      const panel = h.page.getByRole('tabpanel')
      for (const w of section.workouts) {
        await panel.getByRole('heading', { name: w.title }).waitFor()
        const table = panel.getByRole('table', { name: `Exercises in ${w.title}` })
        expect(await table.getByRole('rowheader').allTextContents()).toEqual(
          w.exercises.map((e) => e.name),
        )
        // Each exercise has its drawn still beside its name (decorative: the name says it).
        expect(await table.locator('th[scope="row"] svg[aria-hidden="true"]').count()).toBe(
          w.exercises.length,
        )
        const first = w.exercises[0]!
        const row = table.getByRole('row').nth(1)
        const sets = first.plan.sets === null ? '—' : String(first.plan.sets)
        // Reps as written and the seconds of a timed set only: a row's time estimate
        // (`duration`, for the workout's minutes) is never shown as a time.
        expect(await row.getByRole('cell').allTextContents()).toEqual([
          sets,
          first.plan.seconds === null ? first.reps : '—',
          first.plan.seconds === null ? '—' : `${first.plan.seconds} s`,
        ])
        // The code comes encoded with the board: drawn with the section, the clock stopped.
        await panel
          .getByRole('img', { name: `Scan to open ${w.title} on your phone` })
          .waitFor({ timeout: 2000 })
        const png = PNG.sync.read(await panel.locator(`[data-qr="${w.id}"]`).screenshot())
        const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
        expect(decoded?.data).toBe(`${h.server.url}/workout/${w.id}`)
      }
      await expectFitsScreen(`${section.label} at 1920x1080`)
    }
    await expectAxeClean('board')
  })

  it('rotates through the sections when idle, holds still after a touch, and can be paused', async () => {
    await pairedScreen(1920, 1080)
    await h.page.getByRole('tab', { name: 'Warm-up' }).waitFor()
    await pauseClock()
    const selected = () =>
      h.page.getByRole('tab', { selected: true }).textContent({ timeout: 2000 })
    expect(await selected()).toBe('Warm-up')
    await h.page.getByText(/^1 of 4 · Skills in \d+ s$/).waitFor()
    await screenshot(h.page, 'kiosk-board-1920x1080')
    await expectNoSidewaysScroll(h.page, 'board 1920')
    await h.page.clock.runFor(20_000)
    expect(await selected()).toBe('Skills')
    await h.page.clock.runFor(20_000)
    expect(await selected()).toBe('Workout')

    // A member picks a section: it stays up a minute after the last touch.
    await h.page.getByRole('tab', { name: 'Cool-down' }).click()
    await h.page.clock.runFor(45_000)
    expect(await selected()).toBe('Cool-down')
    await h.page.clock.runFor(16_000)
    expect(await selected()).toBe('Warm-up')

    await h.page.getByRole('button', { name: 'Pause rotation' }).click()
    await h.page.getByText('1 of 4 · rotation paused').waitFor()
    await h.page.clock.runFor(120_000)
    expect(await selected()).toBe('Warm-up')
    await h.page.getByRole('button', { name: 'Resume rotation' }).click()
    await h.page.clock.runFor(20_000)
    expect(await selected()).toBe('Skills')

    await h.page.setViewportSize({ width: 1080, height: 1920 })
    await expectAxeClean('board portrait')
    await expectNoSidewaysScroll(h.page, 'board 1080 portrait')
    await screenshot(h.page, 'kiosk-board-1080x1920')
    for (const [w, ht] of [
      [375, 800],
      [1280, 860],
    ] as const) {
      await h.page.setViewportSize({ width: w, height: ht })
      await expectNoSidewaysScroll(h.page, `board ${w}`)
      await screenshot(h.page, `kiosk-board-${w}`)
    }
  })

  it('refreshes itself and keeps the last board on screen while the server is unreachable', async () => {
    // Around noon on the screen's wall, whenever the suite runs: minutes of clock later must not
    // cross midnight there, which would fetch the next day's board on its own.
    const offset = 12 - new Date().getUTCHours()
    const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
    await pairedScreen(1280, 860, 'Front wall', zone)
    await h.page.getByRole('tab', { name: 'Warm-up' }).waitFor()
    await h.page.getByRole('button', { name: 'Pause rotation' }).click()
    await pauseClock()
    const title = h.page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()
    const before = await title.textContent()
    let boardCalls = 0
    await h.page.route(/\/trpc\/kiosk\.board/, (route) => {
      boardCalls++
      return route.abort('internetdisconnected')
    })
    // Five minutes after the board loaded (a moment before the clock stopped).
    await h.page.clock.runFor(5 * 60_000 - 5_000)
    expect(boardCalls).toBe(0)
    // The time of the board it shows, on the kiosk's clock (UTC here, 12-hour in en-US).
    const offline = h.page
      .getByRole('status')
      .getByText(/^Offline: showing the board from (0\d|1[0-2]):[0-5]\d [AP]M\. Retrying…$/)
    await h.page.clock.runFor(5_000)
    await pumpUntil(() => offline.isVisible())
    expect(boardCalls).toBe(1)
    expect(await title.textContent()).toBe(before)
    // Back online: the next retry, 30 s later, clears the notice.
    await h.page.unroute(/\/trpc\/kiosk\.board/)
    await h.page.clock.runFor(29_000)
    expect(await offline.isVisible()).toBe(true)
    await h.page.clock.runFor(1_000)
    await pumpUntil(async () => !(await offline.isVisible()))
    expect(await title.textContent()).toBe(before)
  })
})

describe('a revoked screen', () => {
  it('goes back to the pairing page at its next refresh', async () => {
    const kiosk = await pairedScreen(1280, 860)
    await h.page.getByRole('tab', { name: 'Warm-up' }).waitFor()
    await pauseClock()
    await revokeKiosk({ database: h.server.database, kioskId: kiosk.id })
    await h.page.clock.runFor(5 * 60_000)
    await pumpUntil(async () => h.page.url() === `${h.server.url}/kiosk/pair`)
    await h.page.getByRole('heading', { name: 'Pair this screen' }).waitFor()
  })
})

describe('the group interval timer', () => {
  it('runs the lead-in, work, rest and finish with their sounds at the right moments, through a pause', async () => {
    await pairedScreen(1920, 1080)
    await h.page.getByRole('link', { name: 'Timer' }).click()
    await h.page.waitForURL(`${h.server.url}/kiosk/timer`)
    await h.page.getByRole('heading', { name: 'Group interval timer' }).waitFor()

    // Work 10 s by typing, rest 5 s with the − button, 2 rounds with the arrow keys.
    const work = h.page.getByLabel('Work seconds', { exact: true })
    await work.fill('10')
    await work.press('Tab')
    for (let i = 0; i < 3; i++) {
      await h.page.getByRole('button', { name: 'Decrease rest seconds' }).click()
    }
    const rounds = h.page.getByLabel('Rounds', { exact: true })
    await rounds.focus()
    for (let i = 0; i < 6; i++) await rounds.press('ArrowDown')
    expect(await h.page.getByLabel('Rest seconds', { exact: true }).inputValue()).toBe('5')
    expect(await rounds.inputValue()).toBe('2')
    await h.page.getByText('2 rounds · 10 s work · 5 s rest · 0:28 in all').waitFor()
    await expectAxeClean('timer idle')
    await screenshot(h.page, 'kiosk-timer-idle-1920x1080')
    await pauseClock()

    /** The rendered height of the digits. */
    const digitsPx = () =>
      h.page.getByRole('timer').evaluate((el) => el.getBoundingClientRect().height)
    const phase = h.page.getByTestId('phase')
    const digits = h.page.getByRole('timer', { name: 'Time left' })
    const round = h.page.getByTestId('round')
    const at = async (p: string, d: string, r: string) => {
      expect([
        await phase.textContent(),
        await digits.textContent(),
        await round.textContent(),
      ]).toEqual([p, d, r])
    }

    await h.page.getByRole('button', { name: 'Start' }).click()
    const t0 = (await tones())[0]!.t
    await at('Get ready', '3', 'Round 1 of 2')
    expect(await work.isDisabled()).toBe(true)
    await h.page.clock.runFor(1_500)
    await at('Get ready', '2', 'Round 1 of 2')
    await h.page.clock.runFor(1_500)
    await at('Work', '0:10', 'Round 1 of 2')
    await screenshot(h.page, 'kiosk-timer-work-1920x1080')
    expect(await digitsPx()).toBeGreaterThan(300)
    await expectFitsScreen('timer at 1920x1080')
    await h.page.clock.runFor(2_000)
    await at('Work', '0:08', 'Round 1 of 2')
    // A time sync steps the wall clock an hour back, then two forward: the timer does not notice.
    const wall = await h.page.evaluate(() => Date.now())
    await h.page.clock.setSystemTime(wall - 3_600_000)
    await h.page.clock.runFor(200)
    await at('Work', '0:08', 'Round 1 of 2')
    await h.page.clock.setSystemTime(wall + 3_600_000)
    await h.page.clock.runFor(200)
    await at('Work', '0:08', 'Round 1 of 2')

    // Paused for ten seconds: the digits and the sounds wait.
    await h.page.getByRole('button', { name: 'Pause' }).click()
    const heard = (await tones()).length
    await h.page.clock.runFor(10_000)
    await at('Work · paused', '0:08', 'Round 1 of 2')
    expect((await tones()).length).toBe(heard)
    await h.page.getByRole('button', { name: 'Resume' }).click()

    await h.page.clock.runFor(8_000)
    await at('Rest', '0:05', 'Round 1 of 2 done · next: round 2')
    await screenshot(h.page, 'kiosk-timer-rest-1920x1080')
    await h.page.clock.runFor(5_000)
    await at('Work', '0:10', 'Round 2 of 2')
    await h.page.clock.runFor(10_000)
    await at('Done', '0:00', 'All 2 rounds done')
    await h.page.getByRole('button', { name: 'Start again' }).waitFor()

    // Running time: lead-in 0-3 s, work 3-13 s, rest 13-18 s, work 18-28 s; the pause adds 10 s.
    const pause = 10_000
    expect(cues(await tones(), t0)).toEqual([
      [0, TICK],
      [1_000, TICK],
      [2_000, TICK],
      [3_000, WORK],
      [13_000 + pause, REST],
      [15_000 + pause, TICK],
      [16_000 + pause, TICK],
      [17_000 + pause, TICK],
      [18_000 + pause, WORK],
      [28_000 + pause, FINISH],
    ])

    // The timer never idles back to the board, and Reset makes the settings editable again.
    await h.page.clock.runFor(180_000)
    expect(h.page.url()).toBe(`${h.server.url}/kiosk/timer`)
    await h.page.getByRole('button', { name: 'Reset' }).click()
    await at('Ready to start', '0:10', '2 rounds · 10 s work · 5 s rest · 0:28 in all')
    expect(await work.isDisabled()).toBe(false)

    await h.page.setViewportSize({ width: 1080, height: 1920 })
    await h.page.getByRole('button', { name: 'Start' }).click()
    await h.page.clock.runFor(4_000)
    await expectNoSidewaysScroll(h.page, 'timer 1080 portrait')
    await expectFitsScreen('timer at 1080x1920')
    await screenshot(h.page, 'kiosk-timer-work-1080x1920')
    expect(await digitsPx()).toBeGreaterThan(300)
    await h.page.getByRole('button', { name: 'Pause' }).click()
    await expectAxeClean('timer paused, portrait')
    for (const [w, ht] of [
      [375, 800],
      [1280, 860],
    ] as const) {
      await h.page.setViewportSize({ width: w, height: ht })
      await expectNoSidewaysScroll(h.page, `timer ${w}`)
      expect(await digitsPx()).toBeGreaterThan(Math.min(w, ht) / 4)
      await screenshot(h.page, `kiosk-timer-${w}`)
    }
  })

  it('stays silent with the sound off', async () => {
    await pairedScreen(1280, 860)
    await h.page.goto(`${h.server.url}/kiosk/timer`)
    await h.page.getByRole('button', { name: 'Start' }).waitFor()
    await pauseClock()
    const soundButton = h.page.getByRole('button', { name: 'Sound' })
    expect(await soundButton.getAttribute('aria-pressed')).toBe('true')
    await soundButton.click()
    expect(await soundButton.getAttribute('aria-pressed')).toBe('false')
    await h.page.getByRole('button', { name: 'Start' }).click()
    await h.page.clock.runFor(8_000)
    await h.page.getByTestId('phase').getByText('Work').waitFor()
    expect(await tones()).toEqual([])
  })
})

describe('the exercise library', () => {
  it('filters by body part and difficulty on the server, shows form tips, and idles back to the board', async () => {
    await pairedScreen(1920, 1080)
    await h.page.getByRole('link', { name: 'Library' }).click()
    await h.page.waitForURL(`${h.server.url}/kiosk/library`)
    const db = h.server.database.db
    const all = await listKioskExercises({ db })
    const list = h.page.getByRole('navigation', { name: 'Exercises' }).getByRole('button')
    await h.page.getByText(`${all.items.length} exercises`, { exact: true }).waitFor()
    expect(await list.count()).toBe(all.items.length)
    const bodyParts = h.page.getByRole('group', { name: 'Body part' })
    const difficulty = h.page.getByRole('group', { name: 'Difficulty' })
    expect(await bodyParts.getByRole('button').allTextContents()).toEqual([
      'All',
      ...all.bodyParts.map((b) => b.charAt(0).toUpperCase() + b.slice(1)),
    ])

    let filterCalls = 0
    h.page.on('request', (r) => {
      if (r.url().includes('kiosk.exercises')) filterCalls++
    })
    await bodyParts.getByRole('button', { name: 'Upper' }).click()
    const upper = await listKioskExercises({ db, bodyPart: 'upper' })
    await h.page.getByText(`${upper.items.length} exercises`, { exact: true }).waitFor()
    expect(upper.items.length).toBeLessThan(all.items.length)
    expect(await list.allTextContents()).toEqual(upper.items.map((e) => e.name))
    expect(filterCalls).toBeGreaterThan(0)
    expect(
      await bodyParts.getByRole('button', { name: 'Upper' }).getAttribute('aria-pressed'),
    ).toBe('true')

    await difficulty.getByRole('button', { name: 'Advanced' }).click()
    const hard = await listKioskExercises({ db, bodyPart: 'upper', difficulty: 'advanced' })
    await h.page
      .getByText(`${hard.items.length} ${hard.items.length === 1 ? 'exercise' : 'exercises'}`, {
        exact: true,
      })
      .waitFor()
    expect(await list.allTextContents()).toEqual(hard.items.map((e) => e.name))

    // The detail: name, target muscles, equipment, instructions, Do and Don't.
    const pick = hard.items.at(-1)!
    await list.filter({ hasText: pick.name }).click()
    const detail = h.page.getByRole('article')
    await detail.getByRole('heading', { name: pick.name, level: 2 }).waitFor()
    if (pick.targetMuscles) await detail.getByText(pick.targetMuscles).waitFor()
    await detail.getByRole('heading', { name: 'How to do it' }).waitFor()
    await detail
      .getByRole('region', { name: 'Do', exact: true })
      .getByText(pick.correctFormTips[0]!)
      .waitFor()
    await detail
      .getByRole('region', { name: 'Don’t' })
      .getByText(pick.incorrectFormTips[0]!)
      .waitFor()
    // Its demonstration, and the fault drawn under Don't.
    await detail.getByRole('img', { name: `${pick.name} demonstration` }).waitFor()
    await detail
      .getByRole('region', { name: 'Don’t' })
      .getByRole('img', { name: `${pick.name} incorrect form` })
      .waitFor()
    await expectAxeClean('library')
    await expectNoSidewaysScroll(h.page, 'library 1920')
    await screenshot(h.page, 'kiosk-library-1920x1080')

    await bodyParts.getByRole('button', { name: 'All' }).click()
    await difficulty.getByRole('button', { name: 'All' }).click()
    await h.page.getByText(`${all.items.length} exercises`, { exact: true }).waitFor()
    await h.page.setViewportSize({ width: 1080, height: 1920 })
    await expectAxeClean('library portrait')
    await expectNoSidewaysScroll(h.page, 'library 1080 portrait')
    await screenshot(h.page, 'kiosk-library-1080x1920')
    for (const [w, ht] of [
      [375, 800],
      [1280, 860],
    ] as const) {
      await h.page.setViewportSize({ width: w, height: ht })
      await expectNoSidewaysScroll(h.page, `library ${w}`)
      await screenshot(h.page, `kiosk-library-${w}`)
    }

    // Two minutes without a touch: back to the board.
    await pauseClock()
    await h.page.clock.runFor(100_000)
    expect(h.page.url()).toBe(`${h.server.url}/kiosk/library`)
    await h.page.keyboard.press('Shift')
    await h.page.clock.runFor(100_000)
    expect(h.page.url()).toBe(`${h.server.url}/kiosk/library`)
    await h.page.clock.runFor(30_000)
    await h.page.waitForURL(`${h.server.url}/kiosk`)
    await h.page.getByRole('tab', { name: 'Warm-up' }).waitFor()
  })
})
