import { describe, expect, it } from 'vitest'
import { clearEmailLoginCache } from './clearEmailLoginCache.ts'
import { createStorage } from './createStorage.ts'
import { createDeniedBackend, createMemoryBackend } from './memoryBackend.test-helpers.ts'

describe('clearEmailLoginCache', () => {
  it('removes the flag, the e-mail, the last chain and the social username only', () => {
    const { backend, items } = createMemoryBackend({
      '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
      '@appkit-wallet/EMAIL': 'user@example.com',
      '@appkit-wallet/LAST_USED_CHAIN_KEY': '1',
      '@appkit-wallet/SOCIAL_USERNAME': 'alice',
      '@appkit-wallet/SESSION_TOKEN_KEY': 'jwt',
      '@appkit-wallet/PREFERRED_ACCOUNT_TYPE': 'eoa',
      '@appkit/wallet_id': 'metamask',
    })
    clearEmailLoginCache(createStorage(backend))
    expect([...items.keys()].sort()).toEqual([
      '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
      '@appkit-wallet/SESSION_TOKEN_KEY',
      '@appkit/wallet_id',
    ])
  })

  it('does not throw when storage is denied', () => {
    expect(() => clearEmailLoginCache(createStorage(createDeniedBackend()))).not.toThrow()
  })
})
