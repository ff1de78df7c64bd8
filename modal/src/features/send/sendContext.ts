/**
 * What the send's parts share: the store, the way to read the chain (the network's RPC, or the
 * wallet when the network has none), the token's contract and the send in progress.
 */
import { PorticoError, type TokenBalance } from '@portico/shared'
import type { Eip1193Provider } from '../../connectors/injected/eip6963.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { selectActiveAddress } from '../account/accountSlice.ts'
import type { PorticoStore } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { jsonRpcRequest, type RpcRequest } from './jsonRpcRequest.ts'
import { sendTexts } from './sendMessages.ts'
import { tokenContractAddress } from './tokenAddress.ts'
import { type TransferInterface, transferInterfaceOf } from './usdtStyleTokens.ts'

export interface SendActionsDeps {
  store: PorticoStore
  track(event: string, properties?: Record<string, unknown>): void
  /** The connected wallet's provider (extension, e-mail wallet, WalletConnect…). */
  getProvider(): Eip1193Provider | undefined
  rpcUrl(network: CaipNetwork): string | undefined
  /** Reads the account's balances and activity again (AccountActions.refresh). */
  refreshAccount(): void
  /** How often and how long to wait for the receipt before refreshing again. */
  receipt?: { pollMs: number; timeoutMs: number }
  /** How long typing must pause before the receiver is looked up; tests shorten it. */
  receiverLookupDelayMs?: number
}

export interface SendContext {
  deps: SendActionsDeps
  /** Reads from `network`'s chain. */
  reader(network: CaipNetwork): RpcRequest
  /** The token's contract and transfer interface; undefined for the native currency. */
  contractOf(
    token: TokenBalance,
    network: CaipNetwork,
  ): { address: `0x${string}`; transferInterface: TransferInterface } | undefined
  /** The account, the network and the send's state, when there is a send to work on. */
  current():
    | {
        state: ReturnType<PorticoStore['getState']>
        network: CaipNetwork
        from: `0x${string}`
        token: TokenBalance
      }
    | undefined
}

export function createSendContext(deps: SendActionsDeps): SendContext {
  const { getState } = deps.store
  return {
    deps,
    reader: (network) => async (method, params) => {
      const url = deps.rpcUrl(network)
      if (url) return jsonRpcRequest(url, method, params)
      const provider = deps.getProvider()
      if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
      return provider.request({ method, params })
    },
    contractOf(token, network) {
      const address = tokenContractAddress(token)
      return address
        ? { address, transferInterface: transferInterfaceOf(address, network) }
        : undefined
    },
    current() {
      const state = getState()
      const network = selectActiveCaipNetwork(state)
      const from = selectActiveAddress(state) as `0x${string}` | undefined
      const { token } = state.send
      return network && from && token ? { state, network, from, token } : undefined
    },
  }
}
