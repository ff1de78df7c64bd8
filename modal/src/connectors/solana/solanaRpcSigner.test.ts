// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { porticoSolanaDevnet } from '../../chains/solana/solanaNetworks.ts'
import { createSolanaRpcSigner, type SolanaRequest } from './solanaRpcSigner.ts'

const secret = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secret))

/** Answers like the demo wallet: a real ed25519 signature of the base58 message. */
const wallet: SolanaRequest = async (method, params) => {
  if (method === 'solana_signMessage')
    return { signature: base58.encode(ed25519.sign(base58.decode(String(params.message)), secret)) }
  if (method === 'solana_signTransaction')
    return {
      transaction: base64.encode(new Uint8Array([...base64.decode(String(params.transaction)), 1])),
    }
  throw new Error('unsupported')
}

const signer = (request: SolanaRequest, canSignAndSend = false) =>
  createSolanaRpcSigner({
    address,
    request,
    network: () => porticoSolanaDevnet,
    canSignAndSend,
    transactionEncoding: 'base64',
  })

describe('the Solana RPC signer (WalletConnect, e-mail wallet)', () => {
  it('signs a message as base58 with the account named, and the signature verifies', async () => {
    const request = vi.fn(wallet)
    const message = new TextEncoder().encode('Portico')
    const signature = await signer(request).signMessage(message)
    expect(request).toHaveBeenCalledWith(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: address },
      porticoSolanaDevnet,
    )
    expect(ed25519.verify(signature, message, base58.decode(address))).toBe(true)
  })

  it('sends transactions base64 and reads the signed one back', async () => {
    const signed = await signer(wallet).signTransaction(new Uint8Array([7]), porticoSolanaDevnet)
    expect(signed).toEqual(new Uint8Array([7, 1]))
  })

  it('has no signAndSend unless the wallet answers it', () => {
    expect(signer(wallet).signAndSendTransaction).toBeUndefined()
    expect(signer(wallet, true).signAndSendTransaction).toBeTypeOf('function')
  })

  it('rejects a malformed answer rather than using it', async () => {
    const odd: SolanaRequest = async () => ({ signature: '0OIl not base58' })
    await expect(signer(odd).signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'SOLANA_WALLET_BAD_ANSWER',
    })
    const noTx: SolanaRequest = async () => ({ signature: address })
    await expect(
      signer(noTx).signTransaction(new Uint8Array([1]), porticoSolanaDevnet),
    ).rejects.toMatchObject({ code: 'SOLANA_WALLET_BAD_ANSWER' })
  })
})
