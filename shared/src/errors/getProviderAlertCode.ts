/** Maps a provider (relay / universal provider) failure to the alert it opens (SPEC §8). */
import { type AlertErrorCode, providerMessageAlerts } from './errorCatalogue.ts'
import { getErrorMessages } from './getErrorMessages.ts'

/**
 * The alert code for a provider error or message, or `undefined` when it opens no alert.
 * Providers wrap their texts, so a message containing a known text matches.
 */
export function getProviderAlertCode(error: unknown): AlertErrorCode | undefined {
  const messages = getErrorMessages(error)
  return providerMessageAlerts.find(({ message }) =>
    messages.some((text) => text.includes(message)),
  )?.alert
}
