/**
 * An editor's unsaved value: starts at the stored one and follows it when the stored value
 * changes (a save, a reload after a conflict), but not when some other setting of the project
 * changed, so one editor's save never wipes another's unsaved edit.
 */
import { useState } from 'react'

export function useDraft<T>(stored: T): [T, (next: T) => void, boolean] {
  const storedKey = JSON.stringify(stored)
  const [draft, setDraft] = useState(stored)
  const [seen, setSeen] = useState(storedKey)
  if (seen !== storedKey) {
    setSeen(storedKey)
    setDraft(stored)
  }
  return [draft, setDraft, JSON.stringify(draft) !== storedKey]
}
