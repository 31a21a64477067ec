// A QR code as the server sends it to a kiosk (its board's workouts): the modules of the square,
// quiet zone included, row by row, one bit per module (dark = 1), packed into bytes and base64.
// The server encodes each code once (services/kiosks/workout-qr.ts), so a wall screen never runs
// the encoder: 12-60 ms of its main thread per code (docs/architecture.md#first-visit).

export interface QrModules {
  /** Modules per side, quiet zone included. */
  size: number
  /** `size * size` bits, row by row, most significant bit first, as base64. */
  modules: string
}

export function packQrModules(rows: readonly (readonly boolean[])[]): QrModules {
  const size = rows.length
  const bytes = new Uint8Array(Math.ceil((size * size) / 8))
  rows.forEach((row, y) => {
    if (row.length !== size) throw new Error('a QR code is square')
    row.forEach((dark, x) => {
      const i = y * size + x
      if (dark) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (0x80 >> (i & 7))
    })
  })
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return { size, modules: btoa(binary) }
}

export function unpackQrModules({ size, modules }: QrModules): boolean[][] {
  const binary = atob(modules)
  if (binary.length !== Math.ceil((size * size) / 8)) throw new Error('QR modules of another size')
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      const i = y * size + x
      return (binary.charCodeAt(i >> 3) & (0x80 >> (i & 7))) !== 0
    }),
  )
}

/** The dark modules as one SVG path in module units: each row's runs as rectangles. */
export function qrPath(code: QrModules): string {
  let path = ''
  unpackQrModules(code).forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return path
}
