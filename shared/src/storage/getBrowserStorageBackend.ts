/** Finds the browser's local storage without throwing where touching it throws. */
import type { StorageBackend } from './createStorage.ts'

/**
 * `globalThis.localStorage`, or `undefined` on the server or where merely reading the property
 * throws (sandboxed frames, blocked cookies).
 */
export function getBrowserStorageBackend(): StorageBackend | undefined {
  try {
    return (globalThis as { localStorage?: StorageBackend }).localStorage ?? undefined
  } catch {
    return undefined
  }
}
