/**
 * A Bitcoin wallet's answers to sats-connect's request API (what Xverse, Leather and others
 * expose to dapps), for one mnemonic account on regtest: getAccounts / getAddresses,
 * signMessage (ECDSA or BIP-322), signPsbt and sendTransfer. Approval is the caller's job
 * (the extension's popup, the demo wallet's page); this signs and talks to the node.
 */
import { PorticoError } from '@portico/shared'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { z } from 'zod'
import { type BitcoinKey, deriveOrdinalsKey, derivePaymentKey, REGTEST } from '../bitcoinKeys.ts'
import { BitcoinTransferError, buildTransfer } from '../buildTransfer.ts'
import type { RegtestNodeClient } from './regtestNodeClient.ts'
import { signBip322Message, signEcdsaMessage } from './signBitcoinMessage.ts'

export type AddressPurpose = 'payment' | 'ordinals'

export interface BitcoinWalletAddress {
  address: string
  publicKey: string
  purpose: AddressPurpose
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

export class BitcoinWalletError extends PorticoError {
  override name = 'BitcoinWalletError'
  /** sats-connect's RpcErrorCode: -32602 invalid params, -32002 access denied. */
  readonly rpcCode: number
  constructor(rpcCode: number, message: string) {
    super(message, { code: 'BITCOIN_WALLET_REQUEST_FAILED' })
    this.rpcCode = rpcCode
  }
}

const invalid = (message: string) => new BitcoinWalletError(-32602, message)

export const getAccountsParams = z
  .object({
    purposes: z.array(z.enum(['payment', 'ordinals', 'stacks'])).default(['payment', 'ordinals']),
    message: z.string().max(500).optional(),
  })
  .default({ purposes: ['payment', 'ordinals'] })

export const signMessageParams = z.object({
  address: z.string(),
  message: z.string().max(10_000),
  protocol: z.enum(['ECDSA', 'BIP322']).optional(),
})

export const signPsbtParams = z.object({
  psbt: z.string().min(1),
  /** Address → the input indexes to sign with its key. */
  signInputs: z.record(z.string(), z.array(z.number().int().nonnegative())),
  broadcast: z.boolean().optional(),
})

export const sendTransferParams = z.object({
  recipients: z
    .array(
      z.object({
        address: z.string(),
        amount: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
      }),
    )
    .min(1),
})

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function createBitcoinWallet(mnemonic: string, index: number, node: RegtestNodeClient) {
  const keys: Record<AddressPurpose, BitcoinKey> = {
    payment: derivePaymentKey(mnemonic, index),
    ordinals: deriveOrdinalsKey(mnemonic, index),
  }
  const keyOf = (address: string): BitcoinKey => {
    const key = Object.values(keys).find((k) => k.address === address)
    if (!key) throw new BitcoinWalletError(-32002, `This wallet does not hold ${address}`)
    return key
  }
  const describe = (key: BitcoinKey): BitcoinWalletAddress => ({
    address: key.address,
    publicKey: hexOf(key.publicKey),
    purpose: key.purpose,
    addressType: key.purpose === 'payment' ? 'p2wpkh' : 'p2tr',
    walletType: 'software',
  })
  return {
    keys,
    /** getAccounts / getAddresses: the addresses for the purposes asked (stacks: none). */
    addresses(params: z.input<typeof getAccountsParams>): BitcoinWalletAddress[] {
      const { purposes } = getAccountsParams.parse(params)
      return purposes.flatMap((p) => (p === 'stacks' ? [] : [describe(keys[p])]))
    },
    signMessage(params: z.infer<typeof signMessageParams>) {
      const key = keyOf(params.address)
      // Wallets default to BIP-322 for Taproot and ECDSA for P2WPKH.
      const protocol = params.protocol ?? (key.purpose === 'ordinals' ? 'BIP322' : 'ECDSA')
      if (protocol === 'ECDSA' && key.purpose !== 'payment')
        throw invalid('ECDSA signing needs the payment address; sign with BIP322')
      const signature =
        protocol === 'ECDSA'
          ? signEcdsaMessage(key, params.message)
          : signBip322Message(key, params.message)
      return { signature, address: key.address, protocol }
    },
    /** Signs the inputs asked for; finalises and broadcasts when `broadcast` is set. */
    async signPsbt(params: z.infer<typeof signPsbtParams>) {
      let tx: btc.Transaction
      try {
        tx = btc.Transaction.fromPSBT(base64.decode(params.psbt))
      } catch (error) {
        throw invalid(`psbt is not a valid base64 PSBT: ${(error as Error).message}`)
      }
      for (const [address, indexes] of Object.entries(params.signInputs)) {
        const key = keyOf(address)
        for (const i of indexes) {
          if (i >= tx.inputsLength) throw invalid(`The PSBT has no input ${i}`)
          try {
            tx.signIdx(key.privateKey, i)
          } catch (error) {
            throw invalid(`Input ${i} cannot be signed by ${address}: ${(error as Error).message}`)
          }
        }
      }
      if (!params.broadcast) return { psbt: base64.encode(tx.toPSBT()) }
      tx.finalize()
      return { psbt: base64.encode(tx.toPSBT()), txid: await node.broadcast(tx.hex) }
    },
    /** Pays the recipients from the payment address at the node's fee rate; change back. */
    async sendTransfer(params: z.infer<typeof sendTransferParams>) {
      const payment = keys.payment
      const [utxos, feeRate] = await Promise.all([node.utxos(payment.address), node.feeRate()])
      let tx: btc.Transaction
      try {
        tx = buildTransfer({
          utxos,
          recipients: params.recipients.map((r) => ({
            address: r.address,
            amount: BigInt(r.amount),
          })),
          feeRate,
          changeAddress: payment.address,
          network: REGTEST,
        })
      } catch (error) {
        if (error instanceof BitcoinTransferError) throw invalid(error.message)
        throw error
      }
      tx.sign(payment.privateKey)
      tx.finalize()
      return { txid: await node.broadcast(tx.hex) }
    },
  }
}
export type BitcoinWallet = ReturnType<typeof createBitcoinWallet>
