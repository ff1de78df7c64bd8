import { describe, expect, it, vi } from 'vitest'
import { porticoSolanaDevnet, porticoSolanaDevnet2 } from '../../chains/solana/solanaNetworks.ts'
import { memoryStorage } from '../../store/memoryStorage.test-helpers.ts'
import { fakeNamespaceSink } from '../namespaceSink.test-helpers.ts'
import type { SolanaWalletSession } from './SolanaSigner.ts'
import { createSolanaConnection } from './solanaConnection.ts'

// The cluster's answer: 1.5 SOL on the local cluster; the second cluster is not running.
vi.mock('./createSolanaProvider.ts', () => ({
  createSolanaProvider: ({ rpcUrl }: { rpcUrl: string }) => ({ connection: { rpcUrl } }),
  readLamports: async (connection: { rpcUrl: string }) => {
    if (connection.rpcUrl.endsWith(':8899')) return 1_500_000_000n
    throw new Error('fetch failed')
  },
}))

const ADDRESS = '7ZKx5V1Kk3Qz4nTqYB5sxj4GxJ2hjHn1d6N9MwvR3X6p'

function setup(supported = [porticoSolanaDevnet.caipNetworkId]) {
  const sink = fakeNamespaceSink()
  const { storage } = memoryStorage()
  const connection = createSolanaConnection({
    networks: [porticoSolanaDevnet, porticoSolanaDevnet2],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
    sink,
    storage,
  })
  const session: SolanaWalletSession = {
    connectorId: 'wallet-standard:Sol',
    info: { name: 'Sol' },
    signer: {
      address: ADDRESS,
      signMessage: vi.fn(),
      signTransaction: vi.fn(),
    },
    supports: (n) => supported.includes(n.caipNetworkId),
    disconnect: vi.fn(async () => {}),
  }
  return { sink, connection, session }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('the Solana connection', () => {
  it('reports the account on the first supported network and its SOL balance from the cluster', async () => {
    const { sink, connection, session } = setup()
    await connection.adopt(session, { activate: true })
    await settle()
    expect(sink.connected).toHaveBeenCalledWith(
      expect.objectContaining({
        caipAddress: `${porticoSolanaDevnet.caipNetworkId}:${ADDRESS}`,
        network: porticoSolanaDevnet,
        activate: true,
      }),
    )
    expect(sink.balance).toHaveBeenLastCalledWith({ balance: '1.5', symbol: 'SOL' })
  })

  it('refuses a cluster the wallet does not sign for, and stays where it was', async () => {
    const { sink, connection, session } = setup()
    await connection.adopt(session, { activate: true })
    await expect(connection.switchNetwork(porticoSolanaDevnet2)).rejects.toThrow(
      'Chain is not supported',
    )
    expect(sink.networkChanged).not.toHaveBeenCalled()
    expect(connection.network).toBe(porticoSolanaDevnet)
  })

  it('on a cluster that does not answer, the balance is unavailable (none shown)', async () => {
    const { sink, connection, session } = setup([
      porticoSolanaDevnet.caipNetworkId,
      porticoSolanaDevnet2.caipNetworkId,
    ])
    await connection.adopt(session, { activate: true })
    await connection.switchNetwork(porticoSolanaDevnet2)
    await settle()
    expect(sink.networkChanged).toHaveBeenCalledWith(porticoSolanaDevnet2)
    expect(sink.balance).toHaveBeenLastCalledWith({ balance: undefined, symbol: 'SOL' })
  })

  it('disconnects the wallet and reports it gone; a wallet that signs nowhere is refused', async () => {
    const { sink, connection, session } = setup()
    await connection.adopt(session, { activate: false })
    await connection.disconnect()
    expect(session.disconnect).toHaveBeenCalled()
    expect(sink.disconnected).toHaveBeenCalledOnce()
    expect(connection.provider).toBeUndefined()

    const nowhere = setup([])
    await expect(nowhere.connection.adopt(nowhere.session, { activate: true })).rejects.toThrow(
      'Chain is not supported',
    )
  })
})
