/**
 * Reads the active account's native balance from its network's RPC and reports it to the sink,
 * unless the account or network changed meanwhile. Shared by every EVM connection.
 */
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { EvmConnectionSink } from './evmConnectionSink.ts'

interface ActiveAccount {
  address: `0x${string}`
  network: CaipNetwork
}

/**
 * The EVM balance reader (viem's call, decoding and formatting code): its own chunk, fetched on
 * the first read, or ahead while a connection is being made (ModalRoot.tsx).
 */
export const loadEvmBalanceReader = () => import('../chains/evm/getEvmBalance.ts')

/** The refresh function of a connection whose active account `getActive` returns. */
export function nativeBalanceRefresher(
  getActive: () => ActiveAccount | undefined,
  rpcUrl: (network: CaipNetwork) => string | undefined,
  sink: Pick<EvmConnectionSink, 'balance'>,
): () => Promise<void> {
  return async () => {
    const active = getActive()
    if (!active) return
    const { network, address } = active
    const url = rpcUrl(network)
    if (!url) return // an unknown network has no RPC to ask
    const isCurrent = () => {
      const now = getActive()
      return now?.address === address && now.network === network
    }
    sink.balance({ loading: true })
    const symbol = network.nativeCurrency.symbol
    try {
      const { getEvmBalance } = await loadEvmBalanceReader()
      const balance = await getEvmBalance(network, url, address)
      if (isCurrent()) sink.balance({ balance, symbol })
    } catch {
      if (isCurrent()) sink.balance({ balance: '', symbol })
    }
  }
}
