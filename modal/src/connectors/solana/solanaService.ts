/**
 * The Solana family as the core holds it before its code has loaded: the adapter
 * (solanaAdapter.ts, with Wallet Standard discovery) is imported only when the dapp configured
 * a Solana network and something needs it — the modal's core was built (discovery, after the
 * open path), a Solana wallet or network was chosen, a restore found a Solana session.
 * Registered under `solanaKey` for the thunks.
 */
import type { PorticoStorage } from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import type { ActiveConnection } from '../../store/coreServices.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import { AUTH_CONNECTOR_ID } from '../auth/authConnection.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectSession.ts'
import type { SolanaAdapter, SolanaAdapterDeps } from './solanaAdapter.ts'

export function createSolanaService(deps: SolanaAdapterDeps) {
  let adapter: Promise<SolanaAdapter> | undefined
  let loaded: SolanaAdapter | undefined
  /** The namespace that was active when the page loaded (a restore makes it active again). */
  const storedActive = deps.storage.get('activeNamespace')
  const load = () => {
    adapter ??= import('./solanaAdapter.ts').then(({ createSolanaAdapter }) => {
      loaded = createSolanaAdapter(deps)
      return loaded
    })
    adapter.catch(() => {
      adapter = undefined
    })
    return adapter
  }
  const asActive = (a: SolanaAdapter): ActiveConnection | undefined =>
    a.connection.provider
      ? {
          switchNetwork: (n) => a.connection.switchNetwork(n),
          disconnect: () => a.connection.disconnect(),
        }
      : undefined

  return {
    load,
    get loaded() {
      return loaded
    },
    /**
     * The namespace's connection for a switch to `network`: the connected wallet's; when none is
     * and the e-mail wallet is signed in, its Solana account, connected on `network`.
     */
    async connectionFor(network: CaipNetwork): Promise<ActiveConnection | undefined> {
      const a = await load()
      if (!a.connection.provider && deps.auth.signedIn)
        await a.connectEmailWallet({ network, activate: true })
      return asActive(a)
    },
    /** The connection to end on disconnect, if Solana is connected. */
    active: () => (loaded ? asActive(loaded) : undefined),
    /** After a reload: the stored Solana connector comes back, or is forgotten. */
    async restore(storage: PorticoStorage, waitMs: number): Promise<void> {
      const connectorId = storage.getConnectedConnectorId('solana')
      if (!connectorId) return
      const activate = storedActive === 'solana'
      const a = await load()
      try {
        if (connectorId === WALLETCONNECT_CONNECTOR_ID) {
          if (a.connection.provider) return
        } else if (connectorId === AUTH_CONNECTOR_ID) {
          if (deps.auth.signedIn) return void (await a.connectEmailWallet({ activate }))
        } else if (await a.waitFor(connectorId, waitMs)) {
          return void (await a.connectWallet(connectorId, { silent: true, activate }))
        }
      } catch {
        // The wallet refused or is gone: forgotten below.
      }
      if (!a.connection.provider) storage.removeConnectedConnectorId('solana')
    },
  }
}

export type SolanaService = ReturnType<typeof createSolanaService>

export const solanaKey = serviceKey<SolanaService>('solana')
