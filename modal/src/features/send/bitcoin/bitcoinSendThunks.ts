/**
 * The Bitcoin send (Send BTC on a bip122 account): what the form needs — the payment address's
 * UTXOs and balance, and the node's fee rates, both through the cloud — and the send itself:
 * the PSBT built here (UTXO selection at the chosen fee rate, buildBitcoinTransfer.ts), signed
 * and broadcast by the wallet's signPsbt, then 'Transaction started' and back to Account, whose
 * balance and Activity are read again. Loaded with its view, never on the open path.
 */
import { errorCatalogue, noticeCatalogue, serializeError } from '@portico/shared'
import { bitcoinAddressNetworkOf } from '../../../chains/bitcoin/bitcoinNetworks.ts'
import {
  buildBitcoinTransfer,
  type SpendableUtxo,
} from '../../../chains/bitcoin/buildBitcoinTransfer.ts'
import { BitcoinError } from '../../../connectors/bitcoin/BitcoinError.ts'
import {
  type BitcoinFeeRates,
  readBitcoinAccount,
  readBitcoinFeeRates,
} from '../../../connectors/bitcoin/bitcoinCloud.ts'
import { bitcoinKey } from '../../../connectors/bitcoin/bitcoinService.ts'
import { coreKey } from '../../../store/coreServices.ts'
import type { AppThunk } from '../../../store/createPorticoStore.ts'
import { resetView } from '../../../store/routerSlice.ts'
import { showSnackbar } from '../../../store/snackbarThunks.ts'
import { refreshAccount } from '../../account/accountThunks.ts'

export interface BitcoinSendContext {
  /** The payment address the send spends from. */
  from: string
  utxos: SpendableUtxo[]
  /** Spendable sats (confirmed and in the mempool). */
  balance: bigint
  feeRates: BitcoinFeeRates
  /** USD per BTC from the cloud; undefined when it knows no price. */
  usdPrice: number | undefined
  addressNetwork: ReturnType<typeof bitcoinAddressNetworkOf>
}

/** The connected Bitcoin account's payment address and session, or an error. */
async function connectedAccount(services: Parameters<AppThunk>[2]['services']) {
  const connection = (await services.get(bitcoinKey).load()).connection
  const { session, network } = connection
  const from = network && session?.signer.addresses(network).find((a) => a.purpose === 'payment')
  if (!session || !network || !from)
    throw new BitcoinError('No Bitcoin account is connected', { code: 'NO_ACTIVE_CAIP_ADDRESS' })
  return { session, network, from: from.address }
}

/** Reads what the Send BTC form needs. */
export const loadBitcoinSend =
  (): AppThunk<Promise<BitcoinSendContext>> =>
  async (_dispatch, _getState, { services, cloud }) => {
    const { network, from } = await connectedAccount(services)
    if (!cloud) throw new BitcoinError('No cloud API configured', { code: 'NOT_CONFIGURED' })
    const [account, feeRates] = await Promise.all([
      readBitcoinAccount(cloud, from, network.caipNetworkId),
      readBitcoinFeeRates(cloud, network.caipNetworkId),
    ])
    const utxos = (account?.bip122.utxos ?? []).map((u) => ({ ...u, value: BigInt(u.value) }))
    return {
      from,
      utxos,
      balance: utxos.reduce((sum, u) => sum + u.value, 0n),
      feeRates,
      usdPrice: account?.price ? account.price : undefined,
      addressNetwork: bitcoinAddressNetworkOf(network),
    }
  }

/**
 * Sends `amount` sats to `to` at `feeRate` sat/vB: the wallet signs the PSBT and broadcasts it.
 * The form's rules (address, dust, funds) are buildBitcoinTransfer's, checked again here.
 */
export const sendBitcoin =
  (input: {
    context: BitcoinSendContext
    to: string
    amount: bigint
    feeRate: number
  }): AppThunk<Promise<string | undefined>> =>
  async (dispatch, _getState, { services }) => {
    const core = services.get(coreKey)
    const { context, to, amount, feeRate } = input
    try {
      const { session, from } = await connectedAccount(services)
      const transfer = buildBitcoinTransfer({
        utxos: context.utxos,
        from,
        to,
        amount,
        feeRate,
        network: context.addressNetwork,
      })
      const { txid } = await session.signer.signPsbt({
        psbt: transfer.psbt,
        signInputs: transfer.inputs.map((index) => ({ address: from, index })),
        broadcast: true,
      })
      if (!txid || !/^[0-9a-f]{64}$/.test(txid))
        throw new BitcoinError('The wallet did not broadcast the transaction', {
          code: 'BITCOIN_NOT_BROADCAST',
        })
      dispatch(
        showSnackbar({ message: noticeCatalogue.TRANSACTION_STARTED.message, variant: 'success' }),
      )
      dispatch(resetView('Account'))
      dispatch(refreshAccount())
      core.track('SEND_SUCCESS', { chain: 'bip122', amount: String(amount) })
      return txid
    } catch (error) {
      const failure = serializeError(error)
      core.track('SEND_ERROR', { chain: 'bip122', code: failure.code, message: failure.message })
      dispatch(
        showSnackbar({
          message:
            failure.code === 'USER_REJECTED' || failure.code.startsWith('BITCOIN_')
              ? failure.message
              : errorCatalogue.SEND_FAILED.message,
          variant: 'error',
        }),
      )
      return undefined
    }
  }
