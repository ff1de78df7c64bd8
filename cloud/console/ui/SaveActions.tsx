/**
 * The foot of a settings form: the save call's error, a Save button (enabled once something
 * changed, disabled while saving) and the status line read out when a save lands.
 */
import type { ConsoleApiError } from '../api/ConsoleApiError.ts'
import { ErrorText } from './ErrorText.tsx'

export interface SaveActionsProps {
  label: string
  pending: boolean
  dirty: boolean
  error: ConsoleApiError | null
  status: string
}

export function SaveActions({ label, pending, dirty, error, status }: SaveActionsProps) {
  return (
    <>
      <ErrorText error={error} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={pending || !dirty}>
          {pending ? 'Saving…' : label}
        </button>
        <p className="status" aria-live="polite">
          {status}
        </p>
      </div>
    </>
  )
}
