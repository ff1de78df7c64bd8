// @vitest-environment node
import type { Transaction, TransactionTransfer } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { activityPrefix, describeTransaction } from './activityDisplay.ts'

const transfer = (
  symbol: string,
  numeric: string,
  direction: 'in' | 'out' = 'in',
): TransactionTransfer => ({
  direction,
  fungible_info: { name: symbol, symbol, icon: { url: `https://img.test/${symbol}.svg` } },
  quantity: { numeric },
})

const tx = (
  operationType: Transaction['metadata']['operationType'],
  transfers: TransactionTransfer[],
): Transaction => ({
  id: operationType,
  metadata: {
    minedAt: '2026-01-15T10:00:00Z',
    chain: 'eip155:31337',
    status: 'confirmed',
    operationType,
    sentFrom: '0xa11ce',
    sentTo: '0xB0B0000000000000000000000000000000000002',
  },
  transfers,
})

describe('activity prefixes (SPEC §4)', () => {
  it('+ for receive, deposit, borrow, claim (and mint); - for withdraw, repay, burn (and send)', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim', 'mint'])
      expect(activityPrefix(type), type).toBe('+')
    for (const type of ['withdraw', 'repay', 'burn', 'send'])
      expect(activityPrefix(type), type).toBe('-')
    for (const type of ['trade', 'approve', 'execute']) expect(activityPrefix(type), type).toBe('')
  })
})

describe('describeTransaction', () => {
  it('the prefix, the quantity with 3 decimals and the symbol', () => {
    expect(describeTransaction(tx('receive', [transfer('ETH', '1.23456')]))).toEqual({
      title: 'Receive',
      description: '+1.235 ETH',
      imageUrl: 'https://img.test/ETH.svg',
      imageName: 'ETH',
    })
    expect(describeTransaction(tx('send', [transfer('tUSD', '1500', 'out')])).description).toBe(
      '-1,500.000 tUSD',
    )
  })

  it("writes the quantity in the given locale's digits and separators", () => {
    expect(
      describeTransaction(tx('send', [transfer('tUSD', '12345.5', 'out')]), 'es').description,
    ).toBe('-12.345,500 tUSD')
  })

  it('a trade reads out → in; an NFT by its name; no transfer by the counterparty', () => {
    expect(
      describeTransaction(tx('trade', [transfer('ETH', '1', 'out'), transfer('tUSD', '3000')]))
        .description,
    ).toBe('1.000 ETH → 3,000.000 tUSD')
    const nft: TransactionTransfer = {
      direction: 'in',
      nft_info: {
        name: 'Card #7',
        tokenId: '7',
        flags: { is_spam: false },
        content: { preview: { url: 'https://img.test/7.svg' } },
      },
      quantity: { numeric: '1' },
    }
    expect(describeTransaction(tx('mint', [nft]))).toMatchObject({
      description: 'Card #7',
      imageUrl: 'https://img.test/7.svg',
    })
    expect(describeTransaction(tx('approve', [])).description).toBe('0xB0…000002')
  })
})
