import { describe, expect, it } from 'vitest'
import { createTestStore } from '../store/testStore.test-helpers.ts'
import { createWalletDiscovery } from './walletDiscovery.ts'

type Wallet = { id: string }

function setup(options: { events: boolean }) {
  const { store } = createTestStore()
  let listed: Wallet[] = []
  let report: (list: Wallet[]) => void = () => {}
  const discovery = createWalletDiscovery<Wallet>({
    namespace: 'bip122',
    store,
    connectorId: (w) => `test:${w.id}`,
    toConnector: (w) => ({ id: `test:${w.id}`, name: w.id, chain: 'bip122', type: 'ANNOUNCED' }),
    watch: (onList) => {
      report = onList
      onList(listed)
      // Without events, the page's listing is only read when asked to look again.
      return options.events ? { stop() {} } : { stop() {}, rescan: () => onList(listed) }
    },
  })
  return {
    store,
    discovery,
    /** A wallet's script runs: it lists itself on the page. */
    announce(wallet: Wallet) {
      listed = [...listed, wallet]
      if (options.events) report(listed)
    },
  }
}

describe('a family wallet discovery', () => {
  it('lists announced wallets as the family connectors', () => {
    const { store, discovery, announce } = setup({ events: true })
    announce({ id: 'one' })
    expect(store.getState().connectors.connectors).toContainEqual(
      expect.objectContaining({ id: 'test:one', chain: 'bip122' }),
    )
    expect(discovery.find('test:one')).toEqual({ id: 'one' })
  })

  it('a restore waits for a wallet that announces itself late', async () => {
    const { discovery, announce } = setup({ events: true })
    const waiting = discovery.waitFor('test:late', 5000)
    announce({ id: 'late' })
    expect(await waiting).toEqual({ id: 'late' })
  })

  it('a wallet listed without an event is found by looking again', async () => {
    const { discovery, announce } = setup({ events: false })
    const waiting = discovery.waitFor('test:quiet', 5000)
    announce({ id: 'quiet' })
    expect(await waiting).toEqual({ id: 'quiet' })
  })

  it('a wallet that never comes: undefined once the wait is over', async () => {
    const { discovery } = setup({ events: false })
    expect(await discovery.waitFor('test:gone', 20)).toBeUndefined()
  })
})
