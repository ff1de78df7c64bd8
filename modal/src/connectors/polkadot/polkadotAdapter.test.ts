import { describe, expect, it, vi } from 'vitest'
import { definePolkadotNetwork, polkadotMainnet } from '../../chains/polkadot/polkadotNetworks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import type { Session } from '../walletconnect/walletConnectSession.ts'
import { createPolkadotAdapter } from './polkadotAdapter.ts'

const DOT = '14fNift8UdU2Dezs3LPZUHbFVma2gpS1nxQeCkrBQRmV9Z3d'
const kusama = definePolkadotNetwork('b0a8d493285c2df73290dfb7e61f870f', 'Kusama')

function session(accounts: string[]): Session {
  return {
    namespaces: {
      eip155: { accounts: ['eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] },
      polkadot: { accounts, methods: ['polkadot_signMessage'], events: [] },
    },
    peer: { metadata: { name: 'Demo Wallet', icons: [] } },
  } as unknown as Session
}

function setup(target: unknown = {}) {
  const test = createTestStore()
  const adapter = createPolkadotAdapter({
    store: test.store,
    storage: test.core.storage,
    networks: [polkadotMainnet, kusama],
    // No RPC configured (Polkadot networks have none by default).
    rpcUrl: () => undefined,
    target,
    originName: 'Portico Test',
  })
  return { ...test, adapter }
}

describe('the Polkadot adapter', () => {
  it('adopts a WalletConnect session polkadot account; signs over polkadot_* requests', async () => {
    const { store, adapter } = setup()
    const request = vi.fn(async () => ({ signature: `0x${'ab'.repeat(64)}` }))
    const adopted = await adapter.adoptWalletConnect(
      { request } as unknown as UniversalProvider,
      session([`${polkadotMainnet.caipNetworkId}:${DOT}`, `${kusama.caipNetworkId}:not-ss58`]),
      { activate: false },
    )
    expect(adopted).toBe(true)
    const account = store.getState().account.byNamespace.polkadot
    expect(account?.address).toBe(DOT)
    // No RPC: the account shows with no balance, and nothing was read anywhere.
    expect(account?.balance).toBeUndefined()
    expect(account?.balanceSymbol).toBe('DOT')

    const provider = adapter.connection.provider
    expect(await provider?.signMessage('hi')).toBe(`0x${'ab'.repeat(64)}`)
    expect(request).toHaveBeenCalledWith(
      { method: 'polkadot_signMessage', params: { address: DOT, message: 'hi' } },
      polkadotMainnet.caipNetworkId,
    )
    await expect(provider?.getBalance()).rejects.toThrow()

    // Kusama had no valid account in the session: refused, nothing changes.
    await expect(adapter.connection.switchNetwork(kusama)).rejects.toThrow('Chain is not supported')
    expect(adapter.connection.network).toEqual(polkadotMainnet)
  })

  it('ignores a session with no polkadot account on a configured network', async () => {
    const { store, adapter } = setup()
    expect(
      await adapter.adoptWalletConnect(
        { request: vi.fn() } as unknown as UniversalProvider,
        session([`polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${DOT}`]),
        { activate: false },
      ),
    ).toBe(false)
    expect(store.getState().account.byNamespace.polkadot).toBeUndefined()
    expect(adapter.active()).toBeUndefined()
  })

  it('lists an injected extension, connects it as the active namespace, and disconnects', async () => {
    const page = {
      injectedWeb3: {
        'portico-test-wallet': {
          version: '0.1.0',
          enable: async () => ({
            accounts: { get: async () => [{ address: DOT }] },
            signer: { signPayload: vi.fn(), signRaw: vi.fn() },
          }),
        },
      },
    }
    const { store, adapter, core } = setup(page)
    expect(store.getState().connectors.connectors).toContainEqual(
      expect.objectContaining({ id: 'injectedWeb3:portico-test-wallet', chain: 'polkadot' }),
    )
    await adapter.connectWallet('injectedWeb3:portico-test-wallet', { activate: true })
    expect(store.getState().network.activeNamespace).toBe('polkadot')
    expect(core.storage.getConnectedConnectorId('polkadot')).toBe(
      'injectedWeb3:portico-test-wallet',
    )
    await adapter.active()?.disconnect()
    expect(adapter.connection.provider).toBeUndefined()
    expect(store.getState().account.byNamespace.polkadot?.address).toBeUndefined()
  })

  it('a restore of an extension that is gone forgets it', async () => {
    const { adapter, core } = setup()
    core.storage.setConnectedConnectorId('polkadot', 'injectedWeb3:gone')
    await adapter.restore({ waitMs: 10, activate: true })
    expect(core.storage.getConnectedConnectorId('polkadot')).toBeUndefined()
  })
})
