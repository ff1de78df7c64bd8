// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './bitcoinAddress.ts'

// BIP-173/BIP-350 test vectors and well-known base58 addresses.
const MAINNET_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const MAINNET_P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const MAINNET_P2PKH = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const TESTNET_P2WPKH = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const REGTEST_P2WPKH = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'

describe('isBitcoinAddress', () => {
  it('takes each network its own formats, in either case for bech32', () => {
    expect(isBitcoinAddress(MAINNET_P2WPKH, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(MAINNET_P2WPKH.toUpperCase(), 'mainnet')).toBe(true)
    expect(isBitcoinAddress(MAINNET_P2TR, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(MAINNET_P2PKH, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(TESTNET_P2WPKH, 'testnet')).toBe(true)
    expect(isBitcoinAddress(REGTEST_P2WPKH, 'regtest')).toBe(true)
  })

  it('refuses another network’s address, a bad checksum and text', () => {
    expect(isBitcoinAddress(MAINNET_P2WPKH, 'regtest')).toBe(false)
    expect(isBitcoinAddress(REGTEST_P2WPKH, 'mainnet')).toBe(false)
    expect(isBitcoinAddress(TESTNET_P2WPKH, 'mainnet')).toBe(false)
    expect(isBitcoinAddress(`${MAINNET_P2WPKH.slice(0, -1)}5`, 'mainnet')).toBe(false)
    expect(isBitcoinAddress('not an address', 'mainnet')).toBe(false)
  })
})
