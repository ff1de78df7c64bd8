/**
 * SPL token state read from account bytes: token accounts and mints of the token program and
 * of Token-2022 (whose extended accounts say their type at byte 165).
 */
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
import { type RawAccount, readAccount } from './readAccount.ts'
import { type UiTokenAmount, uiTokenAmount } from './tokenAmount.ts'

/** The jsonParsed `program` name of each token program. */
export const TOKEN_PROGRAMS: Record<string, string> = {
  [TOKEN_PROGRAM_ID.toBase58()]: 'spl-token',
  [TOKEN_2022_PROGRAM_ID.toBase58()]: 'spl-token-2022',
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
