import type { ConfirmedSignatureInfo } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { mergeNewestFirst } from './readSolanaHistory.ts'

const sig = (signature: string, slot: number) =>
  ({ signature, slot, err: null, memo: null, blockTime: slot }) as ConfirmedSignatureInfo

describe('mergeNewestFirst', () => {
  it('orders by slot, each signature once, and within a slot as the lists say', () => {
    // The wallet's list has `open` only; its token account's has `plain` then `open`, same slot.
    const wallet = [sig('sol', 9), sig('open', 5), sig('old', 2)]
    const tokenAccount = [sig('plain', 5), sig('open', 5)]
    expect(mergeNewestFirst([wallet, tokenAccount]).map((s) => s.signature)).toEqual([
      'sol',
      'plain',
      'open',
      'old',
    ])
    expect(mergeNewestFirst([tokenAccount, wallet]).map((s) => s.signature)).toEqual([
      'sol',
      'plain',
      'open',
      'old',
    ])
    expect(mergeNewestFirst([[], []])).toEqual([])
  })
})
