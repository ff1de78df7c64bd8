/**
 * Genesis state of a local cluster: funded test keys, a faucet for airdrops, and two SPL mints
 * (6 decimals like USDC, 9 like most Solana tokens) with an associated token account per test
 * key. Accounts are written straight into the SVM, so the seed costs no transactions and
 * leaves no history behind.
 */
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import type { SolanaDeployment } from './solanaDeployment.ts'
import { deriveSolanaTestKeys } from './testKeys.ts'

type SvmAddress = Parameters<LiteSVM['getAccount']>[0]
type SvmAccount = Parameters<LiteSVM['setAccount']>[0]

export const SOLANA_TEST_KEY_COUNT = 5
export const SOLANA_TEST_KEY_LAMPORTS = 1_000n * BigInt(LAMPORTS_PER_SOL)

/** The seeded mints; each test key holds `perAccount` whole tokens of each. */
export const SOLANA_SEED_MINTS = [
  { symbol: 'USDC', name: 'USD Coin (local)', decimals: 6, perAccount: 10_000n },
  { symbol: 'PORT', name: 'Portico Token', decimals: 9, perAccount: 1_000n },
] as const

/** A key fixed by a label: the same mint and faucet addresses on every start. */
export function labelledKeypair(label: string): Keypair {
  return Keypair.fromSeed(sha256(utf8ToBytes(label)))
}

/** Pays airdrops: a real transfer, so an airdrop shows in history like on a public cluster. */
export const faucetKeypair = () => labelledKeypair('portico-solana-faucet')
// Below 2^53 lamports, so its balance survives JSON numbers exactly.
const FAUCET_LAMPORTS = 1_000_000n * BigInt(LAMPORTS_PER_SOL)

export function setAccount(
  svm: LiteSVM,
  address: PublicKey,
  account: { lamports: bigint; owner: PublicKey; data?: Uint8Array },
): void {
  const data = account.data ?? new Uint8Array()
  svm.setAccount({
    address: address.toBase58() as SvmAddress,
    lamports: account.lamports,
    programAddress: account.owner.toBase58(),
    data,
    executable: false,
    space: BigInt(data.length),
  } as unknown as SvmAccount)
}

export interface SeedResult {
  deployment: Pick<SolanaDeployment, 'accounts' | 'mints' | 'tokenProgram'>
  testKeys: Keypair[]
  faucet: Keypair
}

export function seedCluster(svm: LiteSVM): SeedResult {
  const testKeys = deriveSolanaTestKeys(SOLANA_TEST_KEY_COUNT)
  const faucet = faucetKeypair()
  setAccount(svm, faucet.publicKey, { lamports: FAUCET_LAMPORTS, owner: SystemProgram.programId })
  for (const key of testKeys)
    setAccount(svm, key.publicKey, {
      lamports: SOLANA_TEST_KEY_LAMPORTS,
      owner: SystemProgram.programId,
    })
  const authority = testKeys[0] as Keypair
  const mints = SOLANA_SEED_MINTS.map((spec) => {
    const mint = labelledKeypair(`portico-solana-mint-${spec.symbol}`).publicKey
    const amount = spec.perAccount * 10n ** BigInt(spec.decimals)
    const tokenAccounts = testKeys.map((key) => {
      const address = getAssociatedTokenAddressSync(mint, key.publicKey)
      const data = Buffer.alloc(ACCOUNT_SIZE)
      AccountLayout.encode(
        {
          mint,
          owner: key.publicKey,
          amount,
          delegateOption: 0,
          delegate: PublicKey.default,
          state: AccountState.Initialized,
          isNativeOption: 0,
          isNative: 0n,
          delegatedAmount: 0n,
          closeAuthorityOption: 0,
          closeAuthority: PublicKey.default,
        },
        data,
      )
      setAccount(svm, address, {
        lamports: svm.minimumBalanceForRentExemption(BigInt(ACCOUNT_SIZE)),
        owner: TOKEN_PROGRAM_ID,
        data,
      })
      return { owner: key.publicKey.toBase58(), address: address.toBase58(), amount: `${amount}` }
    })
    const data = Buffer.alloc(MINT_SIZE)
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: authority.publicKey,
        supply: amount * BigInt(testKeys.length),
        decimals: spec.decimals,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      data,
    )
    setAccount(svm, mint, {
      lamports: svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)),
      owner: TOKEN_PROGRAM_ID,
      data,
    })
    return {
      symbol: spec.symbol,
      name: spec.name,
      decimals: spec.decimals,
      address: mint.toBase58(),
      mintAuthority: authority.publicKey.toBase58(),
      tokenAccounts,
    }
  })
  return {
    testKeys,
    faucet,
    deployment: {
      tokenProgram: TOKEN_PROGRAM_ID.toBase58(),
      accounts: testKeys.map((key) => ({
        address: key.publicKey.toBase58(),
        lamports: `${SOLANA_TEST_KEY_LAMPORTS}`,
      })),
      mints,
    },
  }
}
