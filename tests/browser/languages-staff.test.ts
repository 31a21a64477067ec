// docs/development.md#translations for the staff screens: a trainer whose browser speaks German
// sees the client list and a client's calendar in German (plurals, dates and month names from
// Intl), a client's progress, a plan and the workout builder on a phone; an admin whose browser
// speaks Spanish sees the admin dashboard, Manage Users and the workouts catalogue.
import { randomUUID } from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { workouts } from '~/server/db/schema'
import { createPlan } from '~/server/services/plans/create-plan'
import { addDays, deviceDay, weekStart } from '~/shared/rules/days'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createInvitation, createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const german = browserHarness({ height: 900, locale: 'de-DE' })
const spanish = browserHarness({ height: 900, locale: 'es-ES' })

async function openAs(h: typeof german, userId: number, path: string, width = 1280): Promise<Page> {
  const token = await createSessionToken(h.server.database, userId)
  const page = await h.open(width, 900)
  await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
  await page.goto(`${h.server.url}${path}`)
  return page
}

/** English words of the wrapped texts that must not be left on a translated screen. */
async function expectNoEnglish(page: Page, words: string[]) {
  const text = await page.locator('main').innerText()
  for (const word of words) expect(text, `"${word}" left in English`).not.toContain(word)
}

describe('the staff screens in German', () => {
  it("shows a trainer's client list and a client's calendar in German", async () => {
    const h = german
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'trainerin' })
    const anna = await createUser(h.server.database, { trainerId: trainer.id, username: 'anna' })
    const ben = await createUser(h.server.database, { trainerId: trainer.id, username: 'ben' })
    // One unread message from Anna, two from Ben: the plural's both forms.
    for (const [client, count] of [
      [anna, 1],
      [ben, 2],
    ] as const) {
      const token = await createSessionToken(h.server.database, client.id)
      for (let i = 0; i < count; i++) {
        const sent = await rest(h.server.url, 'POST', '/api/user/messages', {
          token,
          body: { clientId: randomUUID(), body: `Hallo ${i}` },
        })
        expect(sent.status).toBe(200)
      }
    }
    await createInvitation(h.server.database, { trainerId: trainer.id, email: 'neu@example.test' })

    const page = await openAs(h, trainer.id, '/trainer/users')
    await page.getByRole('heading', { name: 'Trainer-Dashboard', level: 1 }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de')
    await page.getByRole('tab', { name: 'Meine Nutzer' }).waitFor()
    await page.getByText('1 neue Nachricht', { exact: true }).waitFor()
    await page.getByText('2 neue Nachrichten', { exact: true }).waitFor()
    await page.getByRole('columnheader', { name: 'Trainingstreue (7 T · 30 T)' }).waitFor()
    await page.getByRole('link', { name: 'Fortschritt ansehen: anna' }).waitFor()
    await page.getByRole('combobox', { name: 'Sortieren nach' }).waitFor()
    await expectNoEnglish(page, [
      'My Users',
      'View Progress',
      'Create Plan',
      'Sort by',
      'Compliance',
    ])
    await checkScreen(page, 'languages-staff-clients-german')

    await page.getByRole('tab', { name: 'Einladungen' }).click()
    await page.getByRole('heading', { name: 'Gesendete Einladungen' }).waitFor()
    const sent = new Intl.DateTimeFormat('de-DE', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date())
    await page.getByRole('cell', { name: sent }).waitFor()
    await page.getByText('Ausstehend', { exact: true }).waitFor()
    await checkScreen(page, 'languages-staff-invitations-german')

    await page.goto(`${h.server.url}/trainer/clients/${anna.id}/calendar`)
    await page.getByRole('heading', { name: 'Kundenkalender', level: 1 }).waitFor()
    const monday = weekStart(deviceDay())
    const week = new Intl.DateTimeFormat('de-DE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date(`${monday}T00:00:00Z`), new Date(`${addDays(monday, 6)}T00:00:00Z`))
    await page.getByRole('heading', { name: week, level: 2 }).waitFor()
    const mondayLabel = new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${monday}T00:00:00Z`))
    expect(mondayLabel).toMatch(/^Montag/)
    await page.getByRole('button', { name: `Workout hinzufügen zu ${mondayLabel}` }).waitFor()
    await page.getByRole('button', { name: 'Nächste Woche' }).waitFor()
    await expectNoEnglish(page, ['Monday', 'Add workout', 'Nothing scheduled', 'Copy week'])
    await checkScreen(page, 'languages-staff-calendar-german')

    await page.getByRole('button', { name: 'Monat', exact: true }).click()
    const month = new Intl.DateTimeFormat('de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${deviceDay()}T00:00:00Z`))
    await page.getByRole('heading', { name: month, level: 2 }).waitFor()
    await page.getByRole('button', { name: 'Vorheriger Monat' }).waitFor()
    await checkScreen(page, 'languages-staff-month-german')
  })

  it("shows a client's progress, a plan and the workout builder in German on a phone", async () => {
    const h = german
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'coachin' })
    const clara = await createUser(h.server.database, { trainerId: trainer.id, username: 'clara' })
    const catalogue = await h.server.database.db
      .select()
      .from(workouts)
      .orderBy(asc(workouts.id))
      .all()
    const one = catalogue.filter((w) => w.category === 'workout').slice(0, 1)
    const two = catalogue.filter((w) => w.category === 'warmup').slice(0, 2)
    await createPlan({
      database: h.server.database,
      trainerId: trainer.id,
      input: {
        name: 'Kraftplan',
        description: '',
        workoutIds: one.map((w) => w.id),
        userId: clara.id,
      },
    })
    await createPlan({
      database: h.server.database,
      trainerId: trainer.id,
      input: {
        name: 'Aufwärmplan',
        description: '',
        workoutIds: two.map((w) => w.id),
        userId: null,
      },
    })

    const page = await openAs(h, trainer.id, `/trainer/clients/${clara.id}`, 375)
    await page.getByRole('heading', { name: 'Fortschritt des Kunden', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Plan erstellen' }).waitFor()
    await page.getByRole('heading', { name: 'Skill-Leitern' }).waitFor()
    await page.getByRole('heading', { name: 'Wöchentlicher Check-in' }).waitFor()
    await page.getByRole('combobox', { name: 'Check-in-Tag' }).selectOption({ label: 'Montag' })
    await waitForToast(page, 'Check-ins montags')
    await page.getByText(/^Alter .* · Größe .* · Gewicht /).waitFor()
    await expectNoEnglish(page, ['Skill ladders', 'Weekly check-in', 'Set step', 'Check-in day'])
    await checkScreen(page, 'languages-staff-progress-german')

    await page.goto(`${h.server.url}/trainer/plans`)
    await page.getByRole('heading', { name: 'Trainingspläne', level: 1 }).waitFor()
    await page.getByText('1 Workout ·', { exact: false }).waitFor()
    await page.getByText('2 Workouts ·', { exact: false }).waitFor()
    await page.getByText('Nicht zugewiesen', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Kraftplan bearbeiten' }).click()
    const builder = page.getByRole('dialog', { name: 'Plan bearbeiten' })
    await builder.getByRole('heading', { name: 'Workouts in diesem Plan (1)' }).waitFor()
    await builder.getByRole('heading', { name: 'Aus dem Katalog hinzufügen' }).waitFor()
    await builder.getByRole('button', { name: 'Plan speichern' }).waitFor()
    await checkScreen(page, 'languages-staff-plan-german')
    await page.keyboard.press('Escape')
    await builder.waitFor({ state: 'detached' })
    await expectNoEnglish(page, ['Workout Plans', 'Not assigned', 'IN TOTAL', 'Delete'])

    await page.goto(`${h.server.url}/trainer/workouts`)
    await page.getByRole('heading', { name: 'Meine Workouts', level: 1 }).waitFor()
    await page.getByText('Keine Workouts gefunden').waitFor()
    await page.getByRole('button', { name: 'Workout erstellen' }).click()
    const form = page.getByRole('dialog', { name: 'Workout erstellen' })
    await form.getByLabel('Titel').fill('Zugtag')
    await form.getByLabel('Beschreibung').fill('Rudern und Hängen')
    await expect(form.getByLabel('Kategorie').locator('option').allInnerTexts()).resolves.toEqual([
      'Aufwärmen',
      'Skills',
      'Workout',
      'Cool-down',
    ])
    await form.getByLabel('Bildhintergrund').selectOption({ label: 'Blau' })
    await form.getByRole('button', { name: 'Workout erstellen' }).click()
    await waitForToast(page, 'Workout erstellt')
    await page.getByRole('button', { name: 'Übungen von Zugtag' }).click()
    const manage = page.getByRole('dialog', { name: 'Übungen verwalten für Zugtag' })
    await manage.getByText('0 Übungen in 1 Block').waitFor()
    await manage.getByRole('button', { name: 'Block hinzufügen' }).click()
    const block = page.getByRole('dialog', { name: 'Block hinzufügen' })
    await block.getByLabel('Art').selectOption({ label: 'Zirkel' })
    await block.getByLabel('Runden').waitFor()
    await checkScreen(page, 'languages-staff-block-german')
    await block.getByRole('button', { name: 'Abbrechen' }).click()
    await manage.getByRole('button', { name: 'Übung hinzufügen' }).click()
    const select = page.getByRole('dialog', { name: 'Übung zum Hinzufügen auswählen' })
    await select.getByRole('searchbox', { name: 'Übungen suchen …' }).fill('Squats')
    await select.getByRole('button', { name: 'Squats hinzufügen', exact: true }).click()
    const configure = page.getByRole('dialog', { name: 'Übung einrichten' })
    await configure.getByLabel('Sätze').fill('4')
    await configure.getByRole('button', { name: 'Übung hinzufügen' }).click()
    await configure.waitFor({ state: 'detached' })
    await waitForToast(page, 'Übung hinzugefügt')
    await manage.getByText('1 Übung in 1 Block').waitFor()
    await manage.getByRole('columnheader', { name: 'Pausenzeit' }).waitFor()
    await expectNoEnglish(page, ['Manage Exercises', 'Add Exercise', 'Rest Time'])
    await checkScreen(page, 'languages-staff-builder-german')
  })
})

describe('the staff screens in Spanish', () => {
  it('shows an admin the dashboard and Manage Users in Spanish', async () => {
    const h = spanish
    const admin = await createUser(h.server.database, { role: 'admin', username: 'administra' })
    await createUser(h.server.database, { username: 'socia' })

    const page = await openAs(h, admin.id, '/view/admin', 375)
    await page.getByRole('heading', { name: 'Panel de administración', level: 1 }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es')
    await page.getByRole('group', { name: 'Estadísticas (próximamente)' }).waitFor()
    await checkScreen(page, 'languages-staff-admin-spanish')

    await page
      .getByRole('main')
      .getByRole('link', { name: /Gestionar usuarios/ })
      .click()
    await page.getByRole('heading', { name: 'Gestión de usuarios', level: 1 }).waitFor()
    await page.getByRole('searchbox', { name: 'Buscar usuarios...' }).waitFor()
    const socia = page.getByRole('listitem').filter({ hasText: 'socia' })
    await socia.getByText('Sin racha', { exact: true }).waitFor()
    await socia.getByText('Usuario', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Editar rol de socia' }).click()
    const role = page.getByRole('combobox', { name: 'Rol de socia' })
    await expect(role.locator('option').allInnerTexts()).resolves.toEqual([
      'Usuario',
      'Entrenador',
      'Gerente',
      'Administrador',
    ])
    await expectNoEnglish(page, ['Manage all users', 'No streak', 'Edit Role', 'Save'])
    await checkScreen(page, 'languages-staff-users-spanish')
  })

  it('shows an admin the workouts catalogue in Spanish', async () => {
    const h = spanish
    const admin = await createUser(h.server.database, { role: 'admin', username: 'catalogadora' })
    const page = await openAs(h, admin.id, '/admin/workouts', 375)
    await page
      .getByRole('heading', { name: 'Gestionar entrenamientos y ejercicios', level: 1 })
      .waitFor()
    await page.getByRole('tab', { name: 'Entrenamientos' }).waitFor()
    await page.getByRole('button', { name: 'Crear entrenamiento' }).waitFor()
    const cards = page.getByRole('region', { name: 'Entrenamientos' }).getByRole('listitem')
    await cards
      .first()
      .getByRole('button', { name: /^Ejercicios de / })
      .waitFor()
    await cards
      .first()
      .getByText(/^\d+ ejercicios?$/)
      .waitFor()
    await expectNoEnglish(page, ['Create Workout', 'Manage Workouts', 'Load more'])
    await checkScreen(page, 'languages-staff-workouts-spanish')

    await page.getByRole('tab', { name: 'Ejercicios' }).click()
    await page.getByRole('button', { name: 'Crear ejercicio' }).waitFor()
    await page.getByText('Parte del cuerpo').first().waitFor()
    await expectNoEnglish(page, ['Body part', 'Equipment', 'Create Exercise'])
    await checkScreen(page, 'languages-staff-exercises-spanish')
  })
})
