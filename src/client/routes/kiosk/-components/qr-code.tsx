import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code as one crisp SVG path (dark modules on white, with a quiet zone), labelled for
 * screen readers. Medium error correction survives glare on a wall screen.
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
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { size: qr.size, path: d }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
