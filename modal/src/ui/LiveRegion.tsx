/** A polite live region: what is put here is announced (loading, errors, results). */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="portico-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
