/**
 * A QR code drawn as one SVG path (uqr encodes; each dark module is a unit square), so it stays
 * crisp at any size and costs one DOM node. Used for WalletConnect pairing URIs and Receive.
 */
import { useMemo } from 'react'
import { encode } from 'uqr'

export function QrCode({
  value,
  label,
  size = 240,
  testId,
}: {
  value: string
  /** What the code holds, for screen readers ("WalletConnect pairing code"). */
  label: string
  size?: number
  testId?: string
}) {
  const { path, modules } = useMemo(() => {
    // ecc 'M' reads reliably from a screen; border 2 gives the quiet zone.
    const { data, size: count } = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    for (let y = 0; y < count; y++)
      for (let x = 0; x < count; x++) if (data[y]?.[x]) d += `M${x} ${y}h1v1h-1z`
    return { path: d, modules: count }
  }, [value])
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
