import { qrPath, type QrModules } from '~/shared/rules/qr-modules'

/**
 * A QR code as one crisp SVG path (dark modules on white, with its quiet zone), labelled for
 * screen readers. The server encodes it (the board's `qr`): the wall screen only draws it.
 */
export function QrCode({
  code,
  label,
  className = '',
}: {
  code: QrModules
  label: string
  className?: string
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={qrPath(code)} fill="#000000" />
    </svg>
  )
}
