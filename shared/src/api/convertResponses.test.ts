import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  swapApproveResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from './convertResponses.ts'

const usd = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('convert responses (SPEC §7 /v1/convert)', () => {
  it('takes a token list with CAIP-10 addresses and nullable prices', () => {
    const tokens = [
      { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18, logoUri: '/e.svg', price: 3000 },
      {
        name: 'Test USD',
        symbol: 'tUSD',
        address: usd,
        decimals: 6,
        logoUri: '/t.svg',
        price: null,
      },
    ]
    expect(z.parse(swapTokensResponseSchema, { tokens })).toEqual({ tokens })
  })

  it('refuses amounts that are not integers in base units', () => {
    const quote = {
      fromAddress: eth,
      toAddress: usd,
      fromAmount: '1.5',
      toAmount: '100',
      path: [eth, usd],
      priceImpact: 0.1,
      fee: { amount: '3', percent: 0.3 },
    }
    expect(z.safeParse(swapQuotesResponseSchema, { quotes: [quote] }).success).toBe(false)
    quote.fromAmount = '1500000000000000000'
    expect(z.safeParse(swapQuotesResponseSchema, { quotes: [quote] }).success).toBe(true)
  })

  it('refuses a token address that is not CAIP-10', () => {
    const token = { name: 'X', symbol: 'X', address: '0x12', decimals: 1, logoUri: '', price: 1 }
    expect(z.safeParse(swapTokensResponseSchema, { tokens: [token] }).success).toBe(false)
  })

  it('carries an optional reset approve before the approve', () => {
    const tx = {
      from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      data: '0x095ea7b3',
      value: '0',
      eip155: { gas: null, gasPrice: '1000' },
    }
    expect(z.parse(swapApproveResponseSchema, { tx, reset: null, amount: '5' }).reset).toBeNull()
    expect(
      z.safeParse(swapApproveResponseSchema, {
        tx: { ...tx, data: 'zz' },
        reset: null,
        amount: '5',
      }).success,
    ).toBe(false)
  })
})
