/**
 * Grey placeholder rows (or tiles) while a list loads, so the view keeps its shape instead of a
 * lone spinner. One progressbar named by `label` for assistive tech; the shapes are hidden from it.
 * Under prefers-reduced-motion the shimmer stops (modalStyles).
 */
export function Skeleton({
  label,
  count = 3,
  shape = 'row',
}: {
  label: string
  count?: number
  shape?: 'row' | 'tile'
}) {
  return (
    <div
      className={`portico-skeleton portico-skeleton-${shape}s`}
      role="progressbar"
      aria-label={label}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <span key={i} className={`portico-skeleton-${shape}`} aria-hidden="true" />
      ))}
    </div>
  )
}
