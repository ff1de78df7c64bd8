import { describe, expect, it } from 'vitest'
import { remoteOptions } from './projectConfig.ts'

describe('remoteOptions', () => {
  it("takes the console's features and order where the dapp set none", () => {
    expect(
      remoteOptions(
        { features: { swaps: false, onramp: false }, connectMethodsOrder: ['wallet', 'email'] },
        {},
        false,
      ),
    ).toEqual({ swaps: false, onramp: false, connectMethodsOrder: ['wallet', 'email'] })
  })

  it('keeps what the dapp set in its options', () => {
    expect(
      remoteOptions(
        { features: { swaps: false, send: false }, connectMethodsOrder: ['wallet'] },
        { swaps: true },
        true,
      ),
    ).toEqual({ send: false })
  })

  it('changes nothing for an empty config', () => {
    expect(remoteOptions({ features: {}, connectMethodsOrder: null }, {}, false)).toEqual({})
  })
})
