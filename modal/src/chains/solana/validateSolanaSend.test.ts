// @vitest-environment node

import type { TokenBalance } from '@portico/shared'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { messages as arabic } from '../../i18n/locales/ar/send.ts'
import { messages as english } from '../../i18n/locales/en/send.ts'
import { messages as spanish } from '../../i18n/locales/es/send.ts'
import {
  getSolanaSendIssue,
  parseSolanaAddress,
  type SolanaSendForm,
  solanaSendInputError,
  solanaSendIssues,
} from './validateSolanaSend.ts'

const CAIP2 = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: CAIP2,
  price: 150,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CAIP2,
  address: `${CAIP2}:${MINT}`,
  price: 1,
  quantity: { decimals: '6', numeric: '10.5' },
  iconUrl: '',
}
const wallet = Keypair.generate().publicKey.toBase58()
// An associated token account: a program address, off the ed25519 curve.
const [offCurve] = PublicKey.findProgramAddressSync(
  [Buffer.from('token account')],
  new PublicKey(MINT),
)
const RENT_MIN = 890_880n
const LAMPORTS = 2_000_000_000n

const issue = (form: Partial<SolanaSendForm>) =>
  getSolanaSendIssue({ token: sol, sendTokenAmount: '1', receiverAddress: wallet, ...form })

describe('getSolanaSendIssue', () => {
  it('asks for a token, an amount and a receiver, in the EVM order', () => {
    expect(getSolanaSendIssue({})).toBe('SELECT_TOKEN')
    expect(issue({ sendTokenAmount: ' ' })).toBe('ENTER_AMOUNT')
    expect(issue({ receiverAddress: '' })).toBe('ENTER_RECEIVER')
    expect(issue({})).toBeUndefined()
  })

  it("checks the amount against the token's decimals and balance", () => {
    expect(issue({ sendTokenAmount: '1e3' })).toBe('INVALID_AMOUNT')
    expect(issue({ sendTokenAmount: '0' })).toBe('INVALID_AMOUNT')
    expect(issue({ sendTokenAmount: '0.0000000001' })).toBe('TOO_MANY_DECIMALS')
    expect(issue({ token: usdc, sendTokenAmount: '1.0000001' })).toBe('TOO_MANY_DECIMALS')
    expect(issue({ sendTokenAmount: '2.000000001' })).toBe('INSUFFICIENT_FUNDS')
    expect(issue({ token: usdc, sendTokenAmount: '10.5' })).toBeUndefined()
  })

  it('takes base58 32-byte addresses only; a token only to a wallet on the curve', () => {
    expect(issue({ receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBe(
      'INVALID_RECEIVER',
    )
    expect(issue({ receiverAddress: 'z'.repeat(44) })).toBe('INVALID_RECEIVER')
    expect(issue({ receiverAddress: 'A'.repeat(32) })).toBe('INVALID_RECEIVER')
    expect(issue({ receiverAddress: `${wallet}0` })).toBe('INVALID_RECEIVER')
    expect(issue({ receiverAddress: ` ${wallet} ` })).toBeUndefined()
    // SOL may go to a program address (a vault); a token would land in an account no wallet shows.
    expect(issue({ receiverAddress: offCurve.toBase58() })).toBeUndefined()
    expect(issue({ token: usdc, receiverAddress: offCurve.toBase58() })).toBe('INVALID_RECEIVER')
  })

  it('needs SOL for the amount, the fee and a new token account’s rent', () => {
    const cost = { feeLamports: 5000n, rentLamports: 0n }
    expect(issue({ sendTokenAmount: '2', solLamports: LAMPORTS, cost })).toBe('INSUFFICIENT_GAS')
    expect(issue({ sendTokenAmount: '1.999995', solLamports: LAMPORTS, cost })).toBeUndefined()
    const newAccount = { feeLamports: 5000n, rentLamports: 2_039_280n }
    expect(issue({ token: usdc, solLamports: 2_044_279n, cost: newAccount })).toBe(
      'INSUFFICIENT_GAS',
    )
    expect(issue({ token: usdc, solLamports: 2_044_280n, cost: newAccount })).toBeUndefined()
  })

  it('keeps both SOL accounts rent-exempt: a new receiver gets the minimum, the sender keeps it or nothing', () => {
    const rules = { rentExemptMinimum: RENT_MIN }
    expect(issue({ ...rules, receiverLamports: 0n, sendTokenAmount: '0.00089087' })).toBe(
      'BELOW_RENT_MINIMUM',
    )
    expect(issue({ ...rules, receiverLamports: 0n, sendTokenAmount: '0.00089088' })).toBeUndefined()
    expect(issue({ ...rules, receiverLamports: 1n, sendTokenAmount: '0.000001' })).toBeUndefined()
    // Tokens go to token accounts: the rule is SOL's only.
    expect(
      issue({ ...rules, token: usdc, receiverLamports: 0n, sendTokenAmount: '0.000001' }),
    ).toBe(undefined)
    const cost = { feeLamports: 5000n, rentLamports: 0n }
    const sender = { ...rules, solLamports: LAMPORTS, cost }
    expect(issue({ ...sender, sendTokenAmount: '1.9995' })).toBe('BELOW_RENT_MINIMUM')
    expect(issue({ ...sender, sendTokenAmount: '1.999995' })).toBeUndefined()
    expect(issue({ ...sender, sendTokenAmount: '1.99' })).toBeUndefined()
  })

  it('has a text in every locale for every issue', () => {
    expect(english['send.issue.BELOW_RENT_MINIMUM']).toEqual([
      'A Solana account must keep at least 0.00089088 SOL (rent)',
    ])
    for (const catalogue of [english, spanish, arabic])
      for (const found of solanaSendIssues) expect(catalogue[`send.issue.${found}`]).toBeDefined()
  })
})

describe('solanaSendInputError', () => {
  it("gives SPEC §5's text for a missing or invalid amount or receiver only", () => {
    expect(solanaSendInputError('ENTER_RECEIVER')).toMatchObject({
      code: 'SOLANA_SEND_INVALID',
      shortMessage: 'Please enter a valid amount and receiver address',
    })
    expect(solanaSendInputError('INVALID_AMOUNT')?.code).toBe('SOLANA_SEND_INVALID')
    expect(solanaSendInputError('INSUFFICIENT_GAS')).toBeUndefined()
    expect(solanaSendInputError(undefined)).toBeUndefined()
  })
})

describe('parseSolanaAddress', () => {
  it('gives the public key of a canonical base58 address', () => {
    expect(parseSolanaAddress(wallet)?.toBase58()).toBe(wallet)
    expect(parseSolanaAddress('')).toBeUndefined()
  })
})
