import { describe, expect, it, vi } from 'vitest'
import { porticoSolanaDevnet, porticoSolanaDevnet2 } from '../../chains/solana/solanaNetworks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { AuthConnection } from '../auth/authConnection.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import type { Session } from '../walletconnect/walletConnectSession.ts'
import { createSolanaAdapter } from './solanaAdapter.ts'

// The provider's Connection is not exercised here: no cluster is read.
vi.mock('./createSolanaProvider.ts', () => ({
  createSolanaProvider: () => ({ connection: {} }),
  readLamports: async () => 2_000_000_000n,
}))

const SOL = '7ZKx5V1Kk3Qz4nTqYB5sxj4GxJ2hjHn1d6N9MwvR3X6p'

function session(accounts: string[], methods = ['solana_signMessage']): Session {
  return {
    namespaces: {
      eip155: { accounts: ['eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] },
      solana: { accounts, methods, events: [] },
    },
    peer: { metadata: { name: 'Demo Wallet', icons: [] } },
  } as unknown as Session
}

function setup() {
  const test = createTestStore()
  const adapter = createSolanaAdapter({
    store: test.store,
    storage: test.core.storage,
    networks: [porticoSolanaDevnet, porticoSolanaDevnet2],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
    auth: { signedIn: false } as AuthConnection,
  })
  return { ...test, adapter }
}

describe('the Solana adapter with a WalletConnect session', () => {
  it('adopts the solana account on a configured cluster; one not in the session is refused', async () => {
    const { store, adapter } = setup()
    const request = vi.fn()
    const adopted = await adapter.adoptWalletConnect(
      { request } as unknown as UniversalProvider,
      session([
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`,
        `${porticoSolanaDevnet.caipNetworkId}:${SOL}`,
      ]),
      { activate: false },
    )
    expect(adopted).toBe(true)
    expect(store.getState().account.byNamespace.solana?.address).toBe(SOL)
    expect(store.getState().network.byNamespace.solana?.caipNetwork).toEqual(porticoSolanaDevnet)

    expect(adapter.connection.network).toEqual(porticoSolanaDevnet)
    // The second cluster is not in the session: refused, nothing changes.
    await expect(adapter.connection.switchNetwork(porticoSolanaDevnet2)).rejects.toThrow(
      'Chain is not supported',
    )
    expect(adapter.active()).toBeDefined()
  })

  it('ignores a session with no solana account on a configured cluster', async () => {
    const { store, adapter } = setup()
    const adopted = await adapter.adoptWalletConnect(
      { request: vi.fn() } as unknown as UniversalProvider,
      session([
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`,
        `${porticoSolanaDevnet.caipNetworkId}:not-an-address`,
      ]),
      { activate: false },
    )
    expect(adopted).toBe(false)
    expect(store.getState().account.byNamespace.solana).toBeUndefined()
    expect(adapter.active()).toBeUndefined()
  })

  it('a restore of a wallet that is gone forgets it', async () => {
    const { adapter, core } = setup()
    core.storage.setConnectedConnectorId('solana', 'wallet-standard:Gone')
    await adapter.restore({ waitMs: 10, activate: true })
    expect(core.storage.getConnectedConnectorId('solana')).toBeUndefined()
  })
})
