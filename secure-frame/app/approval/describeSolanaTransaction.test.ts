import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.ts'
import { describeSolanaTransaction, formatSol } from './describeSolanaTransaction.ts'

const key = (fill: number) => new Uint8Array(32).fill(fill)
const payer = key(1)
const receiver = key(2)
const SYSTEM = new Uint8Array(32)
const TOKEN = base58.decode('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const u64 = (value: bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return [...out]
}

/** A transaction's wire bytes: `signers` empty signatures, then a (v0 when `v0`) message. */
function wire(
  keys: Uint8Array[],
  instructions: { program: number; accounts: number[]; data: number[] }[],
  { signers = 1, v0 = false } = {},
): string {
  const message = [
    ...(v0 ? [0x80] : []),
    signers,
    0,
    1,
    keys.length,
    ...keys.flatMap((k) => [...k]),
    ...key(7),
    instructions.length,
    ...instructions.flatMap((i) => [
      i.program,
      i.accounts.length,
      ...i.accounts,
      i.data.length,
      ...i.data,
    ]),
    ...(v0 ? [0] : []),
  ]
  return base58.encode(new Uint8Array([signers, ...new Uint8Array(64 * signers), ...message]))
}

describe('describeSolanaTransaction', () => {
  it('shows a SOL transfer: amount, receiver and the fee', () => {
    const tx = wire(
      [payer, receiver, SYSTEM],
      [{ program: 2, accounts: [0, 1], data: [2, 0, 0, 0, ...u64(1_500_000_000n)] }],
    )
    const described = describeSolanaTransaction(tx)
    expect(described).toEqual({
      feePayer: base58.encode(payer),
      instructions: [
        {
          kind: 'solTransfer',
          from: base58.encode(payer),
          to: base58.encode(receiver),
          lamports: 1_500_000_000n,
        },
      ],
      feeLamports: 5000n,
    })
    expect(
      formatSol(described?.instructions[0]?.kind === 'solTransfer' ? 1_500_000_000n : 0n),
    ).toBe('1.5')
    expect(formatSol(5000n)).toBe('0.000005')
    expect(describeRequest('solana_signAndSendTransaction', { transaction: tx })).toMatchObject({
      kind: 'solanaTransaction',
      send: true,
    })
  })

  it('shows SPL token transfers (TransferChecked with mint and decimals) in a v0 message', () => {
    const [source, mint, destination] = [key(4), key(5), key(6)]
    const tx = wire(
      [payer, source, destination, mint, TOKEN],
      [
        { program: 4, accounts: [1, 3, 2, 0], data: [12, ...u64(2_500_000n), 6] },
        { program: 4, accounts: [1, 2, 0], data: [3, ...u64(7n)] },
      ],
      { signers: 2, v0: true },
    )
    expect(describeSolanaTransaction(tx)).toMatchObject({
      feeLamports: 10_000n,
      instructions: [
        {
          kind: 'splTransfer',
          source: base58.encode(source),
          destination: base58.encode(destination),
          mint: base58.encode(mint),
          amount: 2_500_000n,
          decimals: 6,
        },
        { kind: 'splTransfer', destination: base58.encode(destination), amount: 7n },
      ],
    })
  })

  it('counts the priority fee its Compute Budget instructions set into the fee', () => {
    const budget = base58.decode('ComputeBudget111111111111111111111111111111')
    const transfer = { program: 2, accounts: [0, 1], data: [2, 0, 0, 0, ...u64(1n)] }
    const limit = [2, ...new Uint8Array(new Uint32Array([300_000]).buffer)]
    const price = [3, ...u64(2_000_000n)]
    const keys = [payer, receiver, SYSTEM, budget]
    // 2 lamports per unit × 300 000 units = 600 000 lamports on top of the base fee.
    const set = describeSolanaTransaction(
      wire(keys, [
        { program: 3, accounts: [], data: limit },
        { program: 3, accounts: [], data: price },
        transfer,
      ]),
    )
    expect(set?.feeLamports).toBe(605_000n)
    expect(set?.instructions).toEqual([expect.objectContaining({ kind: 'solTransfer' })])
    // No limit: 200 000 units per other instruction.
    const unset = describeSolanaTransaction(
      wire(keys, [{ program: 3, accounts: [], data: price }, transfer]),
    )
    expect(unset?.feeLamports).toBe(405_000n)
  })

  it('names the program of anything else, and of accounts it cannot resolve', () => {
    const other = key(9)
    const tx = wire(
      [payer, receiver, other, SYSTEM],
      [
        { program: 2, accounts: [0, 1], data: [1, 2, 3] },
        // Account 8 would come from a lookup table: not named, so not shown as a transfer.
        { program: 3, accounts: [0, 8], data: [2, 0, 0, 0, ...u64(1n)] },
      ],
    )
    expect(describeSolanaTransaction(tx)?.instructions).toEqual([
      { kind: 'program', programId: base58.encode(other) },
      { kind: 'program', programId: base58.encode(SYSTEM) },
    ])
  })

  it('gives undefined for bytes that are not a transaction; the view then warns', () => {
    for (const bad of [undefined, 42, '', '0OIl', base58.encode(new Uint8Array([1, 2, 3]))])
      expect(describeSolanaTransaction(bad)).toBeUndefined()
    expect(describeRequest('solana_signTransaction', { transaction: 'zz' })).toEqual({
      kind: 'solanaTransactions',
      count: 1,
    })
  })
})
