import { describe, expect, it, vi } from 'vitest'
import { definePolkadotNetwork } from '../../chains/polkadot/polkadotNetworks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import { createNamespaceSink } from '../namespaceSink.ts'
import type { PolkadotProvider } from './PolkadotProvider.ts'
import type { PolkadotWalletSession } from './PolkadotSigner.ts'
import { createPolkadotConnection } from './polkadotConnection.ts'

const DOT = '14fNift8UdU2Dezs3LPZUHbFVma2gpS1nxQeCkrBQRmV9Z3d'
const local = definePolkadotNetwork(
  '0123456789abcdef0123456789abcdef',
  'Local',
  'http://127.0.0.1:9933',
)

const session: PolkadotWalletSession = {
  connectorId: 'injectedWeb3:test',
  info: { name: 'Test' },
  signer: { address: DOT, signRaw: vi.fn(), signPayload: vi.fn() },
  supports: () => true,
  disconnect: async () => {},
}

function setup(getBalance: () => Promise<bigint>) {
  const { store, core } = createTestStore()
  const sink = createNamespaceSink('polkadot', { store, storage: core.storage })
  const connection = createPolkadotConnection({
    networks: [local],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
    sink,
    storage: core.storage,
    createProvider: ({ rpcUrl }) => ({ rpcUrl, getBalance }) as unknown as PolkadotProvider,
  })
  return { store, connection }
}

describe('the Polkadot connection with a configured RPC', () => {
  it('shows the free balance the node reports, in DOT', async () => {
    const { store, connection } = setup(async () => 12_345_000_000n)
    await connection.adopt(session, { activate: true })
    await vi.waitFor(() =>
      expect(store.getState().account.byNamespace.polkadot?.balance).toBe('1.2345'),
    )
    expect(store.getState().account.byNamespace.polkadot?.balanceSymbol).toBe('DOT')
  })

  it('a node that does not answer leaves no balance (not zero)', async () => {
    const { store, connection } = setup(async () => {
      throw new Error('fetch failed')
    })
    await connection.adopt(session, { activate: true })
    await vi.waitFor(() =>
      expect(store.getState().account.byNamespace.polkadot?.balanceLoading).toBe(false),
    )
    expect(store.getState().account.byNamespace.polkadot?.balance).toBeUndefined()
  })
})
