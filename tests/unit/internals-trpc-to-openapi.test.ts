// Our copy of trpc-to-openapi's Fastify plugin (http/rest-adapter.ts) is built from the helpers
// the package exports; it stays until the fix offered in docs/upstream/ lands
// (docs/architecture.md#internals).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as openapi from 'trpc-to-openapi'
import { describe, expect, it } from 'vitest'
import { installed } from '../support/installed'

const pkg = installed('trpc-to-openapi')

describe(`trpc-to-openapi (${pkg})`, () => {
  it('still exports what our copy of its Fastify plugin is built from', () => {
    const used = [
      'createOpenApiNodeHttpHandler',
      'forEachOpenApiProcedure',
      'getInputOutputParsers',
      'instanceofZodTypeCoercible',
      'instanceofZodTypeObject',
      'unwrapZodType',
    ]
    const missing = used.filter(
      (name) => typeof (openapi as Record<string, unknown>)[name] !== 'function',
    )
    expect(missing, `${pkg} no longer exports these, used by http/rest-adapter.ts`).toEqual([])
  })

  it('still needs our copy: its own Fastify handler does not return the reply', () => {
    const plugin = readFileSync(
      join(process.cwd(), 'node_modules/trpc-to-openapi/dist/esm/adapters/fastify.mjs'),
      'utf8',
    )
    expect(
      /return reply\s*;/.test(plugin),
      `${pkg}'s Fastify handler now returns the reply: the fix of docs/upstream/trpc-to-openapi-fastify.patch has landed. Compare it with http/rest-adapter.ts and use the package's plugin where they agree`,
    ).toBe(false)
  })
})
