import { describe, expect, it } from 'vitest'
import { createFixedPriceOracle, SOL_PRICE_KEY } from './solanaPriceOracle.ts'

const usdc = {
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
const impostor = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
const caip2 = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'

describe('createFixedPriceOracle', () => {
  it('prices SOL and a configured mint by its symbol, but never another mint by a symbol', async () => {
    const oracle = createFixedPriceOracle({ SOL: 150, USDC: 1 })
    const prices = await oracle.usdPrices({
      caip2,
      keys: [SOL_PRICE_KEY, usdc.address, impostor],
      knownMints: [usdc],
    })
    expect(prices).toEqual(
      new Map([
        [SOL_PRICE_KEY, 150],
        [usdc.address, 1],
      ]),
    )
  })

  it('prices a mint by its address, before its symbol', async () => {
    const oracle = createFixedPriceOracle({ USDC: 1, [usdc.address]: 0.999 })
    const prices = await oracle.usdPrices({ caip2, keys: [usdc.address], knownMints: [usdc] })
    expect(prices.get(usdc.address)).toBe(0.999)
  })

  it('refuses a table with a negative or non-numeric price', () => {
    expect(() => createFixedPriceOracle({ SOL: -1 })).toThrow()
    expect(() => createFixedPriceOracle({ SOL: Number.NaN })).toThrow()
  })
})
