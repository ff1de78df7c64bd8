import { describe, expect, it } from 'vitest'
import { ETH, PTK, token } from '../account/fakeCloud.test-helpers.ts'
import { isInsufficientGas } from './isInsufficientGas.ts'
import { nativePriceOf, networkBalanceInUsdOf } from './networkBalance.ts'

describe('isInsufficientGas (SPEC §5)', () => {
  const eoa = 'eoa' as const
  it('is insufficient when the network balance is 0', () => {
    expect(
      isInsufficientGas({ accountType: eoa, networkBalanceInUSD: 0, gasPriceInUSD: 0.01 }),
    ).toBe(true)
    expect(isInsufficientGas({ accountType: eoa, networkBalanceInUSD: 0 })).toBe(true)
  })

  it('is insufficient when the fee in USD exceeds the network balance', () => {
    expect(
      isInsufficientGas({ accountType: eoa, networkBalanceInUSD: 1, gasPriceInUSD: 1.01 }),
    ).toBe(true)
    expect(isInsufficientGas({ accountType: eoa, networkBalanceInUSD: 1, gasPriceInUSD: 1 })).toBe(
      false,
    )
    expect(isInsufficientGas({ accountType: eoa, networkBalanceInUSD: 1 })).toBe(false)
  })

  it('smart accounts skip the check', () => {
    expect(
      isInsufficientGas({ accountType: 'smartAccount', networkBalanceInUSD: 0, gasPriceInUSD: 5 }),
    ).toBe(false)
  })

  it('an unknown network balance does not block', () => {
    expect(isInsufficientGas({ accountType: eoa, gasPriceInUSD: 5 })).toBe(false)
  })
})

describe('network balance from the balance list', () => {
  it('is the native entry in USD, 0 without one, unknown without a price', () => {
    expect(networkBalanceInUsdOf([PTK, ETH])).toBe(6000)
    expect(networkBalanceInUsdOf([PTK])).toBe(0)
    expect(networkBalanceInUsdOf([token('ETH', '2', { price: 0, value: 0 })])).toBeUndefined()
    expect(nativePriceOf([PTK, ETH])).toBe(3000)
    expect(nativePriceOf([PTK])).toBeUndefined()
  })
})
