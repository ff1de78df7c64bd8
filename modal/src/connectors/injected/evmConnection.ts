/**
 * The EVM connection of an injected wallet: connect (with the wallet's prompt), restore after a
 * reload (no prompt), follow the wallet's account and chain changes, switch networks, read the
 * native balance, and disconnect as SPEC §4 describes. What it learns goes to the store through
 * `EvmConnectionSink`, so this module stays free of store details.
 */
import { createPorticoError, PorticoError } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { caipAddressOf, evmNetworkFor } from '../../chains/evm/evmNetworkFor.ts'
import {
  type EvmConnection,
  parseAccounts,
  parseChainId,
  requestEvmConnection,
  restoreEvmConnection,
  revokeEvmPermissions,
  switchEvmChain,
  WALLET_ERROR_USER_REJECTED,
  walletErrorCode,
} from '../../chains/evm/evmWalletCalls.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import { nativeBalanceRefresher } from '../refreshNativeBalance.ts'
import type { Eip1193Provider, InjectedWallet } from './eip6963.ts'

export type { EvmConnectionSink } from '../evmConnectionSink.ts'

export interface EvmConnectionDeps {
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  sink: EvmConnectionSink
  /** How long a restore waits for the stored wallet to announce itself. */
  restoreWaitMs?: number
}

export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
}

export function createEvmConnection(deps: EvmConnectionDeps) {
  let active:
    | { wallet: InjectedWallet; address: `0x${string}`; network: CaipNetwork; unwatch(): void }
    | undefined

  const networkFor = (chainId: number) => evmNetworkFor(deps.networks, chainId)
  const caip = caipAddressOf

  const refreshBalance = nativeBalanceRefresher(() => active, deps.rpcUrl, deps.sink)

  function watch(wallet: InjectedWallet) {
    const { provider } = wallet
    const onAccounts = (accounts: unknown) => {
      const address = parseAccounts(accounts)[0]
      if (!active) return
      if (!address) return void forget()
      active.address = address
      deps.sink.accountChanged(caip(active.network, address))
      void refreshBalance()
    }
    const onChain = (chainId: unknown) => {
      if (!active) return
      let id: number
      try {
        id = parseChainId(chainId)
      } catch {
        return
      }
      active.network = networkFor(id)
      deps.sink.networkChanged(active.network)
      deps.sink.accountChanged(caip(active.network, active.address))
      void refreshBalance()
    }
    const onDisconnect = () => forget()
    provider.on?.('accountsChanged', onAccounts as never)
    provider.on?.('chainChanged', onChain as never)
    provider.on?.('disconnect', onDisconnect as never)
    return () => {
      provider.removeListener?.('accountsChanged', onAccounts as never)
      provider.removeListener?.('chainChanged', onChain as never)
      provider.removeListener?.('disconnect', onDisconnect as never)
    }
  }

  function forget() {
    active?.unwatch()
    active = undefined
    deps.sink.disconnected()
  }

  function adopt(wallet: InjectedWallet, connection: EvmConnection, restored: boolean) {
    active?.unwatch()
    const network = networkFor(connection.chainId)
    active = { wallet, address: connection.address, network, unwatch: watch(wallet) }
    deps.sink.connected({
      wallet,
      caipAddress: caip(network, connection.address),
      network,
      restored,
    })
    void refreshBalance()
  }

  return {
    get provider(): Eip1193Provider | undefined {
      return active?.wallet.provider
    },
    get wallet() {
      return active?.wallet
    },
    refreshBalance,

    async connect(wallet: InjectedWallet) {
      deps.sink.connecting()
      try {
        adopt(wallet, await requestEvmConnection(wallet.provider), false)
      } catch (error) {
        if (!active) deps.sink.connectFailed()
        if (walletErrorCode(error) === WALLET_ERROR_USER_REJECTED) {
          throw new ConnectionRejectedError('Connection declined', {
            code: 'USER_REJECTED',
            cause: error,
          })
        }
        throw error instanceof PorticoError
          ? error
          : new PorticoError((error as Error)?.message || 'Connection failed', {
              code: 'CONNECT_FAILED',
              cause: error,
            })
      }
    },

    /** Restores the stored wallet's connection, or reports it gone. */
    async restore(wallet: InjectedWallet): Promise<boolean> {
      const connection = await restoreEvmConnection(wallet.provider).catch(() => null)
      if (!connection) return false
      adopt(wallet, connection, true)
      return true
    },

    async switchNetwork(network: CaipNetwork) {
      if (!deps.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
        throw createPorticoError('SWITCH_NETWORK_NOT_FOUND')
      }
      if (!active) return
      await switchEvmChain(active.wallet.provider, network, deps.rpcUrl(network))
      // The wallet's chainChanged usually arrives first; this covers wallets that are slow to say.
      if (active.network.caipNetworkId !== network.caipNetworkId) {
        active.network = network
        deps.sink.networkChanged(network)
        deps.sink.accountChanged(caip(network, active.address))
        void refreshBalance()
      }
    },

    /** Stops following the wallet without reporting a disconnect (the instance is going away). */
    detach() {
      active?.unwatch()
      active = undefined
    },

    async disconnect() {
      const wallet = active?.wallet
      if (wallet) await revokeEvmPermissions(wallet.provider)
      forget()
    },
  }
}

export type EvmConnectionController = ReturnType<typeof createEvmConnection>
