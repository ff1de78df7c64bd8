/** Data a view reads from the server when it shows (again when `key` changes, or on `reload`). */
import { useCallback, useEffect, useState } from 'react'
import { asConsoleApiError, type ConsoleApiError } from '../api/ConsoleApiError.ts'

export interface Loaded<T> {
  data: T | undefined
  error: ConsoleApiError | null
  loading: boolean
  reload(): Promise<void>
  /** Replaces the data with what a write answered, without reading again. */
  setData(data: T): void
}

export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  // Kept with the key it was read for, so another key never shows the previous one's data.
  const [loaded, setLoaded] = useState<{ key: string; data: T }>()
  const [error, setError] = useState<ConsoleApiError | null>(null)
  const [loading, setLoading] = useState(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setLoaded({ key, data: await load() })
      setError(null)
    } catch (caught) {
      setError(asConsoleApiError(caught))
    } finally {
      setLoading(false)
    }
  }, [key])
  useEffect(() => {
    void reload()
  }, [reload])
  const setData = useCallback((data: T) => setLoaded({ key, data }), [key])
  return { data: loaded?.key === key ? loaded.data : undefined, error, loading, reload, setData }
}
