/**
 * bip122 requests on the regtest network, in WalletConnect's Bitcoin RPC shapes:
 * getAccountAddresses, signMessage {address|account, message, protocol: ecdsa|bip322},
 * signPsbt {account, psbt, signInputs: [{address, index}], broadcast} and
 * sendTransfer {account, recipientAddress, amount}. Keys, signing and the node: the shared
 * wallet core (devnet/src/bitcoin/wallet), as in the test extension.
 */
import { z } from 'zod'
import {
  type BitcoinWallet,
  BitcoinWalletError,
} from '../../../src/bitcoin/wallet/bitcoinWallet.ts'
import { parseParams } from './parseParams.ts'
import { unauthorizedAccount, unsupportedMethod, WalletRpcError } from './walletRpcError.ts'

const signMessageSchema = z.object({
  account: z.string().optional(),
  address: z.string().optional(),
  message: z.string(),
  protocol: z.enum(['ecdsa', 'bip322', 'ECDSA', 'BIP322']).optional(),
})

const signPsbtSchema = z.object({
  account: z.string(),
  psbt: z.string().min(1),
  signInputs: z.array(z.object({ address: z.string(), index: z.number().int().nonnegative() })),
  broadcast: z.boolean().optional(),
})

const sendTransferSchema = z.object({
  account: z.string(),
  recipientAddress: z.string(),
  amount: z.string().regex(/^\d+$/, { message: 'amount is a whole number of sats, as text' }),
})

async function answer<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof BitcoinWalletError) throw new WalletRpcError(error.rpcCode, error.message)
    throw error
  }
}

export async function handleRegtestBitcoinRequest(
  wallet: BitcoinWallet,
  method: string,
  params: unknown,
): Promise<unknown> {
  const payment = wallet.keys.payment.address
  switch (method) {
    case 'getAccountAddresses':
      return [wallet.keys.payment, wallet.keys.ordinals].map((k) => ({
        address: k.address,
        publicKey: Array.from(k.publicKey, (b) => b.toString(16).padStart(2, '0')).join(''),
        path: k.path,
        intention: k.purpose,
      }))
    case 'signMessage': {
      const request = parseParams(signMessageSchema, params)
      const address = request.address ?? request.account ?? payment
      const protocol = request.protocol?.toUpperCase() as 'ECDSA' | 'BIP322' | undefined
      return answer(() => wallet.signMessage({ address, message: request.message, protocol }))
    }
    case 'signPsbt': {
      const request = parseParams(signPsbtSchema, params)
      if (request.account !== payment && request.account !== wallet.keys.ordinals.address)
        throw unauthorizedAccount(request.account)
      const signInputs: Record<string, number[]> = {}
      for (const { address, index } of request.signInputs)
        signInputs[address] = [...(signInputs[address] ?? []), index]
      return answer(() =>
        wallet.signPsbt({ psbt: request.psbt, signInputs, broadcast: request.broadcast }),
      )
    }
    case 'sendTransfer': {
      const request = parseParams(sendTransferSchema, params)
      if (request.account !== payment) throw unauthorizedAccount(request.account)
      return answer(() =>
        wallet.sendTransfer({
          recipients: [{ address: request.recipientAddress, amount: request.amount }],
        }),
      )
    }
    default:
      throw unsupportedMethod()
  }
}
