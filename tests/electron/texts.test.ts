import { afterEach, describe, expect, it } from 'vitest'
import { setAppLocale, text, TEXT_IDS, TRANSLATIONS } from '../../electron/shared/texts'
import { renderOfflinePage, renderSetupPage } from '../../electron/shared/web-pages'
import { parseServerUrl } from '../../electron/shared/app-config'

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

afterEach(() => {
  setAppLocale('en-US')
})

describe("the desktop app's texts", () => {
  it('has every text in German and Spanish, each keeping its placeholders', () => {
    for (const [locale, table] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(table).sort(), locale).toEqual([...TEXT_IDS].sort())
      for (const id of TEXT_IDS) {
        expect(table[id].trim(), `${locale}: ${id}`).not.toBe('')
        expect(placeholders(table[id]), `${locale}: ${id}`).toEqual(placeholders(id))
      }
    }
  })

  it("follows the system's language, English for one it does not speak", () => {
    expect(setAppLocale('de-AT')).toBe('de')
    expect(setAppLocale('es-419')).toBe('es')
    expect(setAppLocale('fr-FR')).toBe('en')
    expect(setAppLocale('')).toBe('en')
  })

  it('writes the kiosk setup and offline pages in the app language', () => {
    setAppLocale('en-US')
    const english = renderSetupPage({ serverUrl: null, message: null })
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<h1>Set up this kiosk</h1>')
    expect(english).toContain('data-failed="Pairing failed. Try again."')

    setAppLocale('de-DE')
    const german = renderSetupPage({ serverUrl: 'https://gym.example.com', message: null })
    expect(german).toContain('<html lang="de">')
    expect(german).toContain('<h1>Diesen Kiosk einrichten</h1>')
    expect(german).toContain('<label for="code">Kopplungscode</label>')
    expect(german).toContain('<button type="submit">Diesen Kiosk koppeln</button>')
    expect(german).not.toContain('Pair this kiosk')

    setAppLocale('es-ES')
    const offline = renderOfflinePage({ serverUrl: 'https://gym.example.com' })
    expect(offline).toContain('<h1>Reconectando…</h1>')
    expect(offline).toContain('El kiosco no puede conectar con https://gym.example.com.')
  })

  it('answers the setup form in the app language, placeholders filled', () => {
    setAppLocale('de-DE')
    expect(parseServerUrl('ftp://gym.example.com')).toEqual({
      ok: false,
      message: 'Die Serveradresse muss mit http:// oder https:// beginnen',
    })
    expect(text('Cannot reach {server}. Check the address and the network.', { server: 'x' })).toBe(
      'x ist nicht erreichbar. Prüfe die Adresse und das Netzwerk.',
    )
    setAppLocale('en-GB')
    expect(parseServerUrl('nonsense')).toEqual({
      ok: false,
      message: 'Enter the full server address, e.g. https://gym.example.com',
    })
  })
})
