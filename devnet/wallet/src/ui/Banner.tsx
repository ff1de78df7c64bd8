/** The latest error (dismissable) and the latest notice. */
export function Banner({
  error,
  notice,
  onDismiss,
}: {
  error: string | null
  notice: string | null
  onDismiss: () => void
}) {
  return (
    <>
      {error && (
        <div className="error" role="alert">
          <span data-testid="wallet-error">{error}</span>
          <button
            type="button"
            className="link"
            data-testid="wallet-dismiss-error"
            onClick={onDismiss}
          >
            Dismiss
          </button>
        </div>
      )}
      {notice && !error && (
        <p className="notice" data-testid="wallet-notice" aria-live="polite">
          {notice}
        </p>
      )}
    </>
  )
}
