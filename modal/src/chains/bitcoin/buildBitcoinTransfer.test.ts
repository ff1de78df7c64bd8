// @vitest-environment node
import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { scureNetworkOf } from './bitcoinAddress.ts'
import { buildBitcoinTransfer } from './buildBitcoinTransfer.ts'

const REGTEST = scureNetworkOf('regtest')
const key = (byte: number) => {
  const privateKey = new Uint8Array(32).fill(byte)
  return { privateKey, address: btc.getAddress('wpkh', privateKey, REGTEST) as string }
}
const from = key(1)
const to = key(2)
const script = hex.encode(btc.OutScript.encode(btc.Address(REGTEST).decode(from.address)))
const utxo = (value: bigint, n = 1) => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  script,
})
const base = { from: from.address, to: to.address, feeRate: 5, network: 'regtest' as const }

describe('buildBitcoinTransfer', () => {
  it('pays the receiver, returns the change and pays the chosen fee rate once signed', () => {
    const transfer = buildBitcoinTransfer({ ...base, utxos: [utxo(100_000n)], amount: 40_000n })
    const tx = btc.Transaction.fromPSBT(base64.decode(transfer.psbt))
    for (const i of transfer.inputs) tx.signIdx(from.privateKey, i)
    tx.finalize()
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    const paid = outputs.map((o) => ({
      address: btc.Address(REGTEST).encode(btc.OutScript.decode(o.script as Uint8Array)),
      amount: o.amount,
    }))
    expect(paid).toContainEqual({ address: to.address, amount: 40_000n })
    expect(paid.find((p) => p.address === from.address)?.amount).toBe(100_000n - 40_000n - tx.fee)
    expect(tx.fee).toBeGreaterThanOrEqual(5n * BigInt(tx.vsize))
    expect(tx.fee).toBeLessThan(6n * BigInt(tx.vsize))
  })

  it('refuses dust, more than the UTXOs hold, and an address of another network', () => {
    const utxos = [utxo(10_000n)]
    expect(() => buildBitcoinTransfer({ ...base, utxos, amount: 545n })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_DUST_OUTPUT' }),
    )
    expect(() => buildBitcoinTransfer({ ...base, utxos, amount: 10_000n })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_INSUFFICIENT_FUNDS' }),
    )
    expect(() =>
      buildBitcoinTransfer({
        ...base,
        utxos,
        to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        amount: 1_000n,
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'BITCOIN_INVALID_ADDRESS',
        shortMessage: 'Please enter a valid amount and receiver address',
      }),
    )
  })
})
