/**
 * The Bitcoin send's transaction as an unsigned PSBT for the wallet's `signPsbt`: UTXOs of the
 * payment (P2WPKH) address chosen by @scure/btc-signer's selector at the chosen fee rate, change
 * back to the same address. Refuses a receiver of another network, an amount below the dust
 * limit, and more than the UTXOs hold with the fee (BitcoinSendError). Loaded with the Bitcoin
 * adapter, never on first click.
 */
import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { BitcoinSendError } from './BitcoinSendError.ts'
import { isBitcoinAddress, normalizeBitcoinAddress, scureNetworkOf } from './bitcoinAddress.ts'
import type { BitcoinAddressNetwork } from './bitcoinNetworks.ts'

/** Bitcoin Core's dust limit for a P2PKH output (what wallets use for P2WPKH and P2TR too). */
export const DUST_LIMIT_SATS = 546n

export interface SpendableUtxo {
  txid: string
  vout: number
  /** Sats. */
  value: bigint
  /** The output script, hex. */
  script: string
}

export interface BitcoinTransferInput {
  utxos: readonly SpendableUtxo[]
  from: string
  to: string
  amount: bigint
  /** sat/vB */
  feeRate: number
  network: BitcoinAddressNetwork
}

export interface BitcoinTransfer {
  /** Base64 PSBT, inputs unsigned. */
  psbt: string
  /** Which inputs the payment address signs (all of them). */
  inputs: number[]
  fee: bigint
}

export function buildBitcoinTransfer(input: BitcoinTransferInput): BitcoinTransfer {
  const network = scureNetworkOf(input.network)
  if (!isBitcoinAddress(input.to, input.network))
    throw new BitcoinSendError('BITCOIN_INVALID_ADDRESS', `Not a ${input.network} address`)
  if (input.amount <= 0n) throw new BitcoinSendError('BITCOIN_INVALID_AMOUNT')
  if (input.amount < DUST_LIMIT_SATS) throw new BitcoinSendError('BITCOIN_DUST_OUTPUT')
  if (!Number.isInteger(input.feeRate) || input.feeRate < 1)
    throw new BitcoinSendError('BITCOIN_INVALID_AMOUNT', 'The fee rate is not a whole sat/vB')
  const selected = btc.selectUTXO(
    input.utxos.map((u) => ({
      txid: u.txid,
      index: u.vout,
      witnessUtxo: { script: hex.decode(u.script), amount: u.value },
    })),
    [{ address: normalizeBitcoinAddress(input.to), amount: input.amount }],
    'default',
    {
      feePerByte: BigInt(input.feeRate),
      changeAddress: input.from,
      network,
      createTx: true,
      bip69: false,
    },
  )
  if (!selected?.tx) throw new BitcoinSendError('BITCOIN_INSUFFICIENT_FUNDS')
  const { tx } = selected
  return {
    psbt: base64.encode(tx.toPSBT()),
    inputs: Array.from({ length: tx.inputsLength }, (_, i) => i),
    fee: selected.fee ?? 0n,
  }
}
