/** Finds a wallet error code (SPEC §8: 4902, 5000, 32603) on a wallet's error. */
import { type WalletErrorCode, walletErrorCodes } from './errorCatalogue.ts'

const known = new Set<number>(Object.values(walletErrorCodes))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The known wallet code of `error`, looking at `code`, then `data.originalError.code` (where
 * mobile wallets put it), then the cause chain. `undefined` when none is known. A chain switch
 * failing with any of them means the wallet lacks the chain and it should be added.
 */
export function getWalletErrorCode(error: unknown, depth = 0): WalletErrorCode | undefined {
  if (!isRecord(error) || depth > 8) return undefined
  const candidates = [
    error.code,
    isRecord(error.data) && isRecord(error.data.originalError)
      ? error.data.originalError.code
      : undefined,
  ]
  const found = candidates.find((code) => typeof code === 'number' && known.has(code))
  if (found !== undefined) return found as WalletErrorCode
  return error.cause === error ? undefined : getWalletErrorCode(error.cause, depth + 1)
}
