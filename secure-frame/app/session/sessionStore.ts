/**
 * The session token, kept in this origin's storage (partitioned per top-level site by browsers),
 * or in memory where storage is denied.
 */
const KEY = 'portico:session-token'

export interface SessionStore {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

export function createSessionStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): SessionStore {
  let memory: string | undefined
  const safe = <T>(fn: (s: Storage) => T): T | undefined => {
    try {
      const s = storage()
      return s ? fn(s) : undefined
    } catch {
      return undefined
    }
  }
  return {
    get: () => safe((s) => s.getItem(KEY)) ?? memory,
    set(token) {
      memory = token
      safe((s) => s.setItem(KEY, token))
    },
    clear() {
      memory = undefined
      safe((s) => s.removeItem(KEY))
    },
  }
}
