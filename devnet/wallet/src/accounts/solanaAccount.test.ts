import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { deriveSlip10Ed25519 } from './slip10.ts'
import { deriveSolanaAccount, signSolanaMessage, solanaDerivationPath } from './solanaAccount.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const seed = mnemonicToSeedSync(MNEMONIC)

describe('deriveSolanaAccount', () => {
  it("uses m/44'/501'/<index>'/0' and agrees with @solana/web3.js on the address", () => {
    const account = deriveSolanaAccount(seed, 0)
    const { privateKey } = deriveSlip10Ed25519(seed, "m/44'/501'/0'/0'")
    expect(account.address).toBe(Keypair.fromSeed(privateKey).publicKey.toBase58())
    expect(account.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(solanaDerivationPath(3)).toBe("m/44'/501'/3'/0'")
  })

  it('derives a different key per index', () => {
    expect(deriveSolanaAccount(seed, 1).address).not.toBe(deriveSolanaAccount(seed, 0).address)
  })
})

describe('signSolanaMessage', () => {
  it('signs the raw message bytes', () => {
    const account = deriveSolanaAccount(seed, 0)
    const message = new TextEncoder().encode('hello portico')
    const signature = signSolanaMessage(account, base58.encode(message))
    expect(ed25519.verify(base58.decode(signature), message, account.publicKey)).toBe(true)
  })
})
