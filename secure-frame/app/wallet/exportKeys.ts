/**
 * Exporting the keys (KEYS.md "Flows"): after the user confirmed with a mailed code, combines the
 * shares with the OTP-gated auth share and returns the EVM key (hex) and the Solana secret key
 * (base58, seed + public key) for the frame's UI only. The 64-byte Solana buffer is wiped after.
 */
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { withSecret } from './signWithShares.ts'
import type { WalletContext } from './walletContext.ts'
import { evmKeyOf, solanaPublicKeyOf, solanaSeedOf } from './walletSecret.ts'

export const exportKeys = (ctx: WalletContext, token: string, otp: string) =>
  withSecret(
    ctx,
    token,
    (secret) => {
      const solana = new Uint8Array(64)
      try {
        solana.set(solanaSeedOf(secret))
        solana.set(solanaPublicKeyOf(secret), 32)
        return {
          evmPrivateKey: bytesToHex(evmKeyOf(secret)),
          solanaSecretKey: base58.encode(solana),
        }
      } finally {
        solana.fill(0)
      }
    },
    () => ctx.server.exportAuthShare(token, otp),
  )
