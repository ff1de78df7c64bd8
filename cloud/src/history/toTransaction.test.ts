import { getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StoredTransaction, StoredTransfer } from './queryAccountHistory.ts'
import { type TransactionView, toTransaction } from './toTransaction.ts'

const ME = '0x00000000000000000000000000000000000000aa'
const YOU = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000cc'

const view: TransactionView = {
  account: ME,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  labels: {
    fungibles: new Map([[TOKEN, { name: 'Test USD', symbol: 'tUSD', decimals: 6 }]]),
    collections: new Map(),
  },
  prices: new Map([['native', 3000]]),
  tokenIconUrl: (symbol) => `https://cloud.test/icon/${symbol}`,
  nftImageUrl: (contract, id) => `https://cloud.test/nft/${contract}/${id}`,
}

const native = (from: string, to: string, amount = '1000000000000000000'): StoredTransfer => ({
  logIndex: -1,
  kind: 'native',
  contract: null,
  from,
  to,
  amount,
  tokenId: null,
})
const erc20 = (from: string, to: string, amount: string, logIndex = 0): StoredTransfer => ({
  logIndex,
  kind: 'erc20',
  contract: TOKEN,
  from,
  to,
  amount,
  tokenId: null,
})

function tx(transfers: StoredTransfer[], extra: Partial<StoredTransaction> = {}) {
  return {
    chainId: 31337,
    hash: '0xabc',
    blockNumber: 12,
    blockTime: 1_700_000_000,
    txIndex: 0,
    txFrom: ME,
    txTo: TOKEN,
    status: 'confirmed',
    transfers,
    key: [1_700_000_000, 31337, 12, 0],
    ...extra,
  } satisfies StoredTransaction
}

describe('toTransaction', () => {
  it.each([
    ['send', [native(ME, YOU)]],
    ['receive', [erc20(YOU, ME, '5')]],
    ['mint', [erc20(zeroAddress, ME, '5')]],
    ['burn', [erc20(ME, zeroAddress, '5')]],
    ['trade', [native(ME, YOU), erc20(YOU, ME, '5', 1)]],
    ['send', [native(ME, ME)]],
    ['execute', [erc20(YOU, TOKEN, '5')]],
  ] as const)('calls it %s', (operationType, transfers) => {
    expect(toTransaction(tx([...transfers]), view).metadata.operationType).toBe(operationType)
  })

  it('lists only the account’s transfers, in token units, priced when a price is known', () => {
    const shaped = toTransaction(
      tx([
        erc20(YOU, TOKEN, '1', 0),
        erc20(ME, YOU, '1500000', 1),
        native(ME, YOU, '500000000000000000'),
      ]),
      view,
    )
    expect(shaped).toEqual({
      id: 'eip155:31337:0xabc',
      hash: '0xabc',
      metadata: {
        minedAt: '2023-11-14T22:13:20.000Z',
        chain: 'eip155:31337',
        status: 'confirmed',
        operationType: 'send',
        sentFrom: getAddress(ME),
        sentTo: getAddress(YOU),
        blockNumber: 12,
      },
      transfers: [
        {
          direction: 'out',
          contractAddress: getAddress(TOKEN),
          fungible_info: {
            name: 'Test USD',
            symbol: 'tUSD',
            icon: { url: 'https://cloud.test/icon/tUSD' },
          },
          quantity: { numeric: '1.5', decimals: '6' },
        },
        {
          direction: 'out',
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: 'https://cloud.test/icon/ETH' },
          },
          quantity: { numeric: '0.5', decimals: '18' },
          price: 3000,
          value: 1500,
        },
      ],
    })
  })

  it('shows what went out before what came in, though an internal transfer is stored first', () => {
    // tUSD → ETH: the router's payout is an internal call (log index -2), the tUSD a log.
    const payout = { ...native(YOU, ME), logIndex: -2 }
    const shaped = toTransaction(tx([payout, erc20(ME, YOU, '2000000', 4)]), view)
    expect(shaped.metadata.operationType).toBe('trade')
    expect(shaped.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'tUSD'],
      ['in', 'ETH'],
    ])
    expect(shaped.metadata.sentTo).toBe(getAddress(YOU))
  })

  it('names the transaction’s own parties when the account moved nothing in it', () => {
    const shaped = toTransaction(tx([erc20(YOU, TOKEN, '1')], { txTo: YOU }), view)
    expect(shaped.transfers).toEqual([])
    expect(shaped.metadata).toMatchObject({
      operationType: 'execute',
      sentFrom: getAddress(ME),
      sentTo: getAddress(YOU),
    })
  })
})
