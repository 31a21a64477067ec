import { encode } from 'uqr'
import { useIdleTurn } from '~/client/lib/idle'

interface Encoded {
  size: number
  path: string
}

// Kept for the page's life, by value: the board mounts a section's cards again each time its
// rotation comes round (every 20 s, all day on a wall screen), and one encode costs 12-60 ms.
const encoded = new Map<string, Encoded>()

function encodedQr(value: string): Encoded {
  let code = encoded.get(value)
  if (!code) {
    const qr = encode(value, { ecc: 'M', border: 4 })
    let path = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`
      }),
    )
    code = { size: qr.size, path }
    encoded.set(value, code)
  }
  return code
}

/**
 * A QR code as one crisp SVG path (dark modules on white, with a quiet zone), labelled for
 * screen readers. Medium error correction survives glare on a wall screen. The first encode of
 * a value waits for an idle moment after the screen has rendered
 * (docs/architecture.md#first-visit); until then its white box is there, unlabelled.
 */
export function QrCode({
  value,
  label,
  className = '',
}: {
  value: string
  label: string
  className?: string
}) {
  const known = encoded.has(value)
  const turn = useIdleTurn(!known)
  const code = known || turn ? encodedQr(value) : null
  if (!code) return <svg aria-hidden="true" className={className} />
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  )
}
