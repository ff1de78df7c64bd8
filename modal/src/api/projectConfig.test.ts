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

  it('turns social login on as the six providers, or off, unless the dapp listed its own', () => {
    const config = (socials: boolean) => ({ features: { socials }, connectMethodsOrder: null })
    expect(remoteOptions(config(true), {}, false)).toEqual({
      socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
    })
    expect(remoteOptions(config(false), {}, false)).toEqual({ socials: false })
    expect(remoteOptions(config(false), { socials: ['github'] }, false)).toEqual({})
  })

  it('changes nothing for an empty config', () => {
    expect(remoteOptions({ features: {}, connectMethodsOrder: null }, {}, false)).toEqual({})
  })
})
