import { webcrypto } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newClientId } from '~/client/lib/client-id'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

describe('client ids', () => {
  it('are v4 UUIDs, and distinct, with crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 1000 }, newClientId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(V4)
  })

  it('are v4 UUIDs where a plain-http page has no crypto.randomUUID', () => {
    // A page outside a secure context: getRandomValues only.
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) })
    expect(typeof crypto.randomUUID).toBe('undefined')
    const ids = new Set(Array.from({ length: 1000 }, newClientId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(V4)
  })
})
