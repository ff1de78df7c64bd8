import { createStorage } from '@portico/shared'

/** Portico's storage over a Map (the items, by storage key, are returned to look at). */
export function memoryStorage() {
  const items = new Map<string, string>()
  const storage = createStorage({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  })
  return { storage, items }
}
