/**
 * The Polkadot signer over a WalletConnect session's `polkadot` namespace:
 * `polkadot_signMessage` ({ address, message }) and `polkadot_signTransaction` ({ address,
 * transactionPayload }: the complete SignerPayloadJSON), each answered `{ signature }`.
 */
import * as z from 'zod/mini'
import { PolkadotError } from './PolkadotError.ts'
import type { PolkadotSigner } from './PolkadotSigner.ts'
import { samePolkadotAccount } from './polkadotAddress.ts'

const answerSchema = z.object({
  signature: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/)),
})

export function createPolkadotRpcSigner(deps: {
  address: string
  request(method: string, params: Record<string, unknown>): Promise<unknown>
}): PolkadotSigner {
  const { address } = deps
  const signature = async (method: string, params: Record<string, unknown>) => {
    const parsed = answerSchema.safeParse(await deps.request(method, params))
    if (!parsed.success)
      throw new PolkadotError('The wallet returned a signature that cannot be read', {
        code: 'POLKADOT_BAD_ANSWER',
      })
    return parsed.data.signature as `0x${string}`
  }
  return {
    address,
    signRaw: (message) => signature('polkadot_signMessage', { address, message }),
    signPayload: async (transactionPayload) => {
      if (!samePolkadotAccount(transactionPayload.address, address))
        throw new PolkadotError('The payload is for another account', {
          code: 'POLKADOT_WRONG_ACCOUNT',
        })
      return signature('polkadot_signTransaction', { address, transactionPayload })
    },
  }
}
