/** The snackbar (SPEC §3): a message with a variant, shown at the bottom of the modal. */
export interface SnackbarViewProps {
  open: boolean
  message: string
  variant: 'success' | 'error' | 'loading'
}

export function SnackbarView({ open, message, variant }: SnackbarViewProps) {
  if (!open) return null
  return (
    <div
      className={`portico-snackbar portico-snackbar-${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  )
}
