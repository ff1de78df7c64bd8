import { describe, expect, it } from 'vitest'
import { deriveWalletAccounts } from './deriveWalletAccounts.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('deriveWalletAccounts', () => {
  it('derives the devnet accounts deterministically', () => {
    const accounts = deriveWalletAccounts(MNEMONIC, 0)
    expect(accounts.evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(accounts.solana.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(deriveWalletAccounts(MNEMONIC, 0).polkadot.address).toBe(accounts.polkadot.address)
    expect(deriveWalletAccounts(MNEMONIC, 0).bitcoin.address).toBe(accounts.bitcoin.address)
  })

  it('moves every family to the next account with the index', () => {
    const zero = deriveWalletAccounts(MNEMONIC, 0)
    const one = deriveWalletAccounts(MNEMONIC, 1)
    expect(one.evm.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(one.solana.address).not.toBe(zero.solana.address)
    expect(one.polkadot.address).not.toBe(zero.polkadot.address)
    expect(one.bitcoin.address).not.toBe(zero.bitcoin.address)
  })
})
