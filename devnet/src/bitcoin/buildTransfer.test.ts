import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { derivePaymentKey, REGTEST } from './bitcoinKeys.ts'
import { buildTransfer } from './buildTransfer.ts'

const from = derivePaymentKey(DEVNET_MNEMONIC, 0)
const to = derivePaymentKey(DEVNET_MNEMONIC, 1)
const script = hex.encode(btc.p2wpkh(from.publicKey, REGTEST).script)
const utxo = (value: bigint, n = 1) => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  script,
})

describe('buildTransfer', () => {
  it('pays the recipient, returns change and pays the fee rate asked for', () => {
    const tx = buildTransfer({
      utxos: [utxo(100_000n)],
      recipients: [{ address: to.address, amount: 40_000n }],
      feeRate: 5n,
      changeAddress: from.address,
    })
    tx.sign(from.privateKey)
    tx.finalize()
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    const toScript = btc.OutScript.encode(btc.Address(REGTEST).decode(to.address))
    expect(
      outputs.find((o) => hex.encode(o.script ?? new Uint8Array()) === hex.encode(toScript))
        ?.amount,
    ).toBe(40_000n)
    expect(tx.fee).toBeGreaterThanOrEqual(5n * BigInt(tx.vsize))
    expect(tx.fee).toBeLessThan(6n * BigInt(tx.vsize))
  })

  it('refuses dust, too large an amount and another network’s address', () => {
    const base = { utxos: [utxo(10_000n)], feeRate: 1n, changeAddress: from.address }
    expect(() =>
      buildTransfer({ ...base, recipients: [{ address: to.address, amount: 545n }] }),
    ).toThrow(expect.objectContaining({ code: 'DUST_OUTPUT' }))
    expect(() =>
      buildTransfer({ ...base, recipients: [{ address: to.address, amount: 10_000n }] }),
    ).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }))
    expect(() =>
      buildTransfer({
        ...base,
        recipients: [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 1000n }],
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ADDRESS' }))
  })
})
