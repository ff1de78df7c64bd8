import { type Hex, pad, type TransactionReceipt, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type BlockWithTransactions, extractTransfers, TRANSFER_TOPIC } from './extractTransfers.ts'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000cc'
const word = (n: bigint | string) => pad(typeof n === 'bigint' ? toHex(n) : (n as Hex))
const hash = (n: number) => pad(toHex(n)) as Hex

function block(txs: { value: bigint; to: string | null }[]): BlockWithTransactions {
  return {
    number: 7n,
    hash: hash(0xb7),
    timestamp: 1_700_000_000n,
    transactions: txs.map((t, i) => ({ hash: hash(i + 1), from: A, to: t.to, value: t.value })),
  } as unknown as BlockWithTransactions
}

function receipt(index: number, logs: { topics: Hex[]; data: Hex }[], status = 'success') {
  return {
    transactionHash: hash(index + 1),
    transactionIndex: index,
    status,
    contractAddress: null,
    logs: logs.map((l, i) => ({ ...l, address: TOKEN, logIndex: i })),
  } as unknown as TransactionReceipt
}

describe('extractTransfers', () => {
  it('tells ERC-20 from ERC-721 by topic count, and skips logs of neither shape', () => {
    const rows = extractTransfers(block([{ value: 0n, to: TOKEN }]), [
      receipt(0, [
        { topics: [TRANSFER_TOPIC, word(A), word(B)], data: word(1500n) },
        { topics: [TRANSFER_TOPIC, word(zeroAddress), word(B), word(42n)], data: '0x' },
        // ERC-721 shape with data, ERC-20 shape without: neither.
        { topics: [TRANSFER_TOPIC, word(A), word(B), word(1n)], data: word(1n) },
        { topics: [TRANSFER_TOPIC, word(A), word(B)], data: '0x' },
        // Another event.
        { topics: [word(1n), word(A), word(B)], data: word(1n) },
      ]),
    ])
    expect(rows.map((r) => [r.kind, r.from, r.to, r.amount, r.tokenId, r.logIndex])).toEqual([
      ['erc20', A, B, 1500n, null, 0],
      ['erc721', zeroAddress, B, null, 42n, 1],
    ])
    expect(rows[0]).toMatchObject({ blockNumber: 7n, blockTime: 1_700_000_000n, txIndex: 0 })
  })

  it('keeps value sent with a transaction, failed or not, and nothing for a value of 0', () => {
    const rows = extractTransfers(
      block([
        { value: 5n, to: B },
        { value: 0n, to: B },
        { value: 9n, to: TOKEN },
      ]),
      [receipt(0, []), receipt(1, []), receipt(2, [], 'reverted')],
    )
    expect(rows.map((r) => [r.kind, r.amount, r.status, r.logIndex, r.contract])).toEqual([
      ['native', 5n, 'confirmed', -1, null],
      ['native', 9n, 'failed', -1, null],
    ])
  })

  it('refuses a block whose receipts are missing', () => {
    expect(() => extractTransfers(block([{ value: 1n, to: B }]), [])).toThrow(/no receipt/)
  })
})
