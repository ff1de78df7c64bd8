/**
 * The Portico connector against the real @wagmi/core (config, connect, reconnect, disconnect,
 * switchChain, getConnection), with a Portico stand-in whose state the test drives: what a wagmi
 * app sees when the visitor connects, switches and disconnects on either side.
 */
import {
  connect,
  disconnect,
  getConnection,
  getConnections,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { defineEvmNetwork } from '../chains/devnetNetworks.ts'
import type { Portico } from '../createPortico.ts'
import type { PorticoState } from '../publicState.ts'
import { porticoWagmiConfig } from './porticoWagmiConfig.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [
  defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545'),
  defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546'),
]

/** A Portico whose public state the test sets; `open()` runs `onOpen` (the visitor's choice). */
function fakePortico(status: PorticoState['account']['status'] = 'disconnected') {
  let state: PorticoState = {
    open: false,
    loading: false,
    view: 'Connect',
    activeNamespace: 'eip155',
    caipNetwork: networks[0],
    selectedNetworkId: 'eip155:31337',
    isUnsupportedChain: false,
    account: { status, isConnected: false, allAccounts: [] },
    accounts: {},
    themeMode: 'dark',
    themeVariables: {},
    locale: 'en',
    initialized: false,
  }
  const listeners = new Set<(s: PorticoState) => void>()
  const set = (next: Partial<PorticoState>) => {
    state = { ...state, ...next }
    for (const l of [...listeners]) l(state)
  }
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return `0x${Number(state.caipNetwork?.id).toString(16)}`
      if (method === 'eth_accounts') return state.account.address ? [state.account.address] : []
      throw new Error(`unexpected ${method}`)
    }),
    on: vi.fn(),
    removeListener: vi.fn(),
  }
  const controls = {
    connect(address = ADDRESS) {
      set({
        open: false,
        account: { status: 'connected', isConnected: true, address, allAccounts: [] },
      })
    },
    disconnectInModal() {
      set({ account: { status: 'disconnected', isConnected: false, allAccounts: [] } })
    },
    switchTo(chainId: number) {
      const network = networks.find((n) => n.id === chainId)
      set({ caipNetwork: network, selectedNetworkId: network?.caipNetworkId })
    },
    onOpen: (): void => {},
  }
  const portico = {
    options: { networks, rpcMap: {} },
    getState: () => state,
    subscribeState(listener: (s: PorticoState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    open: vi.fn(async () => {
      set({ open: true })
      controls.onOpen()
    }),
    close: vi.fn(() => set({ open: false })),
    disconnect: vi.fn(async () => controls.disconnectInModal()),
    switchNetwork: vi.fn(async (network: { id: number | string }) =>
      controls.switchTo(Number(network.id)),
    ),
    getProvider: vi.fn(() => (state.account.isConnected ? provider : undefined)),
  }
  return { portico: portico as unknown as Portico, controls, mocks: portico }
}

const configFor = (portico: Portico) => porticoWagmiConfig(portico, { storage: null })
const connectorOf = (config: ReturnType<typeof configFor>) => {
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return connector
}

describe('porticoConnector', () => {
  it("wagmi's connect opens the modal and ends connected with Portico's account and chain", async () => {
    const { portico, controls, mocks } = fakePortico()
    controls.onOpen = () => setTimeout(() => controls.connect(), 5)
    const config = configFor(portico)
    const result = await connect(config, { connector: connectorOf(config) })
    expect(mocks.open).toHaveBeenCalledOnce()
    expect(result).toEqual({ accounts: [ADDRESS], chainId: 31337 })
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      chainId: 31337,
    })
    expect(getConnections(config)).toHaveLength(1)
  })

  it('a connection made in the modal connects wagmi too, once, and a reconnect keeps it', async () => {
    const { portico, controls } = fakePortico()
    const config = configFor(portico)
    expect(getConnection(config).status).toBe('disconnected')
    controls.connect()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
    await expect(reconnect(config)).resolves.toHaveLength(1)
    expect(getConnections(config)).toHaveLength(1)
    expect(getConnection(config).address).toBe(ADDRESS)
  })

  it('closing the modal without a connection is a user rejection', async () => {
    const { portico, controls } = fakePortico()
    controls.onOpen = () => setTimeout(() => portico.close(), 5)
    const config = configFor(portico)
    await expect(connect(config, { connector: connectorOf(config) })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("wagmi's disconnect disconnects Portico; Portico's disconnect reaches wagmi", async () => {
    const { portico, controls, mocks } = fakePortico()
    const config = configFor(portico)
    controls.connect()
    await disconnect(config)
    expect(mocks.disconnect).toHaveBeenCalledWith('eip155')
    expect(getConnection(config).status).toBe('disconnected')

    controls.connect()
    expect(getConnection(config).status).toBe('connected')
    controls.disconnectInModal()
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("follows the wallet's chain and account changes", async () => {
    const { portico, controls } = fakePortico()
    const config = configFor(portico)
    controls.connect()
    controls.switchTo(31338)
    expect(getConnection(config).chainId).toBe(31338)
    controls.connect(OTHER)
    expect(getConnection(config).address).toBe(OTHER)
  })

  it('switchChain asks Portico for the configured network; an unknown chain is refused', async () => {
    const { portico, controls, mocks } = fakePortico()
    const config = configFor(portico)
    controls.connect()
    const chain = await switchChain(config, { chainId: 31338 })
    expect(chain.id).toBe(31338)
    expect(mocks.switchNetwork).toHaveBeenCalledWith(
      expect.objectContaining({ caipNetworkId: 'eip155:31338' }),
    )
    expect(getConnection(config).chainId).toBe(31338)
    await expect(switchChain(config, { chainId: 1 as never })).rejects.toThrow()
    expect(getConnection(config).chainId).toBe(31338)
  })

  it('on page load, reconnects to the connection Portico restores', async () => {
    const { portico, controls } = fakePortico('reconnecting')
    const config = configFor(portico)
    const reconnecting = reconnect(config)
    setTimeout(() => controls.connect(), 5)
    await expect(reconnecting).resolves.toHaveLength(1)
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      chainId: 31337,
    })
  })

  it('on page load with nothing to restore, stays disconnected without opening the modal', async () => {
    const { portico, mocks } = fakePortico()
    const config = configFor(portico)
    await expect(reconnect(config)).resolves.toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
    expect(mocks.open).not.toHaveBeenCalled()
  })
})
