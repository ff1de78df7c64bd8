/**
 * A Solana address in a route path (SPEC §5: 32 to 44 base58 characters) that is also a
 * public key: it must decode to exactly 32 bytes. On or off the ed25519 curve alike: program
 * derived addresses (token accounts, multisig vaults) hold funds and have histories too.
 */
import { solanaAddressSchema } from '@portico/shared'
import { PublicKey } from '@solana/web3.js'
import { z } from 'zod'

export const SOLANA_ADDRESS_MESSAGE = 'Expected a Solana address (a 32-byte base58 public key)'

/** The public key `text` names, or null when it is not one. */
export function parseSolanaPublicKey(text: string): PublicKey | null {
  if (!solanaAddressSchema.safeParse(text).success) return null
  try {
    const key = new PublicKey(text)
    // PublicKey accepts shorter encodings padded with zeros: keep only the canonical spelling.
    return key.toBase58() === text ? key : null
  } catch {
    return null
  }
}

export const solanaAddressParam = z.string().transform((address, ctx) => {
  const publicKey = parseSolanaPublicKey(address)
  if (!publicKey) {
    ctx.issues.push({ code: 'custom', input: address, message: SOLANA_ADDRESS_MESSAGE })
    return z.NEVER
  }
  return { family: 'solana' as const, address, publicKey }
})
