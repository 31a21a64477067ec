// zod's internals trpc-to-openapi's coercion marks rely on, and our pin of them, reached through
// src/server/internals/zod.ts (docs/architecture.md#internals).
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pinCoercion } from '~/server/internals/zod'
import { installed } from '../support/installed'

const zod = installed('zod')
type Marked = { _zod: { def: { coerce?: boolean } } }

describe(`zod internals (${zod})`, () => {
  it('reads the coercion flag from _zod.def at every parse, as trpc-to-openapi expects', () => {
    const schema = z.number()
    expect(
      (schema as unknown as Marked)._zod?.def,
      `${zod}: a schema no longer keeps its definition in _zod.def; trpc-to-openapi marks coercion there and internals/zod.ts pins it`,
    ).toBeDefined()
    ;(schema as unknown as Marked)._zod.def.coerce = true
    expect(
      schema.safeParse('5').data,
      `${zod}: setting _zod.def.coerce after a schema is made no longer makes it coerce; check whether trpc-to-openapi still marks inputs this way before dropping the pin`,
    ).toBe(5)
  })

  it('keeps a pinned schema’s own flag when marked', () => {
    const strict = z.number()
    pinCoercion(strict)
    ;(strict as unknown as Marked)._zod.def.coerce = true
    expect(
      strict.safeParse('5').success,
      `${zod}: a pinned schema coerces after being marked; internals/zod.ts no longer holds the flag`,
    ).toBe(false)
    const coercing = z.coerce.number()
    pinCoercion(coercing)
    ;(coercing as unknown as Marked)._zod.def.coerce = false
    expect(coercing.safeParse('5').data).toBe(5)
  })
})
