import { describe, expect, it } from 'vitest'
import { selectInitialNetwork } from './selectInitialNetwork.ts'
import { testNetwork } from './testStore.test-helpers.ts'

const mainnet = testNetwork('eip155:1')
const base = testNetwork('eip155:8453')
const optimism = testNetwork('eip155:10')

describe('selectInitialNetwork', () => {
  it('prefers the stored active network when it is requested', () => {
    expect(
      selectInitialNetwork({
        requested: [mainnet, base],
        storedActiveCaipNetworkId: 'eip155:8453',
        defaultNetwork: mainnet,
      }),
    ).toBe(base)
  })

  it('falls back to the default when the stored network is not requested', () => {
    expect(
      selectInitialNetwork({
        requested: [mainnet, base],
        storedActiveCaipNetworkId: 'eip155:10',
        defaultNetwork: optimism,
      }),
    ).toBe(optimism)
  })

  it('falls back to the first requested network', () => {
    expect(selectInitialNetwork({ requested: [base, mainnet] })).toBe(base)
    expect(
      selectInitialNetwork({ requested: [base, mainnet], storedActiveCaipNetworkId: 'eip155:10' }),
    ).toBe(base)
  })

  it('is undefined with nothing requested and no default', () => {
    expect(selectInitialNetwork({ requested: [] })).toBeUndefined()
  })
})
