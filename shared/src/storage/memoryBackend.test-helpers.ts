/** Test-only: an in-memory Storage backend, and one that throws like a locked-down browser. */
import type { StorageBackend } from './createStorage.ts'

export function createMemoryBackend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const backend: StorageBackend = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
  return { backend, items }
}

export function createDeniedBackend(): StorageBackend {
  const deny = () => {
    throw new Error('Access is denied')
  }
  return { getItem: deny, setItem: deny, removeItem: deny }
}
