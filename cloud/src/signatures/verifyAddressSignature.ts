/**
 * Checks that `address` signed `message` (EIP-191 personal_sign): first as an ordinary account
 * with viem's `verifyMessage`, then, for a smart account (the default account type, SPEC §1),
 * through ERC-1271 / ERC-6492 on each chain given.
 */
import { type Address, type Hex, isErc6492Signature, type PublicClient, verifyMessage } from 'viem'

export interface SignatureCheck {
  address: Address
  message: string
  signature: Hex
  /** Chains on which a smart account's signature may be checked. */
  clients?: readonly PublicClient[]
}

export async function verifyAddressSignature(check: SignatureCheck): Promise<boolean> {
  const { address, message, signature } = check
  try {
    if (await verifyMessage({ address, message, signature })) return true
  } catch {
    // A malformed signature: not valid for an ordinary account; a smart account may still accept it.
  }
  // A smart account not deployed yet has no code: it answers only through an ERC-6492 wrapper,
  // which deploys it inside the check's call.
  const counterfactual = isErc6492Signature(signature)
  for (const client of check.clients ?? []) {
    try {
      if (!counterfactual && (await client.getCode({ address })) === undefined) continue
      if (await client.verifyMessage({ address, message, signature })) return true
    } catch {
      // That chain cannot say yes.
    }
  }
  return false
}
