/**
 * Answers polkadot requests with the ed25519 key (local): `polkadot_signMessage` and
 * `polkadot_signTransaction`, whose `transactionPayload` must be a complete SignerPayloadJSON
 * (encoded by @polkadot/types for its signed extensions; devnet/src/polkadot/wallet).
 */
import { z } from 'zod'
import type { PolkadotAccount } from '../../../src/polkadot/wallet/polkadotAccount.ts'
import {
  isAccountAddress,
  PolkadotSigningError,
  signerPayloadSchema,
  signPolkadotMessage,
  signPolkadotTransaction,
} from '../../../src/polkadot/wallet/polkadotSigning.ts'
import { parseParams } from './parseParams.ts'
import { invalidParams, unauthorizedAccount, unsupportedMethod } from './walletRpcError.ts'

export async function handlePolkadotRequest(
  account: PolkadotAccount,
  requestId: number,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'polkadot_signMessage': {
      const { address, message } = parseParams(
        z.object({ address: z.string(), message: z.string() }),
        params,
      )
      if (!isAccountAddress(account, address)) throw unauthorizedAccount(address)
      return { id: requestId, signature: signPolkadotMessage(account, message) }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload } = parseParams(
        z.object({ address: z.string(), transactionPayload: signerPayloadSchema }),
        params,
      )
      if (
        !isAccountAddress(account, address) ||
        !isAccountAddress(account, transactionPayload.address)
      )
        throw unauthorizedAccount(address)
      try {
        return { id: requestId, signature: signPolkadotTransaction(account, transactionPayload) }
      } catch (error) {
        if (error instanceof PolkadotSigningError) throw invalidParams(error.message)
        throw error
      }
    }
    default:
      throw unsupportedMethod()
  }
}
