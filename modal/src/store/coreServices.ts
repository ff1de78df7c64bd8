/**
 * What the composition root (core/createCore.ts) gives the thunks, registered under `coreKey`:
 * the active connection, the wallet's provider, the UI's mount, the public-state mirror, the
 * project config, analytics and storage. The behaviour built on them (opening, closing,
 * switching network, disconnecting) is in the thunks beside the slices.
 */
import type { ChainNamespace, PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { Eip1193Provider } from '../chains/evm/Eip1193Provider.ts'
import type { BitcoinProvider } from '../connectors/bitcoin/BitcoinProvider.ts'
import type { PolkadotProvider } from '../connectors/polkadot/PolkadotProvider.ts'
import type { SolanaProvider } from '../connectors/solana/SolanaProvider.ts'
import { serviceKey } from './serviceKey.ts'

/** What every connection (extension, e-mail wallet, WalletConnect) does once connected. */
/** How the views mount: `now` before the call resolves (an open); `background` in slices. */
export type MountMode = 'now' | 'background'

export interface ActiveConnection {
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(): Promise<void>
}

/** The provider of each family besides EVM, by namespace. */
export interface FamilyProviders {
  solana: SolanaProvider
  polkadot: PolkadotProvider
  bip122: BitcoinProvider
}

export interface CoreServices {
  /** The dapp's networks (createPortico's `networks`). */
  networks: readonly CaipNetwork[]
  /** No chain adapter is configured: WalletConnect connects on its own ("basic"). */
  withoutAdapters: boolean
  /** A phone's browser: the wallet list rather than a QR code starts a basic connection. */
  mobile: boolean
  /** The EVM connection in use, whichever connector made it. */
  activeConnection(): ActiveConnection | undefined
  /**
   * The connection of `network`'s family for a switch to it: EVM's active one; another family's
   * (loading its adapter), connecting the e-mail wallet's account there when that is signed in.
   */
  connectionFor(network: CaipNetwork): Promise<ActiveConnection | undefined>
  /** The other families' connections that are connected (ended with the EVM one). */
  familyConnections(): ActiveConnection[]
  /** The connected wallet's provider (extension, e-mail wallet, WalletConnect…). */
  getProvider(namespace?: ChainNamespace): Eip1193Provider | undefined
  /** A family adapter's provider, once an account of the family is connected through it. */
  familyProvider<N extends keyof FamilyProviders>(namespace: N): FamilyProviders[N] | undefined
  /** A network's RPC URL (the dapp's rpcMap first). */
  rpcUrl(network: CaipNetwork): string | undefined
  /** The active connection reads its native balance again. */
  refreshNativeBalance(): void
  /** Counts an analytics event: the events slice, the dapp's subscribers, the cloud. */
  track(event: string, properties?: Record<string, unknown>): void
  /** The cloud's open counter and the project's remote config, asked for on every open. */
  modalOpened(): void
  /**
   * Mounts the views on the first call; later calls give the same promise. `background`: the
   * warm-up's mount, rendered in slices that yield to the page (an open meanwhile takes over).
   */
  mountUi(mode?: MountMode): Promise<void>
  /** The public getState() mirror brought up to date now, not at the end of the tick. */
  flushPublicState(): void
  /**
   * The e-mail wallet's pending unsafe requests and its wallet-security window are rejected, and
   * the frame's window hidden and told to close (RPC_ABORT).
   */
  rejectPendingUnsafe(): Promise<void>
  storage: PorticoStorage
}

export const coreKey = serviceKey<CoreServices>('core')
