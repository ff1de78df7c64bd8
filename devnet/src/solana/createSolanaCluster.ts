/**
 * One local Solana cluster: an in-process SVM (litesvm) seeded with the test keys and mints,
 * its slot clock and its transaction history. The RPC and PubSub servers are views onto it;
 * everything that changes state goes through `sendTransaction` so that history, statuses and
 * notifications never disagree.
 */
import { base58 } from '@scure/base'
import { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { SOLANA_LOCAL_GENESIS_HASH } from './genesisHash.ts'
import { MEMO_PROGRAM_ID } from './parseInstruction.ts'
import { preflightFailure } from './preflightFailure.ts'
import { readAccount } from './readAccount.ts'
import { type SeedResult, seedCluster } from './seedCluster.ts'
import { createSlotClock, type SlotClock } from './slotClock.ts'
import { RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'
import { deserializeTransaction, svmOutcome, toSvmTransaction } from './svmTransaction.ts'
import { parseTokenAccount, tokenBalanceOf } from './tokenState.ts'
import { landsWhenFailed, type RpcTransactionError } from './transactionError.ts'
import { feeForMessage } from './transactionFee.ts'
import {
  createTransactionHistory,
  type TokenBalance,
  type TransactionHistory,
  type TransactionRecord,
} from './transactionHistory.ts'

export interface SolanaClusterOptions {
  /** Names the cluster (CAIP-2 `solana:<first 32 chars>`); default SOLANA_LOCAL_GENESIS_HASH. */
  genesisHash?: string
  /** Milliseconds per slot (default 400, as on mainnet). */
  slotMs?: number
}

export interface SimulationResult {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
  /** Accounts after the simulated transaction (litesvm's view), by address. */
  postAccounts: Map<
    string,
    { lamports: bigint; owner: string; data: Uint8Array; executable: boolean }
  >
}

export interface SolanaCluster {
  readonly svm: LiteSVM
  readonly clock: SlotClock
  readonly history: TransactionHistory
  readonly genesisHash: string
  readonly seed: SeedResult
  /** Runs a wire-format transaction; returns its signature or throws the RPC's error. */
  sendTransaction(wire: Uint8Array, options?: { skipPreflight?: boolean }): string
  simulateTransaction(
    tx: VersionedTransaction,
    options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
  ): SimulationResult
  /** Sends `lamports` from the faucet to `to` in a real transfer; returns its signature. */
  requestAirdrop(to: string, lamports: bigint): string
  onTransaction(listener: (record: TransactionRecord) => void): () => void
  stop(): void
}

export function createSolanaCluster(options: SolanaClusterOptions = {}): SolanaCluster {
  const genesisHash = options.genesisHash ?? SOLANA_LOCAL_GENESIS_HASH
  const svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false)
  const seed = seedCluster(svm)
  const clock = createSlotClock(svm, genesisHash, { slotMs: options.slotMs })
  const history = createTransactionHistory()
  const listeners = new Set<(record: TransactionRecord) => void>()

  const balances = (keys: string[]) =>
    keys.map((key) => Number(readAccount(svm, key)?.lamports ?? 0n))
  const tokenBalances = (keys: string[]): TokenBalance[] =>
    keys.flatMap((key, accountIndex) => {
      const account = readAccount(svm, key)
      const token = parseTokenAccount(account)
      if (!account || !token) return []
      const uiTokenAmount = tokenBalanceOf(svm, token)
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: account.owner,
          uiTokenAmount,
        },
      ]
    })

  const simulate = (tx: VersionedTransaction, sigVerify: boolean) => {
    svm.withSigverify(sigVerify)
    try {
      return svm.simulateTransaction(toSvmTransaction(tx))
    } finally {
      svm.withSigverify(true)
    }
  }

  const cluster: SolanaCluster = {
    svm,
    clock,
    history,
    genesisHash,
    seed,
    sendTransaction(wire, { skipPreflight = false } = {}) {
      const tx = deserializeTransaction(wire)
      if (tx.message.addressTableLookups.length > 0)
        throw new SolanaRpcError(
          RPC_ERROR.invalidParams,
          'invalid transaction: address lookup tables are not supported by the local cluster',
        )
      const signature = base58.encode(tx.signatures[0] ?? new Uint8Array(64))
      if (history.get(signature)) throw preflightFailure('AlreadyProcessed')
      if (!clock.isBlockhashValid(tx.message.recentBlockhash))
        throw preflightFailure('BlockhashNotFound')
      if (!skipPreflight) {
        const simulated = simulate(tx, true)
        if (simulated instanceof FailedTransactionMetadata) {
          const { err, logs, unitsConsumed } = svmOutcome(simulated)
          if (err === 'SignatureFailure')
            throw new SolanaRpcError(
              RPC_ERROR.transactionSignatureVerificationFailure,
              'Transaction signature verification failure',
            )
          throw preflightFailure(err ?? 'SanitizeFailure', logs, unitsConsumed)
        }
      }
      const accountKeys = tx.message.staticAccountKeys.map((key) => key.toBase58())
      const preBalances = balances(accountKeys)
      const preTokenBalances = tokenBalances(accountKeys)
      const result = svmOutcome(svm.sendTransaction(toSvmTransaction(tx)))
      if (result.err && !landsWhenFailed(result.err))
        throw preflightFailure(result.err, result.logs)
      const memoIndex = accountKeys.indexOf(MEMO_PROGRAM_ID)
      const memos = tx.message.compiledInstructions
        .filter((ix) => ix.programIdIndex === memoIndex)
        .map((ix) => `[${ix.data.length}] ${new TextDecoder().decode(ix.data)}`)
      const record: TransactionRecord = {
        signature,
        slot: clock.slot,
        blockTime: clock.blockTime,
        transaction: tx,
        accountKeys,
        memo: memos.length ? memos.join('; ') : null,
        meta: {
          err: result.err,
          fee: feeForMessage(tx.message),
          preBalances,
          postBalances: balances(accountKeys),
          preTokenBalances,
          postTokenBalances: tokenBalances(accountKeys),
          logMessages: result.logs,
          innerInstructions: result.innerInstructions.filter((inner) => inner.instructions.length),
          computeUnitsConsumed: result.unitsConsumed,
        },
      }
      history.add(record)
      for (const listener of listeners) listener(record)
      return signature
    },
    simulateTransaction(tx, { sigVerify = false, replaceRecentBlockhash = false } = {}) {
      const empty = { logs: [], unitsConsumed: 0, returnData: null, postAccounts: new Map() }
      if (!replaceRecentBlockhash && !clock.isBlockhashValid(tx.message.recentBlockhash))
        return { err: 'BlockhashNotFound', ...empty }
      const simulated = simulate(tx, sigVerify)
      const { err, logs, unitsConsumed, returnData } = svmOutcome(
        simulated instanceof FailedTransactionMetadata ? simulated : simulated.meta(),
      )
      const postAccounts: SimulationResult['postAccounts'] = new Map()
      if (!(simulated instanceof FailedTransactionMetadata))
        for (const account of simulated.postAccounts())
          postAccounts.set(account.address, {
            lamports: BigInt(account.lamports),
            owner: account.programAddress,
            data: new Uint8Array(account.data),
            executable: account.executable,
          })
      return { err, logs, unitsConsumed, returnData, postAccounts }
    },
    requestAirdrop(to, lamports) {
      const message = new TransactionMessage({
        payerKey: seed.faucet.publicKey,
        recentBlockhash: clock.blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: seed.faucet.publicKey,
            toPubkey: new PublicKey(to),
            lamports,
          }),
        ],
      }).compileToLegacyMessage()
      const tx = new VersionedTransaction(message)
      tx.sign([seed.faucet])
      return cluster.sendTransaction(tx.serialize())
    },
    onTransaction(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => clock.stop(),
  }
  return cluster
}
