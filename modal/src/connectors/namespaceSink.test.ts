import { describe, expect, it } from 'vitest'
import { porticoSolanaDevnet } from '../chains/solana/solanaNetworks.ts'
import { selectActiveAccount, setCaipAddress } from '../features/account/accountSlice.ts'
import { setActiveNamespace } from '../store/networkSlice.ts'
import { resetView } from '../store/routerSlice.ts'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { createNamespaceSink } from './namespaceSink.ts'

const SOL = '7ZKx5V1Kk3Qz4nTqYB5sxj4GxJ2hjHn1d6N9MwvR3X6p'
const EVM = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup() {
  const test = createTestStore()
  const sink = createNamespaceSink('solana', { store: test.store, storage: test.core.storage })
  // An EVM account is connected and active, Account on screen.
  test.store.dispatch(setCaipAddress('eip155', `eip155:31337:${EVM}`))
  test.store.dispatch(setActiveNamespace('eip155'))
  test.store.dispatch(resetView('Account'))
  return { ...test, sink }
}

const connect = (sink: ReturnType<typeof setup>['sink'], activate: boolean) =>
  sink.connected({
    connectorId: 'walletConnect',
    wallet: { name: 'Demo Wallet' },
    caipAddress: `${porticoSolanaDevnet.caipNetworkId}:${SOL}`,
    network: porticoSolanaDevnet,
    activate,
  })

describe('a chain family reporting to its namespace sink', () => {
  it('a second namespace from the same session waits; the EVM account stays the active one', () => {
    const { store, sink, core } = setup()
    connect(sink, false)
    expect(store.getState().network.activeNamespace).toBe('eip155')
    expect(store.getState().account.byNamespace.solana?.address).toBe(SOL)
    expect(core.storage.getConnectedConnectorId('solana')).toBe('walletConnect')
  })

  it('a wallet connected directly for Solana becomes active, with its balance', () => {
    const { store, sink, core } = setup()
    connect(sink, true)
    sink.balance({ balance: '1.5', symbol: 'SOL' })
    expect(selectActiveAccount(store.getState())).toMatchObject({
      address: SOL,
      balance: '1.5',
      balanceSymbol: 'SOL',
    })
    expect(core.storage.get('activeNamespace')).toBe('solana')
    expect(core.storage.get('activeCaipNetworkId')).toBe(porticoSolanaDevnet.caipNetworkId)
  })

  it('when the active Solana wallet goes, the EVM account becomes active again', () => {
    const { store, sink, core } = setup()
    connect(sink, true)
    sink.disconnected()
    expect(store.getState().network.activeNamespace).toBe('eip155')
    expect(store.getState().router.view).toBe('Account')
    expect(core.storage.getConnectedConnectorId('solana')).toBeUndefined()
  })

  it('when the only wallet goes, Connect shows', () => {
    const test = createTestStore()
    const sink = createNamespaceSink('solana', { store: test.store, storage: test.core.storage })
    connect(sink, true)
    test.store.dispatch(resetView('Account'))
    sink.disconnected()
    expect(test.store.getState().router.view).toBe('Connect')
    expect(selectActiveAccount(test.store.getState()).address).toBeUndefined()
  })
})
