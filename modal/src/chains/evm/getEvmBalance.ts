/**
 * Reads an address's native balance from the network's RPC with viem, as a decimal string.
 */
import { createPublicClient, formatUnits, http } from 'viem'
import type { CaipNetwork } from '../CaipNetwork.ts'

const clients = new Map<string, ReturnType<typeof createPublicClient>>()

export async function getEvmBalance(
  network: CaipNetwork,
  rpcUrl: string,
  address: `0x${string}`,
): Promise<string> {
  let client = clients.get(rpcUrl)
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
    clients.set(rpcUrl, client)
  }
  const wei = await client.getBalance({ address })
  return formatUnits(wei, network.nativeCurrency.decimals)
}
