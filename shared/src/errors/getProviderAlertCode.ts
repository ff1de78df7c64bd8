/** Maps a provider (relay / universal provider) failure to the alert it opens (SPEC §8). */
import { type AlertErrorCode, alertErrorCodes, providerMessageAlerts } from './errorCatalogue.ts'
import { getErrorMessages } from './getErrorMessages.ts'

/**
 * The alert code for a provider error or message, or `undefined` when it opens no alert. An
 * error of ours (the secure frame's replies among them) says so by its code. The relay and the
 * WalletConnect SDK give only texts, which SPEC §8 lists; they wrap them, so a message
 * containing a known text matches: the one place a text is read, and only a foreign one.
 */
export function getProviderAlertCode(error: unknown): AlertErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code
  const alert = alertErrorCodes.find((known) => known === code)
  if (alert) return alert
  const messages = getErrorMessages(error)
  return providerMessageAlerts.find(({ message }) =>
    messages.some((text) => text.includes(message)),
  )?.alert
}
