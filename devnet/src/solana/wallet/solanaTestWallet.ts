/**
 * The test wallet's Solana account and the answers behind its Wallet Standard features
 * (standard:connect, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction)
 * for one mnemonic account, m/44'/501'/<index>'/0' as the demo wallet derives it, so account i
 * is the local cluster's funded test key i. Bytes travel base64 (they cross the extension's
 * JSON channel). Approval is the caller's job; this signs and talks to the cluster's RPC.
 */

import { ed25519 } from '@noble/curves/ed25519'
import { PorticoError } from '@portico/shared'
import { base58, base64 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { z } from 'zod'
import {
  deriveSolanaAccount,
  type SolanaAccount,
} from '../../../wallet/src/accounts/solanaAccount.ts'
import { signSolanaTransaction } from '../../../wallet/src/accounts/solanaTransaction.ts'

/** One cluster the wallet signs for: its CAIP-2 id (`solana:<genesis hash prefix>`) and RPC. */
export interface SolanaWalletCluster {
  chain: string
  rpcUrl: string
}

export class SolanaWalletError extends PorticoError {
  override name = 'SolanaWalletError'
  /** EIP-1193-style code the extension answers with: -32602 invalid params, 4100 unauthorized. */
  readonly rpcCode: number
  constructor(rpcCode: number, message: string) {
    super(message, { code: 'SOLANA_WALLET_REQUEST_FAILED' })
    this.rpcCode = rpcCode
  }
}

const invalid = (message: string) => new SolanaWalletError(-32602, message)

const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 address')
const base64Bytes = z
  .string()
  .min(1)
  .max(2_000_000)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
export const solanaChainSchema = z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, {
  message: 'must be a Solana CAIP-2 chain id',
})
const commitment = z.enum(['processed', 'confirmed', 'finalized'])

export const solanaConnectParams = z
  .strictObject({ silent: z.boolean().optional() })
  .default({ silent: false })
export const solanaSignMessageParams = z.strictObject({
  account: base58Address,
  message: base64Bytes,
})
export const solanaSignTransactionParams = z.strictObject({
  account: base58Address,
  chain: solanaChainSchema.optional(),
  transaction: base64Bytes,
})
export const solanaSignAndSendParams = z.strictObject({
  account: base58Address,
  chain: solanaChainSchema,
  transaction: base64Bytes,
  options: z
    .strictObject({
      preflightCommitment: commitment.optional(),
      commitment: commitment.optional(),
      skipPreflight: z.boolean().optional(),
      maxRetries: z.number().int().min(0).max(100).optional(),
      minContextSlot: z.number().int().min(0).optional(),
      mode: z.enum(['parallel', 'serial']).optional(),
    })
    .optional(),
})

export type SolanaSignAndSendParams = z.infer<typeof solanaSignAndSendParams>

/** What the cluster's RPC answers; only `result` or `error` is read. */
const rpcAnswer = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
  z.object({ result: z.string() }),
])

export interface SolanaTestWallet {
  address: string
  /** The account's public key, base64 (32 bytes). */
  publicKey: string
  chains: string[]
  signMessage(params: z.infer<typeof solanaSignMessageParams>): {
    signedMessage: string
    signature: string
  }
  signTransaction(params: z.infer<typeof solanaSignTransactionParams>): {
    signedTransaction: string
  }
  /** Signs, sends to the chain's RPC (`sendTransaction`, base64) and answers the signature (base58). */
  signAndSendTransaction(params: SolanaSignAndSendParams): Promise<{ signature: string }>
}

export function deriveSolanaWalletAccount(mnemonic: string, index: number): SolanaAccount {
  return deriveSolanaAccount(mnemonicToSeedSync(mnemonic), index)
}

export function createSolanaTestWallet(
  account: SolanaAccount,
  clusters: readonly SolanaWalletCluster[],
  fetchImpl: typeof fetch = fetch,
): SolanaTestWallet {
  const requireOwnAccount = (address: string) => {
    if (address !== account.address)
      throw new SolanaWalletError(4100, `The account ${address} is not this wallet's account.`)
  }
  const requireCluster = (chain: string | undefined): SolanaWalletCluster | undefined => {
    if (chain === undefined) return undefined
    const cluster = clusters.find((c) => c.chain === chain)
    if (!cluster) throw invalid(`The chain ${chain} is not one of this wallet's chains.`)
    return cluster
  }
  const sign = (transaction: string) => {
    try {
      return signSolanaTransaction(account, transaction)
    } catch (error) {
      throw invalid(error instanceof Error ? error.message : String(error))
    }
  }
  return {
    address: account.address,
    publicKey: base64.encode(account.publicKey),
    chains: clusters.map((c) => c.chain),
    signMessage({ account: address, message }) {
      requireOwnAccount(address)
      const bytes = base64.decode(message)
      const signature = ed25519.sign(bytes, account.privateKey)
      return { signedMessage: message, signature: base64.encode(signature) }
    },
    signTransaction({ account: address, chain, transaction }) {
      requireOwnAccount(address)
      requireCluster(chain)
      return { signedTransaction: sign(transaction).transaction }
    },
    async signAndSendTransaction({ account: address, chain, transaction, options }) {
      requireOwnAccount(address)
      const cluster = requireCluster(chain) as SolanaWalletCluster
      const signed = sign(transaction)
      const config = {
        encoding: 'base64',
        ...(options?.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options?.preflightCommitment
          ? { preflightCommitment: options.preflightCommitment }
          : {}),
        ...(options?.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
        ...(options?.minContextSlot !== undefined
          ? { minContextSlot: options.minContextSlot }
          : {}),
      }
      let answer: unknown
      try {
        const response = await fetchImpl(cluster.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'sendTransaction',
            params: [signed.transaction, config],
          }),
        })
        answer = await response.json()
      } catch (error) {
        throw new SolanaWalletError(
          -32603,
          `The cluster ${cluster.chain} could not be reached: ${String(error)}`,
        )
      }
      const parsed = rpcAnswer.safeParse(answer)
      if (!parsed.success)
        throw new SolanaWalletError(-32603, `The cluster ${cluster.chain} answered garbage.`)
      if ('error' in parsed.data) throw new SolanaWalletError(-32603, parsed.data.error.message)
      if (parsed.data.result !== signed.signature)
        throw new SolanaWalletError(-32603, 'The cluster answered another transaction signature.')
      return { signature: signed.signature }
    },
  }
}

/** base58 of raw bytes given base64 (for approval texts and signatures shown to people). */
export const base64ToBase58 = (value: string): string => base58.encode(base64.decode(value))
