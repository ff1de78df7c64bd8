import { describe, expect, it } from 'vitest'
import { fromBcoinAddress, parseBitcoinAddress, toBcoinAddress } from './bitcoinAddress.ts'

describe('parseBitcoinAddress', () => {
  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'p2wpkh'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', 'p2wpkh'],
    ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'regtest', 'p2wpkh'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
  ])('accepts %s on %s as %s', (address, network, type) => {
    const info = parseBitcoinAddress(address)
    expect(info?.networks).toContain(network)
    expect(info?.type).toBe(type)
  })

  it.each([
    // bad checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    // Taproot written in bech32 (not bech32m)
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    // mixed case
    'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
    '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    'rb1qw508d6qejxtdg4y5r3zarvary0c5xw7k9mnx7k',
  ])('rejects %s', (address) => {
    expect(parseBitcoinAddress(address)).toBeNull()
  })
})

describe('bcoin spelling', () => {
  it('round-trips regtest P2WPKH and P2TR addresses', () => {
    for (const address of [
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
    ]) {
      expect(toBcoinAddress(address)).toMatch(/^rb1/)
      expect(fromBcoinAddress(toBcoinAddress(address))).toBe(address)
    }
  })
})
