/**
 * The e-mail wallet's EOA as a viem account whose key stays in the wallet worker: every signature
 * is the worker's (signEvm), so the smart account's owner never exists in the frame's UI thread.
 */

import { createPorticoError } from '@portico/shared'
import type { Hex } from 'viem'
import { type LocalAccount, toAccount } from 'viem/accounts'
import type { WalletWorkerApi } from '../walletWorkerApi.ts'

export function toOwnerAccount(
  address: `0x${string}`,
  wallet: Pick<WalletWorkerApi, 'signEvm'>,
  token: string,
): LocalAccount {
  return toAccount({
    address,
    async signMessage({ message }) {
      const text =
        typeof message === 'string'
          ? message
          : { raw: (typeof message.raw === 'string' ? message.raw : toHex(message.raw)) as Hex }
      return wallet.signEvm(token, { kind: 'message', message: text })
    },
    async signTypedData(typedData) {
      return wallet.signEvm(token, { kind: 'typedData', typedData })
    },
    async signTransaction() {
      // The smart account's owner signs operations and messages, never a transaction of its own.
      throw createPorticoError('RPC_METHOD_NOT_ALLOWED')
    },
  })
}

function toHex(bytes: Uint8Array): Hex {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
