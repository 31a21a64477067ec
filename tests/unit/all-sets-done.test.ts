// The player's line once an exercise's sets are all logged (player/set-view.tsx): one set reads
// '1 set done' as the tracker says it, never 'All 1 sets', in English, German and Spanish.
import type { Messages } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '~/client/lib/i18n'

const ALL_DONE = '{setCount, plural, one {# set done} other {All # sets done}}'
const said = (setCount: number) =>
  i18n._({ id: generateMessageId(ALL_DONE), message: ALL_DONE, values: { setCount } })

describe("the player's 'all sets done'", () => {
  afterAll(() => i18n.activate('en'))

  it('is a plural in every language', async () => {
    expect([said(1), said(3)]).toEqual(['1 set done', 'All 3 sets done'])
    for (const [locale, one, three] of [
      ['de', '1 Satz geschafft', 'Alle 3 Sätze geschafft'],
      ['es', '1 serie hecha', 'Las 3 series hechas'],
    ] as const) {
      const { messages } = (await import(`~/locales/${locale}/player.po`)) as { messages: Messages }
      i18n.loadAndActivate({ locale, messages })
      expect([said(1), said(3)]).toEqual([one, three])
    }
  })
})
