/**
 * Account encodings of the RPC (`base64`, `base58`, `jsonParsed` for SPL token mints and
 * accounts), as getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner and
 * accountNotification send them.
 */
import { base58 } from '@scure/base'
import type { LiteSVM } from 'litesvm'
import type { RawAccount } from './readAccount.ts'
import { parseMint, parseTokenAccount, TOKEN_PROGRAMS, tokenBalanceOf } from './tokenState.ts'

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

export interface DataSlice {
  offset: number
  length: number
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
