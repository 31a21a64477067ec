import { describe, expect, it } from 'vitest'
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  signInFrom,
  signInThroughUi,
  skipOnboarding,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'

const h = browserHarness()

describe('signing in', () => {
  it('signs in with a typed email and lands on the Daily screen inside the app chrome', async () => {
    await h.open()
    await h.page.goto(`${h.server.url}/auth`)
    await expect(h.page.getByRole('heading', { name: 'Sign in' })).toBeDefined()
    await h.page
      .getByText('By signing in, you agree to our Terms of Service and Privacy Policy.')
      .waitFor()
    await signInThroughUi(h.page, { email: 'maya@example.test', name: 'Maya Lind' })
    await skipOnboarding(h.page)
    await h.page.waitForURL(`${h.server.url}/daily`)
    await h.page.getByRole('heading', { name: "Today's Workout" }).waitFor()
    await h.page.getByText('Complete all sections for maximum benefits').waitFor()
    const header = h.page.getByRole('banner')
    await header.getByText('Streak: 0 days').waitFor()
    await header.getByText('maya-lind', { exact: true }).waitFor()
    const nav = h.page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Daily', 'Explore', 'Skills'])
    await h.page.getByRole('status').getByText('Welcome, maya-lind!').waitFor()
  })

  it('shows "Signing in..." on a disabled button while the sign-in is under way', async () => {
    await h.open()
    await h.page.goto(`${h.server.url}/auth`)
    await h.page.getByRole('button', { name: 'Sign in with Google' }).waitFor()
    // Record every state of the button; session storage outlives the navigation to the provider.
    await h.page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Sign in with Google'),
      )
      if (!button) throw new Error('no sign-in button')
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('seen') ?? '[]') as string[]
        seen.push(`${button.textContent}|${button.disabled}`)
        sessionStorage.setItem('seen', JSON.stringify(seen))
      }).observe(button, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await signInThroughUi(h.page, { demo: 'Demo athlete' })
    await h.page.waitForURL(`${h.server.url}/daily`)
    const seen = await h.page.evaluate(
      () => JSON.parse(sessionStorage.getItem('seen') ?? '[]') as string[],
    )
    expect(seen).toContain('Signing in...|true')
  })

  it('signs in with a demo account and shows the role links of that role', async () => {
    await h.signIn({ demo: 'Demo trainer' })
    const nav = h.page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Plans' }).waitFor()
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Daily',
      'Explore',
      'Skills',
      'Manage Users',
      'Workouts',
      'Plans',
    ])
    await h.page.getByRole('banner').getByText('Trainer', { exact: true }).waitFor()
  })

  it('returns to a deep link asked for while signed out', async () => {
    await h.signIn({ demo: 'Demo athlete' }, { path: '/skills' })
    await h.page.getByRole('heading', { name: 'Calisthenics Skills' }).waitFor()
  })

  it('sends a signed-in visitor of /auth to /daily', async () => {
    await h.signIn({ demo: 'Demo athlete' })
    await h.page.goto(`${h.server.url}/auth`)
    await h.page.waitForURL(`${h.server.url}/daily`)
  })

  it('shows the failure alert and toast when the sign-in fails', async () => {
    await h.open()
    await h.page.goto(`${h.server.url}/api/auth/google/callback?code=x&state=forged`)
    await h.page.waitForURL(/\/auth\?error=state/)
    await h.page
      .getByRole('alert')
      .filter({ hasText: 'Failed to sign in with Google. Please try again.' })
      .waitFor()
    await h.page.getByText('Google sign-in failed').waitFor()
  })

  it('sets the session cookie HttpOnly, SameSite=Lax and Path=/', async () => {
    // The cookie the real sign-in sets, not the one a test could place.
    await signInFrom(await h.open(), h.server.url, { demo: 'Demo athlete' })
    const cookie = (await h.context.cookies()).find((c) => c.name === 'session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(await h.page.evaluate(() => document.cookie)).not.toContain('session=')
  })
})

describe('guards and pages', () => {
  it('fetches the typeface after the first screen on a first visit and draws it from the next screen, and from the first frame after', async () => {
    const page = await h.open()
    // Whether the typeface was in the document when the first screen first drew.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')?.firstElementChild) return
        observer.disconnect()
        sessionStorage.setItem(
          'typefaceAtFirstDraw',
          String([...document.fonts].some((face) => face.family === 'Inter')),
        )
      })
      observer.observe(document, { subtree: true, childList: true })
    })
    const atFirstDraw = () => page.evaluate(() => sessionStorage.getItem('typefaceAtFirstDraw'))
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
      )
    const kept = () => page.evaluate(() => localStorage.getItem('typeface'))
    await page.goto(`${h.server.url}/auth`)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await atFirstDraw()).toBe('false')
    // Fetched after the first screen, but not swapped in under it: the next screen takes it.
    await expect.poll(kept).toMatch(/inter-.*\.woff2$/)
    expect(await loaded()).toBe(false)
    await page.getByRole('link', { name: 'Terms of Service' }).click()
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor()
    await expect.poll(loaded).toBe(true)
    expect(await page.evaluate(() => document.fonts.check('700 16px Inter'))).toBe(true)
    await page.goto(`${h.server.url}/auth`)
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await atFirstDraw()).toBe('true')
    await expect.poll(loaded).toBe(true)
  })

  it('shows "Loading your fitness experience..." while a page without the session asks for it', async () => {
    const user = await createUser(h.server.database)
    const token = await createSessionToken(h.server.database, user.id)
    const page = await h.open()
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    // As the offline shell and the desktop app's bundle are: no session in the page.
    await page.route(`${h.server.url}/daily`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<script[^>]*id="initial-session">.*?<\/script>/,
        '',
      )
      expect(html).not.toContain('initial-session')
      await route.fulfill({ response, body: html })
    })
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.session'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto(`${h.server.url}/daily`)
    await page.getByText('Loading your fitness experience...').waitFor()
    answer()
    await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
    expect(await page.getByText('Loading your fitness experience...').count()).toBe(0)
  })

  it('draws the first screen when its code comes later than the spinner’s second', async () => {
    const user = await createUser(h.server.database)
    const token = await createSessionToken(h.server.database, user.id)
    const page = await h.open()
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    // The page brought the session, so the app waits for the screen's code before it renders
    // (docs/decisions/024): past a second it renders anyway and the router finishes.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    let asked = false
    await page.route(
      (url) => /^\/assets\/daily-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        asked = true
        await held
        await route.continue()
      },
    )
    await page.goto(`${h.server.url}/daily`)
    await expect.poll(() => asked).toBe(true)
    // Past the second, Daily's own loading screen, not a blank page.
    await page.getByRole('status', { name: 'Loading' }).waitFor()
    expect(await page.getByRole('heading', { name: "Today's Workout" }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Streak: 0 days' }).count()).toBe(0)
    answer()
    await page.getByRole('heading', { name: 'Streak: 0 days' }).waitFor()
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Explore' }).first().click()
    await page.getByRole('heading', { name: 'Explore Exercises' }).waitFor()
  })

  it('denies /admin/users to an athlete with the Access Denied toast', async () => {
    await h.signIn({ demo: 'Demo athlete' }, { path: '/admin/users' })
    await h.page.getByRole('heading', { name: 'Access Denied' }).waitFor()
    const toast = h.page.getByTestId('toast')
    await toast.getByText("You don't have permission to access this page.").waitFor()
    expect(await h.page.getByRole('heading', { name: 'User Management' }).count()).toBe(0)
  })

  it('shows the 404 texts on an unknown path', async () => {
    await h.open()
    await h.page.goto(`${h.server.url}/no-such-page`)
    await h.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await h.page.getByText('Did you forget to add the page to the router?').waitFor()
  })

  it('logs out to /auth and the old cookie no longer works', async () => {
    await h.signIn({ demo: 'Demo athlete' })
    const token = (await h.context.cookies()).find((c) => c.name === 'session')?.value
    expect(token).toBeTruthy()
    await h.page.getByRole('button', { name: /Account menu/ }).click()
    await h.page.getByRole('menuitem', { name: 'Log out' }).click()
    await h.page.waitForURL(/\/auth$/)
    await h.page.getByText('Logged out').waitFor()
    const replay = await fetch(`${h.server.url}/api/user`, {
      headers: { cookie: `session=${token}` },
    })
    expect(replay.status).toBe(401)
    await h.page.goto(`${h.server.url}/daily`)
    await h.page.waitForURL(/\/auth\?redirect=/)
  })

  it('offers the avatar menu views by role and opens it from the keyboard', async () => {
    await h.signIn({ demo: 'Demo manager' })
    await h.page.getByRole('button', { name: /Account menu/ }).focus()
    await h.page.keyboard.press('Enter')
    // The menu's code loads when the avatar is first focused or pressed.
    await h.page.getByRole('menuitem', { name: 'Home' }).waitFor()
    const items = await h.page.getByRole('menuitem').allInnerTexts()
    expect(items.map((s) => s.trim())).toEqual([
      'Home',
      'Trainer View',
      'Manager View',
      'Profile',
      'Settings',
      'Log out',
    ])
    await h.page.keyboard.press('Escape')
    expect(await h.page.getByRole('menuitem').count()).toBe(0)
  })
})

describe('layout and accessibility', () => {
  for (const width of [375, 1280]) {
    it(`fits ${width} px wide with no axe violations on the sign-in page and the Daily screen`, async () => {
      await h.open(width)
      await h.page.goto(`${h.server.url}/auth`)
      await h.page.getByRole('button', { name: 'Sign in with Google' }).waitFor()
      await expectNoAxeViolations(h.page)
      await screenshot(h.page, `auth-${width}`)
      await signInThroughUi(h.page, { demo: 'Demo admin' })
      await h.page.waitForURL(`${h.server.url}/daily`)
      await h.page.getByRole('heading', { name: "Today's Workout" }).waitFor()
      await h.page.getByTestId('toast').waitFor()
      await expectNoAxeViolations(h.page)
      await screenshot(h.page, `daily-${width}`)
      await expectNoSidewaysScroll(h.page, `daily at ${width} px`)
      const tabs = h.page.getByRole('navigation', { name: 'Tabs' })
      expect(await tabs.isVisible()).toBe(width < 768)
      expect(await h.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(width >= 768)
      if (width < 768) await h.page.getByText(/Week \d+/).waitFor()
      await h.page.goto(`${h.server.url}/no-such-page`)
      await h.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
      await expectNoAxeViolations(h.page)
    })
  }
})
