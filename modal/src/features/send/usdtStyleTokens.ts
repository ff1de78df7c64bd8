/**
 * Tokens whose `transfer` returns nothing instead of the ERC-20 bool (the USDT interface,
 * SPEC §7). The calldata is the same (a selector does not cover return types); what differs
 * is how the simulated call's result is read before sending (checkTransferResult). A network
 * may list more, e.g. the devnet's tUSD (CaipNetwork.usdtStyleTokens).
 */
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'

/** The seven USDT contracts of SPEC §7, lower-case. */
export const USDT_STYLE_TOKEN_ADDRESSES: readonly string[] = [
  '0xdac17f958d2ee523a2206206994597c13d831ec7', // Ethereum
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f', // Polygon
  '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7', // Avalanche C-Chain
  '0x919c1c267bc06a7039e03fcc2ef738525769109c', // Kava EVM
  '0x48065fbbe25f71c9282ddf5e1cd6d6a887483d5e', // Celo
  '0x55d398326f99059ff775485246999027b3197955', // BNB Smart Chain
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', // Arbitrum One
]

export type TransferInterface = 'erc20' | 'usdt'

/** Which transfer interface the token contract at `address` has on `network`. */
export function transferInterfaceOf(
  address: string,
  network?: Pick<CaipNetwork, 'usdtStyleTokens'>,
): TransferInterface {
  const target = address.toLowerCase()
  const listed = [...USDT_STYLE_TOKEN_ADDRESSES, ...(network?.usdtStyleTokens ?? [])]
  return listed.some((a) => a.toLowerCase() === target) ? 'usdt' : 'erc20'
}
