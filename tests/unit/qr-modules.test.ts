import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { packQrModules, qrPath, unpackQrModules } from '~/shared/rules/qr-modules'

/** The dark modules a path draws: each `M x y h n v1 h-n z` rectangle, one row high. */
function drawn(path: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i++) rows[Number(y)]![Number(x) + i] = true
  }
  return rows
}

describe('QR modules as the server sends them to a kiosk', () => {
  const code = encode('https://gym.example/workout/12', { ecc: 'M', border: 4 })

  it('unpack to the same modules they were packed from', () => {
    const packed = packQrModules(code.data)
    expect(packed.size).toBe(code.size)
    expect(unpackQrModules(packed)).toEqual(code.data)
  })

  it('draw exactly the dark modules, each row as runs', () => {
    const packed = packQrModules(code.data)
    const path = qrPath(packed)
    expect(drawn(path, code.size)).toEqual(code.data)
    // Runs, not one square per module.
    const dark = code.data.flat().filter(Boolean).length
    expect(path.match(/M/g)!.length).toBeLessThan(dark)
  })

  it('refuse modules that do not fill the square they name', () => {
    const packed = packQrModules(code.data)
    expect(() => unpackQrModules({ size: code.size + 1, modules: packed.modules })).toThrow(
      'QR modules of another size',
    )
    expect(() => packQrModules([[true, false]])).toThrow('a QR code is square')
  })
})
