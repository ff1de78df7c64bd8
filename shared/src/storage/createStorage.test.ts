import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caipTypes.ts'
import type { ChainNamespace } from '../caip/chainNamespaces.ts'
import { createStorage } from './createStorage.ts'
import { createDeniedBackend, createMemoryBackend } from './memoryBackend.test-helpers.ts'
import { storageKeys } from './storageKeys.ts'

const wallet = (id: string) => ({ id, name: `Wallet ${id}`, mobile_link: `${id}://` })

describe('createStorage', () => {
  describe('typed reads and writes', () => {
    it('round-trips every kind of item', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      expect(storage.set('activeCaipNetworkId', 'eip155:137')).toBe(true)
      expect(storage.set('connectedNamespaces', ['eip155', 'solana'])).toBe(true)
      expect(storage.set('emailLoginUsed', true)).toBe(true)
      expect(storage.set('lastEmailLoginTime', 1_700_000_000_000)).toBe(true)
      expect(storage.set('smartAccountEnabledNetworks', [1, 8453])).toBe(true)
      expect(storage.set('deepLinkChoice', { href: 'metamask://', name: 'MetaMask' })).toBe(true)
      expect(storage.set('preferredAccountType', 'smartAccount')).toBe(true)

      expect(items.get('@appkit/active_caip_network_id')).toBe('eip155:137')
      expect(items.get('@appkit/connected_namespaces')).toBe('eip155,solana')
      expect(items.get('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe('true')
      expect(items.get('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('1,8453')

      expect(storage.get('activeCaipNetworkId')).toBe('eip155:137')
      expect(storage.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
      expect(storage.get('emailLoginUsed')).toBe(true)
      expect(storage.get('lastEmailLoginTime')).toBe(1_700_000_000_000)
      expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
      expect(storage.get('deepLinkChoice')).toEqual({ href: 'metamask://', name: 'MetaMask' })
      expect(storage.get('preferredAccountType')).toBe('smartAccount')
    })

    it('reads values written by the e-mail wallet and older versions', () => {
      const { backend } = createMemoryBackend({
        '@appkit-wallet/LAST_USED_CHAIN_KEY': '137',
        '@appkit-wallet/EMAIL': 'user@example.com',
        '@appkit/connected_namespaces': '',
        '@appkit/connected_social': 'github',
        '@appkit/connection_status': 'connected',
      })
      const storage = createStorage(backend)
      expect(storage.get('lastUsedChain')).toBe(137)
      expect(storage.get('email')).toBe('user@example.com')
      expect(storage.get('connectedNamespaces')).toEqual([])
      expect(storage.get('connectedSocialProvider')).toBe('github')
      expect(storage.get('connectionStatus')).toBe('connected')
      expect(storage.set('lastUsedChain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
      expect(storage.get('lastUsedChain')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    })

    it('types each item', () => {
      const storage = createStorage()
      expectTypeOf(storage.get('connectedNamespaces')).toEqualTypeOf<ChainNamespace[] | undefined>()
      expectTypeOf(storage.get('activeCaipNetworkId')).toEqualTypeOf<CaipNetworkId | undefined>()
      expectTypeOf(storage.get('emailLoginUsed')).toEqualTypeOf<boolean | undefined>()
      expectTypeOf(storage.getCached('nativeBalance', '0xab')).toEqualTypeOf<
        { balance: string; symbol: string } | undefined
      >()
      // @ts-expect-error a namespace we do not support
      storage.set('activeNamespace', 'cosmos')
    })

    it('reads an absent item as undefined and removes items', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      expect(storage.get('sessionToken')).toBeUndefined()
      storage.set('sessionToken', 'jwt')
      storage.remove('sessionToken')
      expect(items.size).toBe(0)
    })

    it('refuses to write a value that does not fit', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      expect(storage.set('email', 'not-an-email')).toBe(false)
      expect(storage.set('activeCaipNetworkId', 'cosmos:hub' as never)).toBe(false)
      expect(items.size).toBe(0)
    })
  })

  describe('corrupt values', () => {
    it.each([
      ['activeCaipNetworkId', 'eip155'],
      ['activeNamespace', 'cosmos'],
      ['connectedNamespaces', 'eip155,near'],
      ['connectedSocialProvider', 'myspace'],
      ['connectionStatus', 'maybe'],
      ['emailLoginUsed', 'yes please'],
      ['lastEmailLoginTime', 'yesterday'],
      ['lastUsedChain', 'chain-1'],
      ['email', 'nobody'],
      ['preferredAccountType', 'admin'],
      ['smartAccountEnabledNetworks', '1,,2'],
      ['smartAccountEnabledNetworks', '1,abc'],
      ['deepLinkChoice', '{"href":'],
      ['deepLinkChoice', '{"name":"x"}'],
      ['recentWallets', 'not json'],
      ['recentWallets', '[{"name":"no id"}]'],
      ['sessionToken', ''],
      ['portfolioCache', '{"0xab":{"value":[]}}'],
    ] as const)('reads %s = %j as absent and removes it', (name, raw) => {
      const { backend, items } = createMemoryBackend({ [storageKeys[name]]: raw })
      const storage = createStorage(backend)
      expect(storage.get(name)).toBeUndefined()
      expect(items.has(storageKeys[name])).toBe(false)
    })

    it('leaves other items alone', () => {
      const { backend, items } = createMemoryBackend({
        '@appkit-wallet/EMAIL': 'nobody',
        '@appkit/wallet_id': 'metamask',
      })
      createStorage(backend).get('email')
      expect([...items.keys()]).toEqual(['@appkit/wallet_id'])
    })
  })

  describe('a backend that throws', () => {
    it('never throws and reads nothing', () => {
      const storage = createStorage(createDeniedBackend())
      expect(storage.get('activeCaipNetworkId')).toBeUndefined()
      expect(storage.set('walletId', 'metamask')).toBe(false)
      expect(() => storage.remove('walletId')).not.toThrow()
      expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
      expect(storage.setConnectedConnectorId('eip155', 'injected')).toBe(false)
      expect(() => storage.removeConnectedConnectorId('eip155')).not.toThrow()
      expect(storage.getCached('ens', '0xab')).toBeUndefined()
      expect(storage.setCached('ens', '0xab', [{ name: 'vitalik.eth' }])).toBe(false)
    })

    it('still reads as absent when removing a corrupt value throws', () => {
      const storage = createStorage({
        getItem: () => 'corrupt',
        setItem: () => {},
        removeItem: () => {
          throw new Error('Access is denied')
        },
      })
      expect(storage.get('activeNamespace')).toBeUndefined()
    })

    it('works without a backend (server rendering)', () => {
      const storage = createStorage()
      expect(storage.get('walletId')).toBeUndefined()
      expect(storage.set('walletId', 'x')).toBe(false)
    })
  })

  describe('recent wallets', () => {
    it('keeps at most 2, on write and on read', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      storage.set('recentWallets', [wallet('a'), wallet('b'), wallet('c')])
      expect(JSON.parse(items.get('@appkit/recent_wallets') ?? '')).toHaveLength(2)
      items.set('@appkit/recent_wallets', JSON.stringify([wallet('x'), wallet('y'), wallet('z')]))
      expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['x', 'y'])
    })
  })

  describe('connected connector id per namespace', () => {
    it('stores one id per namespace', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      storage.setConnectedConnectorId('eip155', 'injected')
      storage.setConnectedConnectorId('solana', 'walletConnect')
      expect(items.get('@appkit/eip155:connected_connector_id')).toBe('injected')
      expect(storage.getConnectedConnectorId('solana')).toBe('walletConnect')
      storage.removeConnectedConnectorId('eip155')
      expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
      expect(storage.getConnectedConnectorId('solana')).toBe('walletConnect')
    })

    it('treats an empty id as corrupt', () => {
      const { backend, items } = createMemoryBackend({
        '@appkit/bip122:connected_connector_id': '',
      })
      const storage = createStorage(backend)
      expect(storage.getConnectedConnectorId('bip122')).toBeUndefined()
      expect(items.size).toBe(0)
      expect(storage.setConnectedConnectorId('bip122', '')).toBe(false)
    })
  })

  describe('caches keyed by address', () => {
    const t0 = 1_700_000_000_000

    it('returns a fresh entry and drops it once expired', () => {
      const { backend } = createMemoryBackend()
      const storage = createStorage(backend)
      storage.setCached('nativeBalance', 'eip155:1:0xab', { balance: '1.5', symbol: 'ETH' }, t0)
      expect(storage.getCached('nativeBalance', 'eip155:1:0xab', t0 + 29_999)).toEqual({
        balance: '1.5',
        symbol: 'ETH',
      })
      expect(storage.getCached('nativeBalance', 'eip155:1:0xab', t0 + 30_000)).toBeUndefined()
      expect(storage.getCached('nativeBalance', 'eip155:1:0xab', t0)).toBeUndefined()
    })

    it('keeps ENS and identity entries for 5 minutes', () => {
      const storage = createStorage(createMemoryBackend().backend)
      storage.setCached('ens', '0xab', [{ name: 'alice.reown.id' }], t0)
      storage.setCached('identity', '0xab', { name: 'alice', avatar: null }, t0)
      expect(storage.getCached('ens', '0xab', t0 + 299_999)).toEqual([{ name: 'alice.reown.id' }])
      expect(storage.getCached('identity', '0xab', t0 + 299_999)?.name).toBe('alice')
      expect(storage.getCached('identity', '0xab', t0 + 300_000)).toBeUndefined()
    })

    it('keeps one entry per address in one item', () => {
      const { backend, items } = createMemoryBackend()
      const storage = createStorage(backend)
      storage.setCached('identity', '0xaa', { name: 'a', avatar: null }, t0)
      storage.setCached('identity', '0xbb', { name: 'b', avatar: 'https://img' }, t0 + 1)
      expect(Object.keys(JSON.parse(items.get('@appkit/identity_cache') ?? '{}'))).toEqual([
        '0xaa',
        '0xbb',
      ])
      expect(storage.getCached('identity', '0xbb', t0 + 2)?.avatar).toBe('https://img')
      expect(storage.getCached('identity', '0xcc', t0 + 2)).toBeUndefined()
      expect(storage.getCached('identity', 'constructor', t0 + 2)).toBeUndefined()
    })

    it('caches portfolio balances for 30 s', () => {
      const storage = createStorage(createMemoryBackend().backend)
      const balance = {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: 'https://icons/usdc.png',
      }
      storage.setCached('portfolio', '0xab', [balance], t0)
      expect(storage.getCached('portfolio', '0xab', t0 + 1000)).toEqual([balance])
      expect(storage.getCached('portfolio', '0xab', t0 + 30_000)).toBeUndefined()
    })
  })
})
