/**
 * The wallet's Solana account: an ed25519 key derived from the BIP-39 seed at
 * m/44'/501'/<index>'/0' (SLIP-0010, the path Phantom and Solflare use), and message signing.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { deriveSlip10Ed25519 } from './slip10.ts'

export interface SolanaAccount {
  /** base58 of the public key. */
  address: string
  publicKey: Uint8Array
  privateKey: Uint8Array
}

export const solanaDerivationPath = (index: number) => `m/44'/501'/${index}'/0'`

export function deriveSolanaAccount(seed: Uint8Array, index: number): SolanaAccount {
  const { privateKey } = deriveSlip10Ed25519(seed, solanaDerivationPath(index))
  const publicKey = ed25519.getPublicKey(privateKey)
  return { address: base58.encode(publicKey), publicKey, privateKey }
}

/** Signs the raw message bytes (`solana_signMessage` sends them base58); returns base58. */
export function signSolanaMessage(account: SolanaAccount, messageBase58: string): string {
  return base58.encode(ed25519.sign(base58.decode(messageBase58), account.privateKey))
}
