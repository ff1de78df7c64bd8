/**
 * A QR code drawn as one SVG path (uqr encodes; each dark module is a unit square), so it stays
 * crisp at any size and costs one DOM node. Used for WalletConnect pairing URIs and Receive.
 */
import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * The mask pattern, fixed (issue 19). Left to choose, uqr draws all eight masks and scores each,
 * the largest part of the time from the pairing URI to the QR on screen: a first encode of a
 * pairing URI took 30 ms in Node, 4-7 ms with one mask. Mask 2 is the one the scoring picks for
 * these values: over 200 random pairing URIs and addresses of each kind (EVM, Solana, Bitcoin)
 * its score was the best in the median case and at most 18% above the best. The codes decode
 * with a standard reader (QrCode.test.tsx).
 */
export const QR_MASK_PATTERN = 2

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
    const { data, size: count } = encode(value, {
      ecc: 'M',
      border: 2,
      maskPattern: QR_MASK_PATTERN,
    })
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
