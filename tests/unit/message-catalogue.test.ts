// docs/development.md#translations: the catalogue holds every text the code shows, German and
// Spanish translate every one, and the small compiler English runs on reads each text as
// Lingui's own compiler does.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileMessage } from '~/shared/i18n/compile-message'
import { LOCALES } from '~/shared/rules/locales'
import { SERVER_CATALOGUES } from '~/server/i18n/catalogue.gen'
import { serverCatalogues } from '../../scripts/compile-server-catalogue.mjs'
import { readPo } from '../../scripts/po.mjs'

const run = promisify(execFile)
const CATALOGUES = join(process.cwd(), 'src/locales')

async function catalogues(root: string) {
  const files = new Map<string, string>()
  for (const locale of await readdir(root)) {
    for (const name of await readdir(join(root, locale))) {
      files.set(`${locale}/${name}`, await readFile(join(root, locale, name), 'utf8'))
    }
  }
  return files
}

describe('the message catalogue', () => {
  let extracted: Map<string, string>
  let tmp: string

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'catalogue-'))
    await cp(CATALOGUES, tmp, { recursive: true })
    await run(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'], {
      env: { ...process.env, LINGUI_CATALOGUES: tmp },
    })
    extracted = await catalogues(tmp)
  }, 120_000)
  afterAll(() => rm(tmp, { recursive: true, force: true }))

  it('holds every text of the code, and no text the code no longer has', async () => {
    const committed = await catalogues(CATALOGUES)
    expect([...committed.keys()].sort()).toEqual([...extracted.keys()].sort())
    for (const [file, text] of committed) {
      expect(
        [...readPo(text).keys()],
        `${file} is not what the code says: run npm run i18n:extract and translate what is new`,
      ).toEqual([...readPo(extracted.get(file)!).keys()])
    }
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translates every text into %s',
    async (locale) => {
      for (const [file, text] of await catalogues(CATALOGUES)) {
        if (!file.startsWith(`${locale}/`)) continue
        const untranslated = [...readPo(text)].filter(([, str]) => !str).map(([id]) => id)
        expect(untranslated, `${file} lacks these translations`).toEqual([])
      }
    },
  )

  it('translates a text the same way in every catalogue of a language (a language loads them all as one)', async () => {
    const seen = new Map<string, string>()
    for (const [file, text] of await catalogues(CATALOGUES)) {
      const locale = file.split('/')[0]!
      if (locale === 'en' || file.endsWith('/server.po')) continue
      for (const [id, str] of readPo(text)) {
        const key = `${locale}: ${id}`
        const before = seen.get(key)
        if (before !== undefined) expect(str, `${file} translates ${key} differently`).toBe(before)
        seen.set(key, str)
      }
    }
  })

  it('keeps the placeholders of every English text in each translation', async () => {
    const names = (message: string) => {
      const found: string[] = []
      const walk = (parts: unknown) => {
        if (!Array.isArray(parts)) return
        for (const part of parts) {
          if (!Array.isArray(part)) continue
          found.push(part[0] as string)
          const cases = part[2]
          if (cases && typeof cases === 'object') Object.values(cases).forEach(walk)
        }
      }
      walk(linguiCompile(message))
      return [...new Set(found)].sort()
    }
    for (const [file, text] of await catalogues(CATALOGUES)) {
      if (file.startsWith('en/')) continue
      for (const [id, str] of readPo(text)) {
        if (str) expect(names(str), `${file}: ${id} → ${str}`).toEqual(names(id))
      }
    }
  })

  it("compiles every English text as Lingui's own compiler does", async () => {
    for (const [file, text] of await catalogues(CATALOGUES)) {
      if (!file.startsWith('en/')) continue
      for (const id of readPo(text).keys())
        expect(compileMessage(id), id).toEqual(linguiCompile(id))
    }
  })

  it("gives the server the catalogue's current texts (npm run i18n:extract compiles them)", () => {
    expect(SERVER_CATALOGUES).toEqual(serverCatalogues())
  })

  it('compiles plurals, selects, quotes and nested arguments', () => {
    for (const message of [
      '{count, plural, one {# set} other {# sets}}',
      '{n, plural, =0 {No sets} one {One set of {name}} other {# sets of {name}}}',
      '{side, select, left {Left side} right {Right side} other {Both}}',
      "Don''t stop: '{'braces'}' stay",
      '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      'Plain text',
    ]) {
      expect(compileMessage(message), message).toEqual(linguiCompile(message))
    }
  })
})
