/**
 * The Bitcoin node that serves an address and CAIP-2 filter: the deployments' regtest node,
 * when it is asked for (or nothing is) and the address is a regtest one; else null.
 */
import type { CloudContext } from '../../cloudContext.ts'
import { type BcoinNode, bcoinNode } from './bcoinNode.ts'
import type { BitcoinAddressInfo } from './bitcoinAddress.ts'

export function servedBitcoinNode(
  ctx: CloudContext,
  info: BitcoinAddressInfo,
  chainId: string | undefined,
): { caip2: string; node: BcoinNode } | null {
  const served = ctx.chains.bitcoin()
  if (!served || (chainId !== undefined && chainId !== served.caip2)) return null
  if (!info.networks.includes('regtest')) return null
  return { caip2: served.caip2, node: bcoinNode(served.nodeUrl) }
}
