import { describe, expect, it } from 'vitest'
import { chainRequestedByUrl, selectChain } from './selectChain.ts'

const CHAINS = [31337, 31338]

describe('selectChain', () => {
  it('accepts a chain of the frame server, as a number or an eip155 CAIP-2 id', () => {
    expect(selectChain(CHAINS, 31338)).toBe(31338)
    expect(selectChain(CHAINS, 'eip155:31337')).toBe(31337)
  })

  it('refuses any other chain with the SPEC §8 text', () => {
    for (const requested of [1, 999, 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(() => selectChain(CHAINS, requested)).toThrow(
        expect.objectContaining({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' }),
      )
    expect(() => selectChain([], 31337)).toThrow('Chain is not supported')
  })
})

describe('chainRequestedByUrl', () => {
  it('takes the default eip155:1 as no request and any other chain as one', () => {
    expect(chainRequestedByUrl(1)).toBeUndefined()
    expect(chainRequestedByUrl(31337)).toBe(31337)
    expect(chainRequestedByUrl(999)).toBe(999)
    expect(chainRequestedByUrl('solana:x')).toBe('solana:x')
  })
})
