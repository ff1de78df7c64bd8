/** A loading indicator; its label is read by screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="portico-spinner" role="progressbar" aria-label={label} />
}
