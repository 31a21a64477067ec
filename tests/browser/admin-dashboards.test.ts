import { describe, expect, it } from 'vitest'
import { getStaffStats } from '~/server/services/users/get-staff-stats'
import { addDays, localDay } from '~/shared/rules/days'
import { addCompletionDays, createUser, insertUsers } from '../support/factories'
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshot } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// Signed in with a session: these tests are about the staff screens, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })

async function sessionCookie(): Promise<string> {
  const cookie = (await h.context.cookies()).find((c) => c.name === 'session')
  if (!cookie) throw new Error('no session cookie')
  return cookie.value
}

/** A request as the holder of `token` makes it, outside any browser. */
function asHolder(token: string, path: string) {
  return fetch(`${h.server.url}${path}`, { headers: { cookie: `session=${token}` } })
}

describe('user management', () => {
  it('lets an admin search users on the server, page through them, and see each one’s badges', async () => {
    await insertUsers(h.server.database, 55, (i) => ({
      username: `paged-${String(i).padStart(2, '0')}`,
      email: `paged-${i}@club.example`,
    }))
    const streaker = await createUser(h.server.database, { username: 'paged-streaker' })
    const today = localDay(new Date(), 'UTC')
    await addCompletionDays(
      h.server.database,
      streaker.id,
      [today, addDays(today, -1), addDays(today, -2)],
      { storedStreak: 0 },
    )

    await h.signIn({ demo: 'Demo admin' }, { path: '/admin/users' })
    await h.page.getByRole('heading', { name: 'User Management' }).waitFor()
    await h.page.getByRole('heading', { name: 'Manage all users and their roles' }).waitFor()
    const rows = h.page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await rows.first().waitFor()

    await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('PAGED-')
    // The unfiltered list stays on screen until the server answers the search.
    await rows.first().getByText('paged-00', { exact: true }).waitFor()
    expect(await rows.count()).toBe(50)
    await h.page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => rows.count()).toBe(56)
    expect(await h.page.getByRole('button', { name: 'Load more' }).count()).toBe(0)

    await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('streaker')
    await expect.poll(() => rows.count()).toBe(1)
    const row = rows.first()
    await row.getByText('paged-streaker', { exact: true }).waitFor()
    await row.getByText(streaker.email).waitFor()
    await row.getByText('3 day streak').waitFor()
    await row.getByText('Level 1').waitFor()
    await row.getByText('User', { exact: true }).waitFor()

    await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('paged-4%')
    await h.page.getByText('No users found').waitFor()
  })

  it('lets an admin change a role with Edit Role and Save, which the user meets on their next request', async () => {
    // The person whose role changes signs in first, in a browser of their own.
    await h.signIn({ email: 'riley.role@example.test', name: 'Riley Role' }, { path: '/daily' })
    const oldToken = await sessionCookie()
    expect((await asHolder(oldToken, '/api/admin/users')).status).toBe(403)
    await h.context.close()

    await h.signIn({ demo: 'Demo admin' }, { path: '/admin/users' })
    await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('riley')
    const rows = h.page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(1)
    await rows.getByText('No streak').waitFor()
    await h.page.getByRole('button', { name: 'Edit Role of riley-role' }).click()
    const select = h.page.getByLabel('Role of riley-role')
    expect(await select.inputValue()).toBe('user')
    expect(await select.locator('option').allInnerTexts()).toEqual([
      'User',
      'Trainer',
      'Manager',
      'Admin',
    ])
    await expectNoAxeViolations(h.page, 'role editor')

    // Cancel leaves the role alone.
    await select.selectOption('admin')
    await h.page.getByRole('button', { name: 'Cancel' }).click()
    await rows.getByText('User', { exact: true }).waitFor()

    await h.page.getByRole('button', { name: 'Edit Role of riley-role' }).click()
    await h.page.getByLabel('Role of riley-role').selectOption('manager')
    await h.page.getByRole('button', { name: 'Save' }).click()
    const toast = h.page.getByTestId('toast')
    await toast.getByText('Role updated').waitFor()
    await toast.getByText('User role has been updated successfully').waitFor()
    await rows.getByText('Manager', { exact: true }).waitFor()
    expect(await h.page.getByRole('button', { name: 'Save' }).count()).toBe(0)

    // Their old session ended with the change; signing in again brings the new role.
    expect((await asHolder(oldToken, '/api/admin/users')).status).toBe(401)
    await h.context.close()
    await h.signIn(
      { email: 'riley.role@example.test', name: 'Riley Role' },
      { path: '/view/manager' },
    )
    await h.page.getByRole('heading', { name: 'Manager Dashboard' }).waitFor()
    const newToken = await sessionCookie()
    expect((await asHolder(newToken, '/api/admin/users')).status).toBe(200)
    const session = (await (await asHolder(newToken, '/api/auth/session')).json()) as {
      user: { role: string }
    }
    expect(session.user.role).toBe('manager')
  })

  it('shows the server’s reason when a role cannot be changed', async () => {
    await h.signIn({ demo: 'Demo admin' }, { path: '/admin/users' })
    await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('demo-admin')
    const rows = h.page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(1)
    await h.page.getByRole('button', { name: 'Edit Role of demo-admin' }).click()
    await h.page.getByLabel('Role of demo-admin').selectOption('user')
    await h.page.getByRole('button', { name: 'Save' }).click()
    const toast = h.page.getByRole('alert').filter({ hasText: 'Failed to update role' })
    await toast.getByText(/This is the last admin/).waitFor()
    await h.page.getByRole('button', { name: 'Cancel' }).click()
    await rows.getByText('Admin', { exact: true }).waitFor()
  })
})

describe('the manager dashboard', () => {
  it('shows numbers and lists that match the data', async () => {
    const before = await getStaffStats({ db: h.server.database.db })
    const coach = await createUser(h.server.database, {
      role: 'trainer',
      username: 'mgr-coach-kim',
    })
    await createUser(h.server.database, { role: 'trainer', email: 'mgr-coach-lee@club.example' })
    const today = localDay(new Date(), 'UTC')
    const active = await createUser(h.server.database, {
      username: 'mgr-member-active',
      trainerId: coach.id,
    })
    await addCompletionDays(h.server.database, active.id, [today, addDays(today, -1)])
    const yesterday = await createUser(h.server.database, { username: 'mgr-member-yesterday' })
    await addCompletionDays(h.server.database, yesterday.id, [addDays(today, -1)])
    // A stored streak from three days ago: stale, not active.
    const lapsed = await createUser(h.server.database, { username: 'mgr-member-lapsed' })
    await addCompletionDays(h.server.database, lapsed.id, [addDays(today, -3)], {
      storedStreak: 4,
    })

    await h.signIn({ demo: 'Demo manager' }, { path: '/view/manager' })
    await h.page.getByRole('heading', { name: 'Manager Dashboard' }).waitFor()
    const stat = (label: string) => h.page.getByTestId(`stat-${label}`)
    await expect
      .poll(() => stat('Total Trainers').innerText())
      .toBe(String(before.totalTrainers + 2))
    expect(await stat('Total Users').innerText()).toBe(String(before.totalUsers + 3))
    expect(await stat('Active Users').innerText()).toBe(String(before.activeUsers + 2))
    await h.page.getByText('Active training staff').waitFor()
    await h.page.getByText('Registered members').waitFor()
    await h.page.getByText('With workout streaks').waitFor()
    await h.page.getByRole('tab', { name: `Users (${before.totalUsers + 3})` }).waitFor()

    await h.page.getByRole('searchbox', { name: 'Search trainers and users...' }).fill('MGR-')
    await h.page.getByRole('tab', { name: 'Trainers (2)' }).waitFor()
    await h.page.getByRole('tab', { name: 'Users (3)' }).waitFor()
    const trainers = h.page.getByRole('list', { name: 'Trainers' }).getByRole('listitem')
    await expect.poll(() => trainers.count()).toBe(2)
    await trainers
      .filter({ hasText: 'mgr-coach-kim' })
      .getByText('Trainer', { exact: true })
      .waitFor()
    await trainers.filter({ hasText: 'mgr-coach-lee@club.example' }).getByText('Level 1').waitFor()

    await h.page.getByRole('tab', { name: 'Users (3)' }).click()
    const members = h.page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await expect.poll(() => members.count()).toBe(3)
    const activeRow = members.filter({ hasText: 'mgr-member-active' })
    await activeRow.getByText('2 day streak').waitFor()
    await activeRow.getByText('Has Trainer').waitFor()
    await members.filter({ hasText: 'mgr-member-yesterday' }).getByText('1 day streak').waitFor()
    const lapsedRow = members.filter({ hasText: 'mgr-member-lapsed' })
    await lapsedRow.getByText('No streak').waitFor()
    expect(await lapsedRow.getByText('Has Trainer').count()).toBe(0)
    await expectNoAxeViolations(h.page, 'manager users tab')

    await h.page.getByRole('searchbox', { name: 'Search trainers and users...' }).fill('nobody-zzz')
    await h.page.getByRole('tab', { name: 'Users (0)' }).waitFor()
    await h.page.getByText('No users found').waitFor()
    await h.page.getByRole('tab', { name: 'Trainers (0)' }).click()
    await h.page.getByText('No trainers found').waitFor()
  })
})

describe('dashboard views', () => {
  it('lets an admin move between the views with the switcher and the avatar menu', async () => {
    await h.signIn({ demo: 'Demo admin' }, { path: '/daily' })
    await h.page.getByLabel('Dashboard view').selectOption('manager')
    await h.page.waitForURL(`${h.server.url}/view/manager`)
    await h.page.getByRole('heading', { name: 'Manager Dashboard' }).waitFor()
    await h.page.getByLabel('Dashboard view').selectOption('trainer')
    await h.page.waitForURL(`${h.server.url}/view/trainer`)
    await h.page.getByRole('link', { name: /Workout Plans/ }).waitFor()
    await h.page.getByRole('link', { name: /Client Management/ }).click()
    await h.page.waitForURL(`${h.server.url}/trainer/users`)

    await h.page.getByRole('button', { name: /Account menu/ }).click()
    await h.page.getByRole('menuitem', { name: 'Admin View' }).click()
    await h.page.waitForURL(`${h.server.url}/view/admin`)
    await h.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    for (const name of ['Analytics', 'System Settings']) {
      const card = h.page.getByRole('group', { name: `${name} (Coming Soon)` })
      expect(await card.getAttribute('aria-disabled')).toBe('true')
      await card.getByText('Coming Soon').waitFor()
    }
    expect(await h.page.getByRole('link', { name: /Analytics/ }).count()).toBe(0)
    for (const [name, path] of [
      ['Manage Workouts', '/admin/workouts'],
      ['Manage Trainers', '/admin/trainers'],
    ]) {
      expect(
        await h.page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(name!) })
          .getAttribute('href'),
      ).toBe(path)
    }
    await h.page
      .getByRole('main')
      .getByRole('link', { name: /Manage Users/ })
      .click()
    await h.page.waitForURL(`${h.server.url}/admin/users`)
    await h.page.getByRole('heading', { name: 'User Management' }).waitFor()
  })

  it('shows a manager the trainer view as static cards', async () => {
    await h.signIn({ demo: 'Demo manager' }, { path: '/view/trainer' })
    await h.page.getByText('Client Management').waitFor()
    await h.page.getByText('Workout Plans').waitFor()
    expect(
      await h.page.getByRole('link', { name: /Client Management|Workout Plans/ }).count(),
    ).toBe(0)
  })

  it('denies an athlete the admin screens and the manager view', async () => {
    await h.signIn({ demo: 'Demo athlete' }, { path: '/daily' })
    for (const path of ['/admin/users', '/admin/workouts', '/admin/trainers', '/view/manager']) {
      await h.page.goto(`${h.server.url}${path}`)
      await h.page.getByRole('heading', { name: 'Access Denied' }).waitFor()
      const toast = h.page.getByTestId('toast')
      await toast.getByText('Access Denied').waitFor()
      await toast.getByText("You don't have permission to access this page.").waitFor()
      expect(
        await h.page.getByRole('heading', { name: /User Management|Manager Dashboard/ }).count(),
      ).toBe(0)
    }
  })
})

describe('layout and accessibility', () => {
  for (const width of [375, 1280]) {
    it(`fits ${width} px wide with no axe violations on the staff screens`, async () => {
      await h.signIn({ demo: 'Demo admin' }, { path: '/admin/users', width })
      await h.page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().waitFor()
      await expectNoAxeViolations(h.page, `admin users ${width}`)
      await expectNoSidewaysScroll(h.page, `admin users ${width}`)
      await screenshot(h.page, `admin-users-${width}`)

      await h.page.getByRole('searchbox', { name: 'Search users...' }).fill('demo-athlete')
      await expect
        .poll(() => h.page.getByRole('list', { name: 'Users' }).getByRole('listitem').count())
        .toBe(1)
      await h.page.getByRole('button', { name: 'Edit Role of demo-athlete' }).click()
      await h.page.getByLabel('Role of demo-athlete').waitFor()
      await expectNoAxeViolations(h.page, `role editor ${width}`)
      await expectNoSidewaysScroll(h.page, `role editor ${width}`)
      await screenshot(h.page, `admin-users-editing-${width}`)

      for (const [path, heading, name] of [
        ['/view/manager', 'Manager Dashboard', 'manager-view'],
        ['/view/admin', 'Admin Dashboard', 'admin-view'],
        ['/view/trainer', 'Trainer Dashboard', 'trainer-view'],
      ] as const) {
        await h.page.goto(`${h.server.url}${path}`)
        await h.page.getByRole('heading', { name: heading }).waitFor()
        if (path === '/view/manager') {
          await h.page.getByRole('list', { name: 'Trainers' }).waitFor()
        }
        await expectNoAxeViolations(h.page, `${name} ${width}`)
        await expectNoSidewaysScroll(h.page, `${name} ${width}`)
        await screenshot(h.page, `${name}-${width}`)
      }
    })
  }
})
