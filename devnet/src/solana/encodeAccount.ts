/**
 * Account encodings of the RPC (`base64`, `base58`, `jsonParsed` for SPL token mints and
 * accounts), as getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner and
 * accountNotification send them.
 */
import { base58 } from '@scure/base'
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import type { LiteSVM } from 'litesvm'
import { type UiTokenAmount, uiTokenAmount } from './tokenAmount.ts'

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

export interface RawAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export interface DataSlice {
  offset: number
  length: number
}

const TOKEN_PROGRAMS: Record<string, string> = {
  [TOKEN_PROGRAM_ID.toBase58()]: 'spl-token',
  [TOKEN_2022_PROGRAM_ID.toBase58()]: 'spl-token-2022',
}

export function readAccount(svm: LiteSVM, address: string): RawAccount | null {
  const account = svm.getAccount(address as Parameters<LiteSVM['getAccount']>[0])
  if (!account.exists) return null
  return {
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    data: account.data,
    executable: account.executable,
  }
}

export interface ParsedTokenAccount {
  mint: string
  owner: string
  amount: bigint
  state: 'initialized' | 'frozen'
  delegate?: string
  delegatedAmount: bigint
  closeAuthority?: string
  isNative: boolean
}

/** The token account in `account`, if it is one (a token program's 165-byte state). */
export function parseTokenAccount(account: RawAccount | null): ParsedTokenAccount | null {
  if (!account || !TOKEN_PROGRAMS[account.owner] || account.data.length < ACCOUNT_SIZE) return null
  // Token-2022 accounts with extensions carry their type at byte 165 (1 mint, 2 account).
  if (account.data.length > ACCOUNT_SIZE && account.data[ACCOUNT_SIZE] !== 2) return null
  const raw = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE))
  if (raw.state === AccountState.Uninitialized) return null
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: raw.state === AccountState.Frozen ? 'frozen' : 'initialized',
    delegate: raw.delegateOption ? raw.delegate.toBase58() : undefined,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : undefined,
    isNative: raw.isNativeOption === 1,
  }
}

export interface ParsedMint {
  decimals: number
  supply: bigint
  mintAuthority: string | null
  freezeAuthority: string | null
  isInitialized: boolean
}

export function parseMint(account: RawAccount | null): ParsedMint | null {
  if (!account || !TOKEN_PROGRAMS[account.owner] || account.data.length < MINT_SIZE) return null
  if (account.data.length === ACCOUNT_SIZE) return null
  if (account.data.length > ACCOUNT_SIZE && account.data[ACCOUNT_SIZE] !== 1) return null
  const raw = MintLayout.decode(account.data.subarray(0, MINT_SIZE))
  if (!raw.isInitialized) return null
  return {
    decimals: raw.decimals,
    supply: raw.supply,
    mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority.toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority.toBase58() : null,
    isInitialized: raw.isInitialized,
  }
}

/** A token account's balance with its mint's decimals (0 when the mint is missing). */
export function tokenBalanceOf(svm: LiteSVM, token: ParsedTokenAccount): UiTokenAmount {
  const mint = parseMint(readAccount(svm, token.mint))
  return uiTokenAmount(token.amount, mint?.decimals ?? 0)
}

function parsedData(svm: LiteSVM, account: RawAccount): unknown {
  const program = TOKEN_PROGRAMS[account.owner]
  if (!program) return null
  const token = parseTokenAccount(account)
  if (token) {
    const info: Record<string, unknown> = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: tokenBalanceOf(svm, token),
    }
    if (token.delegate) {
      info.delegate = token.delegate
      info.delegatedAmount = tokenBalanceOf(svm, { ...token, amount: token.delegatedAmount })
    }
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority
    return { program, parsed: { type: 'account', info }, space: account.data.length }
  }
  const mint = parseMint(account)
  if (mint) {
    const info = { ...mint, supply: `${mint.supply}` }
    return { program, parsed: { type: 'mint', info }, space: account.data.length }
  }
  return null
}

export function encodeAccount(
  svm: LiteSVM,
  account: RawAccount,
  encoding: AccountEncoding = 'base64',
  dataSlice?: DataSlice,
) {
  const bytes = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  const parsed = encoding === 'jsonParsed' && !dataSlice ? parsedData(svm, account) : null
  const data =
    parsed ??
    (encoding === 'base58'
      ? [base58.encode(bytes), 'base58']
      : [Buffer.from(bytes).toString('base64'), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.data.length,
  }
}
