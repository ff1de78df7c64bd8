import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { scureNetworkOf } from '../../../chains/bitcoin/bitcoinAddress.ts'
import {
  checkBitcoinSend,
  getBitcoinSendIssue,
  parseBtcAmount,
  satsToUsd,
} from './bitcoinSendIssue.ts'
import type { BitcoinSendContext } from './bitcoinSendThunks.ts'

const REGTEST = scureNetworkOf('regtest')
const from = btc.getAddress('wpkh', new Uint8Array(32).fill(1), REGTEST) as string
const to = btc.getAddress('wpkh', new Uint8Array(32).fill(2), REGTEST) as string
const context: BitcoinSendContext = {
  from,
  utxos: [
    {
      txid: '11'.repeat(32),
      vout: 0,
      value: 100_000n,
      script: hex.encode(btc.OutScript.encode(btc.Address(REGTEST).decode(from))),
    },
  ],
  balance: 100_000n,
  feeRates: { fast: 3, medium: 2, slow: 1, minimum: 1 },
  usdPrice: 60_000,
  addressNetwork: 'regtest',
}
const issue = (amountText: string, receiverText = to, feeRate = 1) =>
  getBitcoinSendIssue({ amountText, receiverText, feeRate, context })

describe('the Send BTC form', () => {
  it('reads BTC amounts with up to 8 decimals as sats', () => {
    expect(parseBtcAmount('0.00025')).toBe(25_000n)
    expect(parseBtcAmount('.5')).toBe(50_000_000n)
    expect(parseBtcAmount('1.000000001')).toBeUndefined()
    expect(parseBtcAmount('0')).toBeUndefined()
    expect(parseBtcAmount('1e3')).toBeUndefined()
  })

  it('says what is missing or wrong, in order, and nothing for a sendable form', () => {
    expect(issue('')).toBe('ENTER_AMOUNT')
    expect(issue('abc')).toBe('INVALID_AMOUNT')
    expect(issue('0.0001', '')).toBe('ENTER_RECEIVER')
    expect(issue('0.0001', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('INVALID_RECEIVER')
    expect(issue('0.00000545')).toBe('DUST')
    expect(issue('0.001')).toBe('INSUFFICIENT_FUNDS')
    // The fee counts: all of it at a high rate is more than the UTXO holds.
    expect(issue('0.00099', to, 1)).toBeUndefined()
    expect(issue('0.00099', to, 20)).toBe('INSUFFICIENT_FUNDS')
    expect(issue('0.0005', to, 2)).toBeUndefined()
  })

  it('gives a sendable form its fee, higher at a higher rate, and its USD value', () => {
    const slow = checkBitcoinSend({ amountText: '0.0005', receiverText: to, feeRate: 1, context })
    const fast = checkBitcoinSend({ amountText: '0.0005', receiverText: to, feeRate: 3, context })
    expect(slow.issue).toBeUndefined()
    // One P2WPKH input, two outputs: about 141 vB.
    expect(Number(slow.fee)).toBeGreaterThan(100)
    expect(fast.fee).toBe((slow.fee ?? 0n) * 3n)
    expect(
      checkBitcoinSend({ amountText: '0.001', receiverText: to, feeRate: 1, context }),
    ).toEqual({ issue: 'INSUFFICIENT_FUNDS' })
    expect(satsToUsd(141n, 60_000)).toBeCloseTo(0.0846)
    expect(satsToUsd(100_000_000n, 60_000)).toBe(60_000)
    expect(satsToUsd(141n, undefined)).toBeUndefined()
  })
})
