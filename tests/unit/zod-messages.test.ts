// The forms' own checks (docs/development.md#server-texts): the shared schemas' messages, the ones
// written with values included, read in the active language as the server answers them, and in
// English word for word as the schema writes them.
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '~/client/lib/i18n'
import { safeParse } from '~/client/lib/zod-config'
import { translateSaid } from '~/client/lib/zod-messages'
import { scoreIssues } from '~/shared/rules/whiteboard'
import { blockInputSchema } from '~/shared/schemas/blocks'
import { deleteAccountInput, profileInput } from '~/shared/schemas/profile'
import type { z } from 'zod'

/** The first message per field of what `schema` says about `value`. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = safeParse(schema, value)
  const out: Record<string, string> = {}
  for (const issue of parsed.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message
  return out
}

const badProfile = { age: 5, height: 'tall', weight: 400.5, timeZone: 'UTC' }
const badBlock = { kind: 'emom', minutes: 10, rounds: 3 }
const badScore = { seconds: 60, rounds: null, reps: 10, loadKg: null, passed: null }

describe("the forms' messages", () => {
  afterAll(() => i18n.activate('en'))

  it('read in English as the schemas write them', () => {
    expect(messages(profileInput, badProfile)).toEqual({
      age: 'Age must be at least 13',
      height: 'Height must be a number',
      weight: 'Weight must be a whole number',
    })
    expect(messages(blockInputSchema, badBlock)).toEqual({
      rounds: 'EMOM does not use rounds (it uses minutes)',
    })
    expect(messages(deleteAccountInput, { confirm: '' })).toEqual({
      confirm: 'Type your username to confirm',
    })
    expect(translateSaid(scoreIssues('reps', badScore)[0]?.message ?? '')).toBe(
      'A reps score does not take seconds',
    )
  })

  it('read in German from the catalogue the server answers with', async () => {
    const parts = await Promise.all([
      import('~/locales/de/server.po'),
      import('~/locales/de/app.po'),
    ])
    i18n.loadAndActivate({
      locale: 'de',
      messages: Object.assign({}, ...parts.map((part) => part.messages)),
    })
    expect(messages(profileInput, badProfile)).toEqual({
      age: 'Alter: mindestens 13',
      height: 'Größe: Gib eine Zahl ein',
      weight: 'Gewicht: Gib eine ganze Zahl ein',
    })
    expect(messages(blockInputSchema, badBlock)).toEqual({
      rounds: 'EMOM verwendet Runden nicht (sondern Minuten)',
    })
    expect(messages(deleteAccountInput, { confirm: '' })).toEqual({
      confirm: 'Gib zur Bestätigung deinen Benutzernamen ein',
    })
    expect(translateSaid(scoreIssues('reps', badScore)[0]?.message ?? '')).toBe(
      'Ein Ergebnis der Art „Wiederholungen“ hat keine Angabe „Sekunden“',
    )
    // Zod's own wording is not the app's: it stays as it is.
    expect(translateSaid('Invalid input')).toBe('Invalid input')
  })
})
