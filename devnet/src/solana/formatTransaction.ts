/**
 * getTransaction's answer for a recorded transaction in the encodings web3.js asks for:
 * `json` (getTransaction), `jsonParsed` (getParsedTransaction) and `base64`.
 */
import { base58 } from '@scure/base'
import { type CompiledInstructionJson, parseInstruction } from './parseInstruction.ts'
import type { TransactionRecord } from './transactionHistory.ts'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

const compiled = (ix: CompiledInstructionJson) => ({
  programIdIndex: ix.programIdIndex,
  accounts: ix.accounts,
  data: base58.encode(ix.data),
  stackHeight: ix.stackHeight ?? null,
})

export function formatTransaction(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const { transaction: tx, accountKeys, meta } = record
  const message = tx.message
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey.toBase58(),
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}
  const instructions: CompiledInstructionJson[] = message.compiledInstructions.map((ix) => ({
    programIdIndex: ix.programIdIndex,
    accounts: ix.accountKeyIndexes,
    data: ix.data,
    stackHeight: null,
  }))
  const parsed = encoding === 'jsonParsed'
  const signatures = tx.signatures.map((signature) => base58.encode(signature))
  let transaction: unknown
  if (encoding === 'base64')
    transaction = [Buffer.from(tx.serialize()).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [base58.encode(tx.serialize()), 'base58']
  else if (parsed)
    transaction = {
      signatures,
      message: {
        accountKeys: accountKeys.map((pubkey, i) => ({
          pubkey,
          signer: message.isAccountSigner(i),
          writable: message.isAccountWritable(i),
          source: 'transaction',
        })),
        recentBlockhash: message.recentBlockhash,
        instructions: instructions.map((ix) => parseInstruction(ix, accountKeys)),
        ...lookups,
      },
    }
  else
    transaction = {
      signatures,
      message: {
        header: message.header,
        accountKeys,
        recentBlockhash: message.recentBlockhash,
        instructions: instructions.map(compiled),
        ...lookups,
      },
    }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction,
    meta: {
      err: meta.err,
      status: meta.err === null ? { Ok: null } : { Err: meta.err },
      fee: meta.fee,
      preBalances: meta.preBalances,
      postBalances: meta.postBalances,
      innerInstructions: meta.innerInstructions.map((inner) => ({
        index: inner.index,
        instructions: inner.instructions.map((ix) =>
          parsed ? parseInstruction(ix, accountKeys) : compiled(ix),
        ),
      })),
      logMessages: meta.logMessages,
      preTokenBalances: meta.preTokenBalances,
      postTokenBalances: meta.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: meta.computeUnitsConsumed,
    },
    ...(withVersion ? { version: message.version } : {}),
  }
}
