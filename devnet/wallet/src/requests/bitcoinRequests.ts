/** Answers bip122 requests: the account's addresses and "ecdsa" message signing (local). */
import { bytesToHex } from '@noble/hashes/utils'
import { z } from 'zod'
import { type BitcoinAccount, bitcoinDerivationPath } from '../accounts/bitcoinAccount.ts'
import { signBitcoinMessage } from '../accounts/bitcoinMessage.ts'
import { parseParams } from './parseParams.ts'
import { invalidParams, unauthorizedAccount, unsupportedMethod } from './walletRpcError.ts'

export async function handleBitcoinRequest(
  account: BitcoinAccount,
  accountIndex: number,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'getAccountAddresses':
      return [
        {
          address: account.address,
          publicKey: bytesToHex(account.publicKey),
          path: bitcoinDerivationPath(accountIndex),
          intention: 'payment',
        },
      ]
    case 'signMessage': {
      const request = parseParams(
        z.object({
          account: z.string().optional(),
          address: z.string().optional(),
          message: z.string(),
          protocol: z.string().optional(),
        }),
        params,
      )
      const signer = request.address ?? request.account ?? account.address
      if (signer !== account.address) throw unauthorizedAccount(signer)
      if (request.protocol && request.protocol !== 'ecdsa')
        throw invalidParams(`protocol "${request.protocol}" is not supported; use "ecdsa"`)
      return { address: account.address, signature: signBitcoinMessage(account, request.message) }
    }
    default:
      throw unsupportedMethod()
  }
}
