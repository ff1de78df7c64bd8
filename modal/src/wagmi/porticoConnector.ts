/**
 * A wagmi 3 connector that stands for whatever the visitor connects in Portico's modal
 * (extension, WalletConnect, e-mail): wagmi talks to Portico's EIP-1193 provider and follows
 * Portico's state, so a connection, a chain or account change or a disconnect made on either side
 * is seen by the other, and wagmi never finds the same wallet connected twice.
 *
 * - wagmi's `connect` opens the modal and resolves once Portico is connected (a close without a
 *   connection is a user rejection).
 * - A connection made in the modal itself is announced to wagmi with the `connect` event, as the
 *   WalletConnect connector does for sessions that start on the wallet's side.
 * - On page load, wagmi's reconnect waits for Portico's restore of a stored connection.
 */
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { Eip1193Provider } from '../connectors/injected/eip6963.ts'
import type { Portico } from '../createPortico.ts'
import type { PorticoState } from '../publicState.ts'
import {
  type EvmConnection,
  evmConnectionOf,
  isRestoring,
  waitForState,
} from './porticoWagmiState.ts'

/** How long wagmi waits for Portico to restore a stored connection or to switch chains. */
const SETTLE_TIMEOUT_MS = 15_000

export const PORTICO_CONNECTOR_ID = 'portico'

export function porticoConnector(portico: Portico) {
  const settledRestore = () => waitForState(portico, (s) => !isRestoring(s), SETTLE_TIMEOUT_MS)

  return createConnector<Eip1193Provider>((config) => {
    let unsubscribe: (() => void) | undefined
    /** A wagmi `connect` is waiting on the modal: its result announces the connection. */
    let connecting = false
    /** What this config was last told, so that only real changes become events. */
    let announced: EvmConnection | undefined
    const connected = (state: PorticoState = portico.getState()) => evmConnectionOf(state)
    const chainIdOf = async (connection: EvmConnection) =>
      connection.chainId ??
      Number(await portico.getProvider('eip155')?.request({ method: 'eth_chainId' }))

    /** Follows Portico's state and tells wagmi what changed. */
    const follow = (state: PorticoState) => {
      const now = connected(state)
      const before = announced
      if (connecting || isRestoring(state)) return
      if (now && !before) {
        announced = now
        if (now.chainId !== undefined)
          config.emitter.emit('connect', { accounts: [now.address], chainId: now.chainId })
      } else if (!now && before) {
        announced = undefined
        config.emitter.emit('disconnect')
      } else if (now && before) {
        announced = now
        if (now.address !== before.address)
          config.emitter.emit('change', { accounts: [now.address] })
        if (now.chainId !== before.chainId && now.chainId !== undefined)
          config.emitter.emit('change', { chainId: now.chainId })
      }
    }

    /** Resolves when the modal connects an EVM account; rejects when it closes without one. */
    const connectThroughModal = async (): Promise<EvmConnection> => {
      await portico.open({ namespace: 'eip155' })
      const visitorDone = (s: PorticoState) =>
        connected(s) !== undefined || (!s.open && s.account.status !== 'connecting')
      const connection = connected(await waitForState(portico, visitorDone))
      if (!connection)
        throw new UserRejectedRequestError(
          new Error('The Portico modal was closed without a connection.'),
        )
      return connection
    }

    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((c) => c.id === chainId)
      const network = portico.options.networks.find(
        (n) => n.chainNamespace === 'eip155' && n.caipNetworkId === `eip155:${chainId}`,
      )
      if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError())
      if (connected()?.chainId === chainId) return chain
      try {
        await portico.switchNetwork(network)
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (code === UserRejectedRequestError.code)
          throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      const state = await waitForState(
        portico,
        (s) => connected(s)?.chainId === chainId,
        SETTLE_TIMEOUT_MS,
      )
      if (connected(state)?.chainId !== chainId)
        throw new SwitchChainError(new Error(`The wallet did not switch to chain ${chainId}.`))
      return chain
    }

    return {
      id: PORTICO_CONNECTOR_ID,
      name: 'Portico',
      type: 'portico',

      async setup() {
        unsubscribe?.()
        unsubscribe = portico.subscribeState(follow)
        // A connection already there (restored, or made before wagmi existed) is announced too.
        follow(portico.getState())
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let connection = connected()
        if (!connection && isReconnecting) {
          connection = connected(await settledRestore())
          if (!connection) throw new Error('Portico has no connection to restore.')
        }
        if (!connection) {
          connecting = true
          try {
            connection = await connectThroughModal()
          } finally {
            connecting = false
          }
        }
        announced = connection
        let currentChainId = await chainIdOf(connection)
        if (chainId !== undefined && chainId !== currentChainId)
          currentChainId = (await switchTo(chainId)).id
        const accounts = withCapabilities
          ? [{ address: connection.address, capabilities: {} }]
          : [connection.address]
        return { accounts: accounts as never, chainId: currentChainId }
      },

      async disconnect() {
        announced = undefined
        await portico.disconnect('eip155')
      },

      async getAccounts() {
        const connection = connected()
        return connection ? [connection.address] : []
      },

      async getChainId() {
        const connection = connected()
        if (connection) return chainIdOf(connection)
        const network = portico.getState().caipNetwork
        return typeof network?.id === 'number' ? network.id : (config.chains[0]?.id ?? 1)
      },

      async getProvider() {
        if (isRestoring(portico.getState())) await settledRestore()
        return portico.getProvider('eip155') as Eip1193Provider
      },

      async isAuthorized() {
        if (isRestoring(portico.getState())) await settledRestore()
        return connected() !== undefined
      },

      async switchChain({ chainId }) {
        return switchTo(chainId)
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onDisconnect() {
        announced = undefined
        config.emitter.emit('disconnect')
      },
    }
  })
}
