// docs/architecture.md#layers: the layers are import rules in eslint.config.js, so a wrong arrow
// fails `npm run lint`. Each case lints one deliberately wrong import as if it were in that file.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The messages ESLint gives `code` placed at `filePath`. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the layers, as lint rules', () => {
  it.each([
    [
      'src/shared/rules/wrong.ts',
      "import { x } from '~/server/db/client'",
      'src/shared imports nothing',
    ],
    [
      'src/shared/rules/wrong.ts',
      "import { x } from '../../client/lib/trpc'",
      'src/shared imports nothing',
    ],
    [
      'src/server/services/users/wrong.ts',
      "import { x } from '../../api/trpc'",
      'Services never import tRPC',
    ],
    [
      'src/server/services/users/wrong.ts',
      "import { x } from '@trpc/server'",
      'Services never import tRPC',
    ],
    [
      'src/server/services/users/wrong.ts',
      "import { x } from '~/server/http/csrf'",
      'Services never import tRPC',
    ],
    ['src/client/lib/wrong.ts', "import { x } from '~/server/api/root'", 'only as types'],
    ['src/server/db/wrong.ts', "import { x } from '../services/users/queries'", 'db/ is below'],
    ['src/server/api/wrong.ts', "import { x } from '../http/csrf'", 'api/ is below http/'],
    [
      'src/server/internals/wrong.ts',
      "import { x } from '../db/client'",
      'internals/ wraps one library',
    ],
  ])('%s: %s fails', async (file, code, message) => {
    const messages = await lint(file, code)
    expect(messages.join('\n')).toContain(message)
  })

  it.each([
    ['src/client/lib/fine.ts', "import type { x } from '~/server/api/root'"],
    ['src/server/services/users/fine.ts', "import { x } from '../../db/client'"],
    ['src/server/api/fine.ts', "import { x } from '../services/users/queries'"],
    ['src/server/api/fine.ts', "import { x } from '../rate-limit/rate-limits'"],
  ])('%s: %s passes', async (file, code) => {
    const messages = await lint(file, code)
    expect(messages.filter((m) => m.includes('no-restricted'))).toEqual([])
  })

  it('makes client ids in one place', async () => {
    const messages = await lint('src/client/lib/wrong.ts', 'const x = crypto.randomUUID()')
    expect(messages.join('\n')).toContain('newClientId()')
  })
})
