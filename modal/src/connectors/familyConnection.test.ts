import { describe, expect, it, vi } from 'vitest'
import { porticoSolanaDevnet } from '../chains/solana/solanaNetworks.ts'
import { memoryStorage } from '../store/memoryStorage.test-helpers.ts'
import { createFamilyConnection, type FamilyWalletSession } from './familyConnection.ts'
import { fakeNamespaceSink } from './namespaceSink.test-helpers.ts'

type Session = FamilyWalletSession & { address: string }

function setup() {
  const sink = fakeNamespaceSink()
  const { storage } = memoryStorage()
  const connection = createFamilyConnection<Session, { owner: string }>(
    { networks: [porticoSolanaDevnet], sink, storage },
    {
      providerFor: (session) => ({ owner: session.address }),
      address: ({ session }) => session.address,
      readBalance: async ({ provider }) => (provider.owner === 'B' ? '2' : '1'),
    },
  )
  return { sink, connection }
}

/** A session whose wallet can change its account (`change`) the way an extension does. */
function watchedSession(connectorId: string) {
  let onAccount: ((address: string | undefined) => void) | undefined
  const session: Session = {
    connectorId,
    address: 'A',
    info: { name: connectorId },
    supports: () => true,
    watch: (listener) => {
      onAccount = listener
      return () => {
        onAccount = undefined
      }
    },
    disconnect: async () => {},
  }
  return {
    session,
    change(address: string | undefined) {
      if (address) session.address = address
      onAccount?.(address)
    },
  }
}

describe('a family connection', () => {
  it("follows the wallet's account: the new address, then its balance", async () => {
    const { sink, connection } = setup()
    const wallet = watchedSession('one')
    await connection.adopt(wallet.session, { activate: true })
    wallet.change('B')
    expect(sink.accountChanged).toHaveBeenCalledWith(`${porticoSolanaDevnet.caipNetworkId}:B`)
    await vi.waitFor(() => expect(connection.provider).toEqual({ owner: 'B' }))
    await vi.waitFor(() =>
      expect(sink.balance).toHaveBeenLastCalledWith({ balance: '2', symbol: 'SOL' }),
    )
  })

  it('forgets the session when the wallet removes its account', async () => {
    const { sink, connection } = setup()
    const wallet = watchedSession('one')
    await connection.adopt(wallet.session, { activate: true })
    wallet.change(undefined)
    expect(sink.disconnected).toHaveBeenCalledOnce()
    expect(connection.provider).toBeUndefined()
  })

  it('a replaced wallet no longer moves the account shown', async () => {
    const { sink, connection } = setup()
    const first = watchedSession('one')
    const second = watchedSession('two')
    await connection.adopt(first.session, { activate: true })
    await connection.adopt(second.session, { activate: true })
    first.change(undefined)
    first.change('C')
    expect(sink.disconnected).not.toHaveBeenCalled()
    expect(sink.accountChanged).not.toHaveBeenCalled()
    expect(connection.connectorId).toBe('two')
  })
})
