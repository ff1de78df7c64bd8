import { describe, expect, it } from 'vitest'
import { getConnectedConnectorIdKey, storageKeys, WALLET_STORAGE_PREFIX } from './storageKeys.ts'

describe('storageKeys', () => {
  it('prefixes every e-mail wallet item with @appkit-wallet/', () => {
    const walletItems = [
      'sessionToken',
      'emailLoginUsed',
      'lastUsedChain',
      'lastEmailLoginTime',
      'email',
      'preferredAccountType',
      'smartAccountEnabledNetworks',
      'socialUsername',
    ] as const
    for (const name of walletItems) expect(storageKeys[name]).toMatch(/^@appkit-wallet\//)
    const others = Object.entries(storageKeys).filter(
      ([name]) => !(walletItems as readonly string[]).includes(name),
    )
    for (const [, key] of others) expect(key.startsWith(WALLET_STORAGE_PREFIX)).toBe(false)
  })

  it('uses a distinct key for every item', () => {
    const keys = Object.values(storageKeys)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keys the connected connector id per namespace', () => {
    expect(getConnectedConnectorIdKey('eip155')).toBe('@appkit/eip155:connected_connector_id')
    expect(getConnectedConnectorIdKey('solana')).not.toBe(getConnectedConnectorIdKey('eip155'))
  })
})
