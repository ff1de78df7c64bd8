/**
 * A failure of the Bitcoin connection: a wallet's odd answer, an error it reports (its code
 * kept as `rpcCode`; sats-connect's USER_REJECTION -32000 and EIP-1193's 4001 become
 * USER_REJECTED with SPEC §8's text).
 */
import { errorCatalogue, PorticoError } from '@portico/shared'

export class BitcoinError extends PorticoError {
  override name = 'BitcoinError'
  readonly rpcCode: number | undefined
  constructor(message: string, options: { code: string; rpcCode?: number; details?: string }) {
    super(message, options)
    this.rpcCode = options.rpcCode
  }
}

/** sats-connect's USER_REJECTION, WalletConnect's 5000-range rejections, EIP-1193's 4001. */
const REJECTIONS = new Set([-32000, 4001, 5000, 5001, 5002])

/** A wallet's `{code, message}` as a BitcoinError. */
export function walletError(error: { code?: unknown; message?: unknown }): BitcoinError {
  const rpcCode = typeof error.code === 'number' ? error.code : undefined
  const message = typeof error.message === 'string' ? error.message : 'The wallet failed'
  if (rpcCode !== undefined && REJECTIONS.has(rpcCode))
    return new BitcoinError(errorCatalogue.USER_REJECTED.message, {
      code: 'USER_REJECTED',
      rpcCode,
    })
  return new BitcoinError(message, {
    code: 'BITCOIN_WALLET_ERROR',
    ...(rpcCode === undefined ? {} : { rpcCode }),
  })
}
