/**
 * One verifier per chain family for a SIWX message's signature:
 * - eip155: EIP-191 (`personal_sign`) through viem; with the chain served, the chain's public
 *   client's `verifyMessage`, which also accepts ERC-1271 (a deployed smart account) and
 *   ERC-6492 (one not deployed yet: the signature carries its factory call);
 * - solana: ed25519 over the message's UTF-8 bytes, the address being the public key (base58);
 * - bip122: BIP-322 (simple or full; legacy BIP-137 too) through bip322-js, loaded on first use,
 *   on the message's network (regtest included: verifyBitcoinMessage.ts).
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type Address, type Hex, isAddress, type PublicClient, verifyMessage } from 'viem'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.ts'

export interface SiwxSignatureCheck {
  namespace: 'eip155' | 'solana' | 'bip122'
  address: string
  message: string
  signature: string
  /** CAIP-2 of the message's chain (Bitcoin checks the address is of its network). */
  chainId?: string
  /** The public client of the message's EVM chain, when the cloud serves it. */
  client?: PublicClient
}

async function verifyEvm(check: SiwxSignatureCheck): Promise<boolean> {
  if (!isAddress(check.address) || !/^0x[0-9a-fA-F]+$/.test(check.signature)) return false
  const args = {
    address: check.address as Address,
    message: check.message,
    signature: check.signature as Hex,
  }
  try {
    if (await verifyMessage(args)) return true
  } catch {
    // Not an ordinary account's signature; a smart account's may still be.
  }
  if (!check.client) return false
  try {
    return await check.client.verifyMessage(args)
  } catch {
    return false
  }
}

function verifySolana(check: SiwxSignatureCheck): boolean {
  try {
    const publicKey = base58.decode(check.address)
    const signature = base58.decode(check.signature)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    return ed25519.verify(signature, new TextEncoder().encode(check.message), publicKey)
  } catch {
    return false
  }
}

/** True when `address` signed `message`; false for any signature it cannot accept. */
export async function verifySiwxSignature(check: SiwxSignatureCheck): Promise<boolean> {
  switch (check.namespace) {
    case 'eip155':
      return verifyEvm(check)
    case 'solana':
      return verifySolana(check)
    case 'bip122':
      return verifyBitcoinMessage({ ...check, chainId: check.chainId ?? '' })
  }
}
