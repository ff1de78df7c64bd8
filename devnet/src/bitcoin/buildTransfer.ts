/**
 * A BTC transfer from one P2WPKH account as an unsigned @scure/btc-signer transaction: UTXOs
 * chosen by the library's selector at the given fee rate, change back to the account. Used by
 * the test wallets (extension, demo wallet) and the tests. Refuses outputs below the dust
 * limit and spends larger than the UTXOs hold, with errors a wallet can show.
 */
import { PorticoError } from '@portico/shared'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { REGTEST } from './bitcoinKeys.ts'

/** Bitcoin Core's dust limit for a P2PKH output (also what wallets use for P2WPKH/P2TR). */
export const DUST_LIMIT_SATS = 546n

export interface SpendableUtxo {
  txid: string
  vout: number
  value: bigint
  /** Output script, hex. */
  script: string
}

export type BitcoinTransferErrorCode = 'DUST_OUTPUT' | 'INSUFFICIENT_FUNDS' | 'INVALID_ADDRESS'

export class BitcoinTransferError extends PorticoError {
  override name = 'BitcoinTransferError'
  declare readonly code: BitcoinTransferErrorCode
  constructor(code: BitcoinTransferErrorCode, message: string) {
    super(message, { code })
  }
}

export interface TransferRequest {
  utxos: SpendableUtxo[]
  recipients: { address: string; amount: bigint }[]
  /** sat/vB */
  feeRate: bigint
  changeAddress: string
  network?: typeof btc.NETWORK
}

export function buildTransfer(request: TransferRequest): btc.Transaction {
  const network = request.network ?? REGTEST
  for (const { address, amount } of request.recipients) {
    try {
      btc.Address(network).decode(address)
    } catch {
      throw new BitcoinTransferError(
        'INVALID_ADDRESS',
        `Not an address on this network: ${address}`,
      )
    }
    if (amount < DUST_LIMIT_SATS)
      throw new BitcoinTransferError(
        'DUST_OUTPUT',
        `${amount} sats is below the dust limit of ${DUST_LIMIT_SATS} sats`,
      )
  }
  const selected = btc.selectUTXO(
    request.utxos.map((u) => ({
      txid: u.txid,
      index: u.vout,
      witnessUtxo: { script: hex.decode(u.script), amount: u.value },
    })),
    request.recipients,
    'default',
    { feePerByte: request.feeRate, changeAddress: request.changeAddress, network, createTx: true },
  )
  if (!selected?.tx)
    throw new BitcoinTransferError(
      'INSUFFICIENT_FUNDS',
      'The account does not hold enough BTC for this amount and its fee',
    )
  return selected.tx
}
