import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES, chainNamespaceSchema, isChainNamespace } from './chainNamespaces.ts'

describe('isChainNamespace', () => {
  it('lists exactly eip155, solana, polkadot and bip122', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
  })

  it.each(['eip155', 'solana', 'polkadot', 'bip122'])('accepts %s', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true)
    expect(chainNamespaceSchema.safeParse(namespace).success).toBe(true)
  })

  it.each(['cosmos', 'EIP155', 'eip155 ', '', 'near', 1, null])('rejects %j', (value) => {
    expect(isChainNamespace(value)).toBe(false)
    expect(chainNamespaceSchema.safeParse(value).success).toBe(false)
  })
})
