import { describe, expect, it } from 'vitest'
import { createFixedBitcoinPriceOracle, DEFAULT_BITCOIN_PRICES_USD } from './bitcoinPriceOracle.ts'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'

describe('createFixedBitcoinPriceOracle', () => {
  it('prices BTC on every network from the default table', async () => {
    const oracle = createFixedBitcoinPriceOracle()
    expect(await oracle.usdPrice(regtest)).toBe(DEFAULT_BITCOIN_PRICES_USD.BTC)
    expect(await oracle.usdPrice(mainnet)).toBe(DEFAULT_BITCOIN_PRICES_USD.BTC)
  })

  it('prices a network by its CAIP-2 id before BTC', async () => {
    const oracle = createFixedBitcoinPriceOracle({ BTC: 95_000, [regtest]: 0 })
    expect(await oracle.usdPrice(regtest)).toBe(0)
    expect(await oracle.usdPrice(mainnet)).toBe(95_000)
  })

  it('knows no price for a network when the table has neither key', async () => {
    const oracle = createFixedBitcoinPriceOracle({ [mainnet]: 95_000 })
    expect(await oracle.usdPrice(regtest)).toBeUndefined()
  })

  it('refuses a negative price, a non-number or a key that is no BTC network', () => {
    expect(() => createFixedBitcoinPriceOracle({ BTC: -1 })).toThrow()
    expect(() => createFixedBitcoinPriceOracle({ BTC: Number.NaN })).toThrow()
    expect(() => createFixedBitcoinPriceOracle({ SOL: 150 })).toThrow()
    expect(() => createFixedBitcoinPriceOracle({ 'bip122:xyz': 1 })).toThrow()
  })
})
