/** What the wallet or the WalletConnect SDK said, as an error with a code the views can show. */
import { PorticoError } from '@portico/shared'

/** Wallet error codes the SDK hands back as plain {code, message} objects. */
const USER_REJECTED_PROPOSAL = 5000

export class WalletConnectError extends PorticoError {
  override name = 'WalletConnectError'
}

/**
 * The SDK gives an expired proposal no code, only its text: the one place a message is read,
 * and it is the SDK's own, not a user-facing string of ours.
 */
export function toWalletConnectError(error: unknown): WalletConnectError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' && message ? message : 'Connection failed'
  if (code === USER_REJECTED_PROPOSAL)
    return new WalletConnectError('Connection declined', { code: 'USER_REJECTED', cause: error })
  if (/expired/i.test(text))
    return new WalletConnectError('The pairing expired', { code: 'PAIRING_EXPIRED', cause: error })
  return new WalletConnectError(text, { code: 'WALLETCONNECT_FAILED', cause: error })
}
