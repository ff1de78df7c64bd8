/** Wipes the e-mail login cache (SPEC §4 "E-mail login"). */
import type { PorticoStorage } from './createStorage.ts'

/**
 * Removes the login-used flag, the e-mail, the last used chain and the social username: done when
 * the frame reports not connected, when a login fails, and on disconnect.
 */
export function clearEmailLoginCache(storage: PorticoStorage): void {
  storage.remove('emailLoginUsed')
  storage.remove('email')
  storage.remove('lastUsedChain')
  storage.remove('socialUsername')
}
