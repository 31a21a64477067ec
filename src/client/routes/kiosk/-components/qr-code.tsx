import { useMemo } from 'react'
import { encode } from 'uqr'
import { useIdleTurn } from '~/client/lib/idle'

/**
 * A QR code as one crisp SVG path (dark modules on white, with a quiet zone), labelled for
 * screen readers. Medium error correction survives glare on a wall screen. Encoding one takes
 * 12-30 ms of a fast core, so it waits for an idle moment after the screen has rendered
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
  const turn = useIdleTurn(true)
  const code = useMemo(() => {
    if (!turn) return null
    const qr = encode(value, { ecc: 'M', border: 4 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { size: qr.size, path: d }
  }, [value, turn])
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
