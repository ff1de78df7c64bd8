/**
 * What every non-EVM family's adapter answers the core with (README, rule 4): the connection as
 * the core ends it (`active`), the connection for a switch to one of the family's networks
 * (`connectionFor`) and the restore of its stored connector after a reload. The family says how
 * its discovered wallets connect and, where it has one, what else a stored connector may be
 * (Solana: the e-mail wallet).
 */
import type { ChainNamespace, PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { ActiveConnection } from '../store/coreServices.ts'
import { WALLETCONNECT_CONNECTOR_ID } from './walletconnect/walletConnectSession.ts'

export interface FamilyAdapterHooks {
  namespace: ChainNamespace
  storage: PorticoStorage
  connection: ActiveConnection & { readonly provider: unknown }
  /** A wallet announced on the page, once it has (undefined after `ms`). */
  waitFor(connectorId: string, ms: number): Promise<unknown>
  /** Connects a discovered wallet; `silent` after a reload (no prompt where the wallet can). */
  connectWallet(connectorId: string, options: { silent: boolean; activate: boolean }): Promise<void>
  /**
   * A stored connector that is no discovered wallet (Solana: the e-mail wallet), brought back;
   * false when `connectorId` is not one.
   */
  restoreOther?(connectorId: string, activate: boolean): Promise<boolean>
  /** Before a switch to `network` with no wallet connected (Solana: the e-mail wallet's account). */
  connectOnSwitch?(network: CaipNetwork): Promise<void>
}

export function createFamilyAdapter(hooks: FamilyAdapterHooks) {
  const { namespace, storage, connection } = hooks

  /** The connection as the core ends it, while the family is connected. */
  const active = (): ActiveConnection | undefined =>
    connection.provider
      ? {
          switchNetwork: (n) => connection.switchNetwork(n),
          disconnect: () => connection.disconnect(),
        }
      : undefined

  return {
    active,
    /** The family's connection for a switch to `network` (the connected wallet's, if any). */
    async connectionFor(network: CaipNetwork): Promise<ActiveConnection | undefined> {
      if (!connection.provider) await hooks.connectOnSwitch?.(network)
      return active()
    },
    /**
     * After a reload: the stored connector comes back (active again if it was), or is
     * forgotten. WalletConnect's comes back with its session (adoptWalletConnect).
     */
    async restore(options: { waitMs: number; activate: boolean }): Promise<void> {
      const connectorId = storage.getConnectedConnectorId(namespace)
      if (!connectorId || connectorId === WALLETCONNECT_CONNECTOR_ID) return
      try {
        if (await hooks.restoreOther?.(connectorId, options.activate)) {
          // Brought back (or not) by the family.
        } else if (await hooks.waitFor(connectorId, options.waitMs)) {
          await hooks.connectWallet(connectorId, { silent: true, activate: options.activate })
        }
      } catch {
        // The wallet refused or is gone: forgotten below.
      }
      if (!connection.provider) storage.removeConnectedConnectorId(namespace)
    },
  }
}
