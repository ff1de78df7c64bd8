/** Answers polkadot requests: message and transaction signing with the ed25519 key (local). */
import { z } from 'zod'
import type { PolkadotAccount } from '../accounts/polkadotAccount.ts'
import { signPolkadotMessage, signPolkadotTransaction } from '../accounts/polkadotSigning.ts'
import { parseParams } from './parseParams.ts'
import { unauthorizedAccount, unsupportedMethod } from './walletRpcError.ts'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const numeric = z.union([hex, z.number().int().nonnegative(), z.string().regex(/^\d+$/)])

const signerPayloadSchema = z.object({
  address: z.string().optional(),
  method: hex,
  era: hex,
  nonce: numeric,
  tip: numeric,
  specVersion: numeric,
  transactionVersion: numeric,
  genesisHash: hex,
  blockHash: hex,
  mode: z.number().int().min(0).max(255).optional(),
  metadataHash: hex.nullish(),
})

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
      if (address !== account.address) throw unauthorizedAccount(address)
      return { id: requestId, signature: signPolkadotMessage(account, message) }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload } = parseParams(
        z.object({ address: z.string(), transactionPayload: signerPayloadSchema }),
        params,
      )
      if (address !== account.address) throw unauthorizedAccount(address)
      return { id: requestId, signature: signPolkadotTransaction(account, transactionPayload) }
    }
    default:
      throw unsupportedMethod()
  }
}
