/**
 * When a WalletConnect connect may start a new pairing (SPEC §4 "Pairing", §9): an unexpired
 * pairing (more than 10 s left of its 4 minutes) keeps its URI, a pending attempt is reused on
 * Telegram and iOS Safari, and a retry waits until 1 s has passed since the last attempt.
 */
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_RETRY_GAP_MS } from '@portico/shared'

export type PairingDecision = { kind: 'reuse' } | { kind: 'new'; waitMs: number }

export interface PairingFacts {
  now: number
  /** An attempt whose promise has not settled. */
  pending: boolean
  /** When the current URI's pairing expires, if there is one. */
  wcPairingExpiry?: number
  /** When the last attempt started. */
  lastAttemptAt?: number
  reusesPendingAttempt: boolean
  /** The user asked for a new attempt (Try again): the URI is not reused. */
  retry?: boolean
}

export function decidePairing(facts: PairingFacts): PairingDecision {
  // No expiry yet while pending: the attempt is still creating its URI.
  const unexpired =
    facts.wcPairingExpiry === undefined ||
    facts.wcPairingExpiry - facts.now > PAIRING_EXPIRY_THRESHOLD_MS
  if (facts.pending && (facts.reusesPendingAttempt || (unexpired && !facts.retry)))
    return { kind: 'reuse' }
  const since = facts.lastAttemptAt === undefined ? Infinity : facts.now - facts.lastAttemptAt
  return { kind: 'new', waitMs: Math.max(0, PAIRING_RETRY_GAP_MS - since) }
}
