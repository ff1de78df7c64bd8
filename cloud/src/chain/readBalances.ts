/**
 * Raw balances of one address on one chain: the native balance and `balanceOf` of each ERC-20,
 * read in one batch of JSON-RPC calls.
 */
import { type Address, erc20Abi, type PublicClient } from 'viem'

export interface RawBalances {
  native: bigint
  /** In the order of `tokens`. */
  tokens: bigint[]
}

export async function readBalances(
  client: PublicClient,
  address: Address,
  tokens: readonly Address[],
): Promise<RawBalances> {
  const [native, ...balances] = await Promise.all([
    client.getBalance({ address }),
    ...tokens.map((token) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  return { native: native ?? 0n, tokens: balances }
}
