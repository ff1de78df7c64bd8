/**
 * Proof that whoever posts an enrolment holds the wallet's keys: an EIP-191 signature by the EVM
 * key and an ed25519 signature by the Solana key over `Portico wallet enrolment <enrolmentId>`,
 * checked against the addresses. A mismatch is 400 `WALLET_SHARES_INVALID`.
 */
import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'
import { apiError } from '../http/apiErrors.ts'

export const enrolmentMessage = (enrolmentId: string) => `Portico wallet enrolment ${enrolmentId}`

function verifySolana(address: string, message: string, signature: string): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(message, 'utf8'), key, bytes)
  } catch {
    return false
  }
}

async function verifyEvm(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as Hex, message, signature: signature as Hex })
  } catch {
    return false
  }
}

export async function verifyEnrolmentSignatures(input: {
  enrolmentId: string
  evmAddress: string
  solanaAddress: string
  signatures: { evm: string; solana: string }
}): Promise<void> {
  const message = enrolmentMessage(input.enrolmentId)
  const [evm, solana] = [
    await verifyEvm(input.evmAddress, message, input.signatures.evm),
    verifySolana(input.solanaAddress, message, input.signatures.solana),
  ]
  if (!evm || !solana) throw apiError('WALLET_SHARES_INVALID')
}
