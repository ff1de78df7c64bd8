/**
 * What the send's thunks share: the way to read the chain (the network's RPC, or the wallet
 * when the network has none), the token's contract and the send in progress.
 */
import { PorticoError, type TokenBalance } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { CoreServices } from '../../store/coreServices.ts'
import type { RootState } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import { selectActiveAddress } from '../account/accountSlice.ts'
import { jsonRpcRequest, type RpcRequest } from './jsonRpcRequest.ts'
import { sendTexts } from './sendMessages.ts'
import { tokenContractAddress } from './tokenAddress.ts'
import { type TransferInterface, transferInterfaceOf } from './usdtStyleTokens.ts'

/** How long the send waits; tests shorten it (registered under `sendTimingKey`). */
export interface SendTiming {
  /** How often and how long to wait for the receipt before refreshing again. */
  receipt: { pollMs: number; timeoutMs: number }
  /** How long typing must pause before the receiver is looked up (our choice: 300 ms). */
  receiverLookupDelayMs: number
}

export const DEFAULT_SEND_TIMING: SendTiming = {
  receipt: { pollMs: 2_000, timeoutMs: 60_000 },
  receiverLookupDelayMs: 300,
}

export const sendTimingKey = serviceKey<SendTiming>('sendTiming')

/** Reads from `network`'s chain. */
export function chainReader(core: CoreServices, network: CaipNetwork): RpcRequest {
  return async (method, params) => {
    const url = core.rpcUrl(network)
    if (url) return jsonRpcRequest(url, method, params)
    const provider = core.getProvider('eip155')
    if (!provider) throw new PorticoError(sendTexts.noWallet, { code: 'NO_WALLET' })
    return provider.request({ method, params })
  }
}

/** The token's contract and transfer interface; undefined for the native currency. */
export function contractOf(
  token: TokenBalance,
  network: CaipNetwork,
): { address: `0x${string}`; transferInterface: TransferInterface } | undefined {
  const address = tokenContractAddress(token)
  return address ? { address, transferInterface: transferInterfaceOf(address, network) } : undefined
}

/** The account, the network and the send's state, when there is a send to work on. */
export function currentSend(
  state: RootState,
):
  | { state: RootState; network: CaipNetwork; from: `0x${string}`; token: TokenBalance }
  | undefined {
  const network = selectActiveCaipNetwork(state)
  const from = selectActiveAddress(state) as `0x${string}` | undefined
  const { token } = state.send
  return network && from && token ? { state, network, from, token } : undefined
}
