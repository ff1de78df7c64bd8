/**
 * What the core does for the thunks (the modal's composition root builds it and registers it
 * under `coreKey`): open and close the modal, switch network, disconnect, the connected
 * wallet's provider, analytics and storage.
 */
import type { ChainNamespace, PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { Eip1193Provider } from '../chains/evm/Eip1193Provider.ts'
import type { OpenModalOptions } from './modalSlice.ts'
import { serviceKey } from './serviceKey.ts'

export interface CoreServices {
  open(options?: OpenModalOptions): Promise<void>
  /** Closes the modal (pending unsafe frame requests are rejected, MODAL_CLOSE tracked). */
  close(): void
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(): Promise<void>
  /** The connected wallet's provider (extension, e-mail wallet, WalletConnect…). */
  getProvider(namespace?: ChainNamespace): Eip1193Provider | undefined
  /** A network's RPC URL (the dapp's rpcMap first). */
  rpcUrl(network: CaipNetwork): string | undefined
  /** The active connection reads its native balance again. */
  refreshNativeBalance(): void
  /** Counts an analytics event: the events slice, the dapp's subscribers, the cloud. */
  track(event: string, properties?: Record<string, unknown>): void
  storage: PorticoStorage
}

export const coreKey = serviceKey<CoreServices>('core')
