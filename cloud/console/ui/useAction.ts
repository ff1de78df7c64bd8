/**
 * A user action that calls the server: whether it is pending (buttons are disabled meanwhile)
 * and the error it ended with, as a ConsoleApiError to show beside the control.
 */
import { useState } from 'react'
import { asConsoleApiError, type ConsoleApiError } from '../api/ConsoleApiError.ts'

export interface Action<A extends unknown[], R> {
  /** Runs the action; resolves to its result, or undefined when it failed (see `error`). */
  run(...args: A): Promise<R | undefined>
  pending: boolean
  error: ConsoleApiError | null
  clearError(): void
}

export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>): Action<A, R> {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ConsoleApiError | null>(null)
  const run = async (...args: A) => {
    setPending(true)
    setError(null)
    try {
      return await fn(...args)
    } catch (caught) {
      setError(asConsoleApiError(caught))
      return undefined
    } finally {
      setPending(false)
    }
  }
  return { run, pending, error, clearError: () => setError(null) }
}
