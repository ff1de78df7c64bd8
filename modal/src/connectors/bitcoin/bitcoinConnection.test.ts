import { describe, expect, it, vi } from 'vitest'
import { bitcoinMainnet, porticoBitcoinRegtest } from '../../chains/bitcoin/bitcoinNetworks.ts'
import { memoryStorage } from '../../store/memoryStorage.test-helpers.ts'
import { fakeNamespaceSink } from '../namespaceSink.test-helpers.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'
import { createBitcoinConnection } from './bitcoinConnection.ts'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'

function setup(accountType: 'payment' | 'ordinal' = 'payment') {
  const sink = fakeNamespaceSink()
  const { storage } = memoryStorage()
  const connection = createBitcoinConnection({
    networks: [porticoBitcoinRegtest, bitcoinMainnet],
    sink,
    storage,
    accountType: () => accountType,
    readBalance: async () => '5',
  })
  const session: BitcoinWalletSession = {
    connectorId: 'sats-connect:Test',
    info: { name: 'Test' },
    supports: (n) => n.caipNetworkId === porticoBitcoinRegtest.caipNetworkId,
    signer: {
      addresses: () => [
        { address: PAYMENT, purpose: 'payment' },
        { address: ORDINALS, purpose: 'ordinal' },
      ],
      signMessage: vi.fn(),
      signPsbt: vi.fn(),
      sendTransfer: vi.fn(),
      request: vi.fn(),
    },
    disconnect: vi.fn(async () => {}),
  }
  return { connection, sink, session }
}

describe('the Bitcoin connection', () => {
  it('shows the payment account by default (SPEC §1) with its BTC balance', async () => {
    const { connection, sink, session } = setup()
    await connection.adopt(session, { activate: true })
    expect(sink.connected).toHaveBeenCalledWith(
      expect.objectContaining({
        caipAddress: `${porticoBitcoinRegtest.caipNetworkId}:${PAYMENT}`,
        connectorId: 'sats-connect:Test',
        activate: true,
      }),
    )
    await vi.waitFor(() =>
      expect(sink.balance).toHaveBeenCalledWith({ balance: '5', symbol: 'BTC' }),
    )
    expect(connection.provider?.address).toBe(PAYMENT)
  })

  it('shows the ordinals account when the dapp chose it', async () => {
    const { connection, session } = setup('ordinal')
    await connection.adopt(session, { activate: true })
    expect(connection.provider?.address).toBe(ORDINALS)
  })

  it('refuses a network the wallet has no account on, and nothing changes', async () => {
    const { connection, sink, session } = setup()
    await connection.adopt(session, { activate: true })
    await expect(connection.switchNetwork(bitcoinMainnet)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain is not supported',
    })
    expect(sink.networkChanged).not.toHaveBeenCalled()
    expect(connection.network).toBe(porticoBitcoinRegtest)
  })

  it('disconnects: the wallet is told and the namespace forgotten', async () => {
    const { connection, sink, session } = setup()
    await connection.adopt(session, { activate: true })
    await connection.disconnect()
    expect(session.disconnect).toHaveBeenCalled()
    expect(sink.disconnected).toHaveBeenCalled()
    expect(connection.provider).toBeUndefined()
  })
})
