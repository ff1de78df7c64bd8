/**
 * `jsonParsed` instructions: what an RPC node makes of the instructions of the programs a
 * wallet's history shows (system transfers, SPL token transfers and mints, associated token
 * accounts, memos). Anything else stays partially decoded ({programId, accounts, data}).
 */
import { base58 } from '@scure/base'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { SystemProgram } from '@solana/web3.js'
import { uiTokenAmount } from './tokenAmount.ts'

export const MEMO_PROGRAM_ID = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

export interface CompiledInstructionJson {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  stackHeight?: number | null
}

type Parsed = { program: string; parsed: unknown }

const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8 ? new DataView(data.buffer, data.byteOffset).getBigUint64(at, true) : null

function parseSystem(data: Uint8Array, keys: string[]): Parsed | null {
  const tag = data.length >= 4 ? new DataView(data.buffer, data.byteOffset).getUint32(0, true) : -1
  if (tag === 2 && keys.length >= 2) {
    const lamports = u64(data, 4)
    if (lamports === null) return null
    const info = { source: keys[0], destination: keys[1], lamports: Number(lamports) }
    return { program: 'system', parsed: { type: 'transfer', info } }
  }
  if (tag === 0 && keys.length >= 2 && data.length >= 52) {
    const info = {
      source: keys[0],
      newAccount: keys[1],
      lamports: Number(u64(data, 4)),
      space: Number(u64(data, 12)),
      owner: base58.encode(data.subarray(20, 52)),
    }
    return { program: 'system', parsed: { type: 'createAccount', info } }
  }
  return null
}

function parseToken(program: string, data: Uint8Array, keys: string[]): Parsed | null {
  const amount = u64(data, 1)
  const parsed = (type: string, info: unknown) => ({ program, parsed: { type, info } })
  switch (data[0]) {
    case 3:
      if (amount === null || keys.length < 3) return null
      return parsed('transfer', {
        source: keys[0],
        destination: keys[1],
        authority: keys[2],
        amount: `${amount}`,
      })
    case 7:
      if (amount === null || keys.length < 3) return null
      return parsed('mintTo', {
        mint: keys[0],
        account: keys[1],
        mintAuthority: keys[2],
        amount: `${amount}`,
      })
    case 12:
      if (amount === null || keys.length < 4 || data.length < 10) return null
      return parsed('transferChecked', {
        source: keys[0],
        mint: keys[1],
        destination: keys[2],
        authority: keys[3],
        tokenAmount: uiTokenAmount(amount, data[9] as number),
      })
    default:
      return null
  }
}

function parseAssociatedTokenAccount(data: Uint8Array, keys: string[]): Parsed | null {
  if (keys.length < 6) return null
  const type =
    data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : null
  if (!type) return null
  const [source, account, wallet, mint, systemProgram, tokenProgram] = keys
  const info = { source, account, wallet, mint, systemProgram, tokenProgram }
  return { program: 'spl-associated-token-account', parsed: { type, info } }
}

/** An instruction as jsonParsed shows it, given the transaction's account keys. */
export function parseInstruction(instruction: CompiledInstructionJson, accountKeys: string[]) {
  const programId = accountKeys[instruction.programIdIndex] ?? ''
  const keys = instruction.accounts.map((i) => accountKeys[i] ?? '')
  const { data } = instruction
  const stackHeight = instruction.stackHeight ?? null
  let parsed: Parsed | null = null
  if (programId === SystemProgram.programId.toBase58()) parsed = parseSystem(data, keys)
  else if (programId === TOKEN_PROGRAM_ID.toBase58()) parsed = parseToken('spl-token', data, keys)
  else if (programId === TOKEN_2022_PROGRAM_ID.toBase58())
    parsed = parseToken('spl-token-2022', data, keys)
  else if (programId === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58())
    parsed = parseAssociatedTokenAccount(data, keys)
  else if (programId === MEMO_PROGRAM_ID)
    parsed = { program: 'spl-memo', parsed: new TextDecoder().decode(data) }
  if (parsed) return { ...parsed, programId, stackHeight }
  return { programId, accounts: keys, data: base58.encode(data), stackHeight }
}
