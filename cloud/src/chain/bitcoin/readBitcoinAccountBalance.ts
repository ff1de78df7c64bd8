/** The balance route's bip122 answer: the address's BTC on the served regtest node. */
import { createPorticoError } from '@portico/shared'
import type { CloudContext } from '../../cloudContext.ts'
import { type LinkQuery, publicLink } from '../../http/publicLink.ts'
import { tokenImagePath } from '../../routes/images/getPublicImages.ts'
import type { BitcoinAddressInfo } from './bitcoinAddress.ts'
import { type BitcoinBalance, readBitcoinBalance } from './readBitcoinBalance.ts'
import { servedBitcoinNode } from './servedBitcoinNode.ts'

export async function readBitcoinAccountBalance(
  ctx: CloudContext,
  info: BitcoinAddressInfo,
  chainId: string | undefined,
  link: LinkQuery,
): Promise<{ balances: BitcoinBalance[] }> {
  const served = servedBitcoinNode(ctx, info, chainId)
  if (!served) return { balances: [] }
  try {
    const iconUrl = publicLink(ctx, tokenImagePath('BTC'), link)
    return {
      balances: [
        await readBitcoinBalance(
          served.node,
          served.caip2,
          info.address,
          iconUrl,
          await ctx.bitcoinPrices.usdPrice(served.caip2),
        ),
      ],
    }
  } catch (cause) {
    throw createPorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      status: 502,
      cause,
      details: 'The Bitcoin node did not answer',
    })
  }
}
