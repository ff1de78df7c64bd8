/**
 * The `{address}` of the account routes: an EVM address in any case (0x optional, SPEC §5), a
 * Bitcoin address, or a Solana public key (its history is read from the cluster, not indexed;
 * it holds no NFTs here). Also the served chains a `chainId` query selects.
 */
import { z } from 'zod'
import { bitcoinAddressParam } from '../../chain/bitcoin/bitcoinAddressParam.ts'
import type { CloudChain } from '../../chain/cloudChains.ts'
import { solanaAddressParam } from '../../chain/solana/solanaAddressParam.ts'
import type { CloudContext } from '../../cloudContext.ts'
import { evmAddressParam } from '../../http/addressParams.ts'
import { positiveIntText } from '../../http/queryValues.ts'

export const accountParams = z.object({
  address: z.union([
    evmAddressParam.transform((address) => ({ family: 'evm' as const, address })),
    // Before Solana's: base58 P2PKH addresses also fit its alphabet and length.
    bitcoinAddressParam,
    solanaAddressParam,
  ]),
})

/** Items per page: 20 unless asked, at most 50. */
export const pageLimit = positiveIntText
  .pipe(z.number().max(50, 'At most 50 items a page'))
  .default(20)

/** The served chains to list: the one `chainId` names (none if not served), or all. */
export function selectChains(ctx: CloudContext, chainId: string | undefined): CloudChain[] {
  if (chainId === undefined) return [...ctx.chains.chains]
  const chain = ctx.chains.byCaip2(chainId)
  return chain ? [chain] : []
}
