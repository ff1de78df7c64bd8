/**
 * A Solana signer over JSON-RPC-style requests, as both a WalletConnect session's `solana`
 * namespace and the e-mail wallet's frame answer them: `solana_signMessage` {message (base58),
 * pubkey} → {signature (base58)}; `solana_signTransaction` {transaction} →
 * {transaction}; `solana_signAndSendTransaction` {transaction} → {signature}. Transactions are
 * base64 for WalletConnect (as the demo wallet reads them) and base58 for the frame.
 * The answers are parsed; a malformed one is an error, never half-used.
 */
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { SolanaError } from './SolanaError.ts'
import type { SolanaSigner } from './SolanaSigner.ts'

/** Sends one request for `network` and resolves with the wallet's raw answer. */
export type SolanaRequest = (
  method: string,
  params: Record<string, unknown>,
  network: CaipNetwork,
) => Promise<unknown>

const base58String = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const signatureAnswer = z.object({ signature: base58String })
const transactionAnswer = z.object({ transaction: z.string().check(z.minLength(1)) })

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new SolanaError(`The wallet's ${method} answer is malformed`, {
      code: 'SOLANA_WALLET_BAD_ANSWER',
    })
  return parsed.data
}

export function createSolanaRpcSigner(deps: {
  address: string
  request: SolanaRequest
  /** The network messages are signed on (a message names no cluster). */
  network(): CaipNetwork
  /** False when the wallet does not answer solana_signAndSendTransaction. */
  canSignAndSend: boolean
  transactionEncoding: 'base58' | 'base64'
}): SolanaSigner {
  const { address, request } = deps
  const codec = deps.transactionEncoding === 'base58' ? base58 : base64
  return {
    address,
    async signMessage(message) {
      const answer = await request(
        'solana_signMessage',
        { message: base58.encode(message), pubkey: address },
        deps.network(),
      )
      return base58.decode(parse(signatureAnswer, answer, 'solana_signMessage').signature)
    },
    async signTransaction(transaction, network) {
      const answer = await request(
        'solana_signTransaction',
        { transaction: codec.encode(transaction), pubkey: address },
        network,
      )
      try {
        return codec.decode(parse(transactionAnswer, answer, 'solana_signTransaction').transaction)
      } catch (error) {
        if (error instanceof SolanaError) throw error
        throw new SolanaError('The wallet returned a transaction that cannot be read', {
          code: 'SOLANA_BAD_SIGNED_TRANSACTION',
          cause: error,
        })
      }
    },
    ...(deps.canSignAndSend
      ? {
          async signAndSendTransaction(transaction: Uint8Array, network: CaipNetwork) {
            const answer = await request(
              'solana_signAndSendTransaction',
              { transaction: codec.encode(transaction), pubkey: address },
              network,
            )
            return parse(signatureAnswer, answer, 'solana_signAndSendTransaction').signature
          },
        }
      : {}),
  }
}
