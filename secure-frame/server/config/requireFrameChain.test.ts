import { describe, expect, it } from 'vitest'
import { frameChainIds, requireFrameChain } from './requireFrameChain.ts'

const chains = [
  { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, rpcUrl: 'http://127.0.0.1:8546' },
]

describe('requireFrameChain', () => {
  it('gives the configured chain', () => {
    expect(requireFrameChain(chains, 31338)).toEqual(chains[1])
  })

  it('refuses any other id with 400 CHAIN_NOT_SUPPORTED and the SPEC §8 text', () => {
    expect(() => requireFrameChain(chains, 1)).toThrow(
      expect.objectContaining({
        code: 'CHAIN_NOT_SUPPORTED',
        status: 400,
        message: 'Chain is not supported',
      }),
    )
  })

  it('lists the ids /sdk embeds for the frame app, in order', () => {
    expect(frameChainIds(chains)).toEqual([31337, 31338])
  })
})
