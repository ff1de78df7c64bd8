/**
 * The JSON-RPC method table of the local cluster: every method @solana/web3.js 1.98 and the
 * wallet-standard flows call, answering in the shapes the library's own decoders accept.
 */
import { base58 } from '@scure/base'
import { PublicKey, VersionedMessage } from '@solana/web3.js'
import { z } from 'zod'
import type { SolanaCluster } from './createSolanaCluster.ts'
import { encodeAccount } from './encodeAccount.ts'
import { formatTransaction } from './formatTransaction.ts'
import { programAccountFilter, programAccounts } from './programAccounts.ts'
import { readAccount } from './readAccount.ts'
import {
  accountConfig,
  accountEncoding,
  commitment,
  contextConfig,
  dataSlice,
  parseParams,
  pubkey,
  signature,
} from './rpcParams.ts'
import { SLOTS_PER_EPOCH } from './slotClock.ts'
import { invalidParams, RPC_ERROR, SolanaRpcError } from './solanaRpcError.ts'
import { deserializeTransaction } from './svmTransaction.ts'
import { uiTokenAmount } from './tokenAmount.ts'
import { parseMint, parseTokenAccount, tokenBalanceOf } from './tokenState.ts'
import { feeForMessage } from './transactionFee.ts'

export const SOLANA_CORE_VERSION = '2.2.0'

export type RpcMethod = (cluster: SolanaCluster, params: unknown) => unknown

const u64 = z.union([z.number().int().min(0), z.bigint().min(0n)])

function decodeWire(text: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    const bytes = encoding === 'base64' ? Buffer.from(text, 'base64') : base58.decode(text)
    if (bytes.length === 0) throw new Error('empty')
    return bytes
  } catch {
    throw invalidParams(`invalid ${encoding} encoding`)
  }
}

const withContext = (cluster: SolanaCluster, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot: cluster.clock.slot },
  value,
})

function tokenAccountOrThrow(cluster: SolanaCluster, address: string) {
  const token = parseTokenAccount(readAccount(cluster.svm, address))
  if (!token) throw invalidParams('not a Token account')
  return token
}

const sendConfig = z
  .looseObject({
    encoding: z.enum(['base58', 'base64']).default('base58'),
    skipPreflight: z.boolean().default(false),
    preflightCommitment: commitment,
    maxRetries: z.number().int().min(0).optional(),
    minContextSlot: z.number().optional(),
  })
  .default({ encoding: 'base58', skipPreflight: false })

const simulateConfig = z
  .looseObject({
    encoding: z.enum(['base58', 'base64']).default('base58'),
    sigVerify: z.boolean().default(false),
    replaceRecentBlockhash: z.boolean().default(false),
    commitment,
    accounts: z.object({ addresses: z.array(pubkey), encoding: accountEncoding }).optional(),
  })
  .default({ encoding: 'base58', sigVerify: false, replaceRecentBlockhash: false })

export const rpcMethods: Record<string, RpcMethod> = {
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getHealth: () => 'ok',
  getGenesisHash: (c) => c.genesisHash,
  getSlot: (c, p) => {
    parseParams(z.tuple([contextConfig]), p)
    return c.clock.slot
  },
  getBlockHeight: (c, p) => {
    parseParams(z.tuple([contextConfig]), p)
    return c.clock.blockHeight
  },
  getTransactionCount: (c) => c.history.count,
  getFirstAvailableBlock: () => 0,
  minimumLedgerSlot: () => 0,
  getEpochInfo: (c, p) => {
    parseParams(z.tuple([contextConfig]), p)
    const slot = c.clock.slot
    return {
      absoluteSlot: slot,
      blockHeight: c.clock.blockHeight,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: c.history.count,
    }
  },
  getEpochSchedule: () => ({
    slotsPerEpoch: SLOTS_PER_EPOCH,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    warmup: false,
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
  }),
  getLatestBlockhash: (c, p) => {
    parseParams(z.tuple([contextConfig]), p)
    const { blockhash, lastValidBlockHeight } = c.clock
    return withContext(c, { blockhash, lastValidBlockHeight })
  },
  isBlockhashValid: (c, p) => {
    const [hash] = parseParams(z.tuple([z.string(), contextConfig]), p)
    return withContext(c, c.clock.isBlockhashValid(hash))
  },
  getFeeForMessage: (c, p) => {
    const [encoded] = parseParams(z.tuple([z.string(), contextConfig]), p)
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(decodeWire(encoded, 'base64'))
    } catch (cause) {
      if (cause instanceof SolanaRpcError) throw cause
      throw invalidParams('invalid message')
    }
    const valid = c.clock.isBlockhashValid(message.recentBlockhash)
    return withContext(c, valid ? feeForMessage(message) : null)
  },
  getMinimumBalanceForRentExemption: (c, p) => {
    const [size] = parseParams(z.tuple([z.number().int().min(0), contextConfig]), p)
    return Number(c.svm.minimumBalanceForRentExemption(BigInt(size)))
  },
  getBalance: (c, p) => {
    const [address] = parseParams(z.tuple([pubkey, contextConfig]), p)
    return withContext(c, Number(readAccount(c.svm, address)?.lamports ?? 0n))
  },
  getAccountInfo: (c, p) => {
    const [address, config] = parseParams(z.tuple([pubkey, accountConfig]), p)
    const account = readAccount(c.svm, address)
    return withContext(
      c,
      account && encodeAccount(c.svm, account, config.encoding, config.dataSlice),
    )
  },
  getMultipleAccounts: (c, p) => {
    const [addresses, config] = parseParams(z.tuple([z.array(pubkey).max(100), accountConfig]), p)
    return withContext(
      c,
      addresses.map((address) => {
        const account = readAccount(c.svm, address)
        return account && encodeAccount(c.svm, account, config.encoding, config.dataSlice)
      }),
    )
  },
  getProgramAccounts: (c, p) => {
    const config = z
      .looseObject({
        commitment,
        encoding: accountEncoding,
        dataSlice,
        filters: z.array(programAccountFilter).max(4).optional(),
        withContext: z.boolean().optional(),
        minContextSlot: z.number().optional(),
      })
      .default({ encoding: 'base64' })
    const [programId, options] = parseParams(z.tuple([pubkey, config]), p)
    const found = programAccounts(c.svm, programId, options.filters)
    const value = found.map(({ pubkey: address, account }) => ({
      pubkey: address,
      account: encodeAccount(c.svm, account, options.encoding, options.dataSlice),
    }))
    return options.withContext ? withContext(c, value) : value
  },
  getTokenAccountsByOwner: (c, p) => {
    const filter = z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })])
    const [owner, by, config] = parseParams(z.tuple([pubkey, filter, accountConfig]), p)
    const programId = 'programId' in by ? by.programId : readAccount(c.svm, by.mint)?.owner
    if (!programId) return withContext(c, [])
    const value = programAccounts(c.svm, programId).flatMap(({ pubkey: address, account }) => {
      const token = parseTokenAccount(account)
      if (!token || token.owner !== owner || ('mint' in by && token.mint !== by.mint)) return []
      return [
        {
          pubkey: address,
          account: encodeAccount(c.svm, account, config.encoding, config.dataSlice),
        },
      ]
    })
    return withContext(c, value)
  },
  getTokenAccountBalance: (c, p) => {
    const [address] = parseParams(z.tuple([pubkey, contextConfig]), p)
    return withContext(c, tokenBalanceOf(c.svm, tokenAccountOrThrow(c, address)))
  },
  getTokenSupply: (c, p) => {
    const [address] = parseParams(z.tuple([pubkey, contextConfig]), p)
    const mint = parseMint(readAccount(c.svm, address))
    if (!mint) throw invalidParams('not a Token mint')
    return withContext(c, uiTokenAmount(mint.supply, mint.decimals))
  },
  getTokenLargestAccounts: (c, p) => {
    const [address] = parseParams(z.tuple([pubkey, contextConfig]), p)
    const account = readAccount(c.svm, address)
    const mint = parseMint(account)
    if (!account || !mint) throw invalidParams('not a Token mint')
    const holders = programAccounts(c.svm, account.owner, [
      { memcmp: { offset: 0, bytes: address } },
    ])
      .flatMap(({ pubkey: holder, account: held }) => {
        const token = parseTokenAccount(held)
        return token ? [{ address: holder, amount: token.amount }] : []
      })
      .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
      .slice(0, 20)
    return withContext(
      c,
      holders.map((h) => ({ address: h.address, ...uiTokenAmount(h.amount, mint.decimals) })),
    )
  },
  sendTransaction: (c, p) => {
    const [encoded, config] = parseParams(z.tuple([z.string(), sendConfig]), p)
    return c.sendTransaction(decodeWire(encoded, config.encoding), {
      skipPreflight: config.skipPreflight,
    })
  },
  simulateTransaction: (c, p) => {
    const [encoded, config] = parseParams(z.tuple([z.string(), simulateConfig]), p)
    if (config.sigVerify && config.replaceRecentBlockhash)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const tx = deserializeTransaction(decodeWire(encoded, config.encoding))
    const result = c.simulateTransaction(tx, config)
    const accounts =
      config.accounts?.addresses.map((address) => {
        const account = result.postAccounts.get(address) ?? readAccount(c.svm, address)
        return account && encodeAccount(c.svm, account, config.accounts?.encoding)
      }) ?? null
    return withContext(c, {
      err: result.err,
      logs: result.logs,
      accounts,
      unitsConsumed: result.unitsConsumed,
      returnData: result.returnData,
      innerInstructions: null,
      ...(config.replaceRecentBlockhash
        ? {
            replacementBlockhash: {
              blockhash: c.clock.blockhash,
              lastValidBlockHeight: c.clock.lastValidBlockHeight,
            },
          }
        : {}),
    })
  },
  getSignatureStatuses: (c, p) => {
    const config = z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional()
    const [signatures] = parseParams(z.tuple([z.array(signature).max(256), config]), p)
    return withContext(
      c,
      signatures.map((sig) => {
        const record = c.history.get(sig)
        if (!record) return null
        const { err } = record.meta
        return {
          slot: record.slot,
          confirmations: null,
          err,
          status: err === null ? { Ok: null } : { Err: err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  },
  getSignaturesForAddress: (c, p) => {
    const config = z
      .looseObject({
        limit: z.number().int().min(1).max(1000).default(1000),
        before: signature.optional(),
        until: signature.optional(),
        commitment,
        minContextSlot: z.number().optional(),
      })
      .default({ limit: 1000 })
    const [address, { limit, before, until }] = parseParams(z.tuple([pubkey, config]), p)
    let records = c.history.forAddress(address)
    if (before) {
      const at = records.findIndex((r) => r.signature === before)
      records = at < 0 ? [] : records.slice(at + 1)
    }
    if (until) {
      const at = records.findIndex((r) => r.signature === until)
      if (at >= 0) records = records.slice(0, at)
    }
    return records.slice(0, limit).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.meta.err,
      memo: record.memo,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }))
  },
  getTransaction: (c, p) => {
    const config = z
      .looseObject({
        encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).default('json'),
        commitment,
        maxSupportedTransactionVersion: z.number().int().min(0).optional(),
      })
      .default({ encoding: 'json' })
    const [sig, { encoding, maxSupportedTransactionVersion }] = parseParams(
      z.tuple([signature, config]),
      p,
    )
    const record = c.history.get(sig)
    if (!record) return null
    const version = record.transaction.version
    if (version !== 'legacy' && (maxSupportedTransactionVersion ?? -1) < version)
      throw new SolanaRpcError(
        RPC_ERROR.unsupportedTransactionVersion,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      )
    return formatTransaction(record, encoding, maxSupportedTransactionVersion !== undefined)
  },
  requestAirdrop: (c, p) => {
    const [to, lamports] = parseParams(z.tuple([pubkey, u64, contextConfig]), p)
    if (BigInt(lamports) === 0n) throw invalidParams('lamports must be more than 0')
    return c.requestAirdrop(new PublicKey(to).toBase58(), BigInt(lamports))
  },
  getRecentPrioritizationFees: (c, p) => {
    parseParams(z.tuple([z.array(pubkey).max(128).optional()]), p)
    // Nobody competes for block space here: the last slots' fee is 0.
    const slot = c.clock.slot
    return Array.from({ length: Math.min(150, slot + 1) }, (_, i) => ({
      slot: slot - i,
      prioritizationFee: 0,
    })).reverse()
  },
}
