/**
 * Reads the active account's native balance from its network's RPC and reports it to the sink,
 * unless the account or network changed meanwhile. Shared by every EVM connection.
 */
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { EvmConnectionSink } from './evmConnection.ts'

export async function refreshNativeBalance(
  network: CaipNetwork,
  address: `0x${string}`,
  rpcUrl: string | undefined,
  sink: Pick<EvmConnectionSink, 'balance'>,
  isCurrent: () => boolean,
): Promise<void> {
  if (!rpcUrl) return // an unknown network has no RPC to ask
  sink.balance({ loading: true })
  const symbol = network.nativeCurrency.symbol
  try {
    const { getEvmBalance } = await import('../chains/evm/getEvmBalance.ts')
    const balance = await getEvmBalance(network, rpcUrl, address)
    if (isCurrent()) sink.balance({ balance, symbol })
  } catch {
    if (isCurrent()) sink.balance({ balance: '', symbol })
  }
}
