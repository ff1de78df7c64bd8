import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { bitcoinDerivationPath, deriveBitcoinAccount } from './bitcoinAccount.ts'

describe('deriveBitcoinAccount', () => {
  it('matches the BIP-84 test vector', () => {
    const seed = mnemonicToSeedSync(`${'abandon '.repeat(11)}about`)
    const account = deriveBitcoinAccount(seed, 0)
    expect(account.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(deriveBitcoinAccount(seed, 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g')
  })

  it('uses m/84h/0h/0h/0/<index> and a compressed key', () => {
    expect(bitcoinDerivationPath(4)).toBe("m/84'/0'/0'/0/4")
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk')
    const account = deriveBitcoinAccount(seed, 0)
    expect(account.publicKey).toHaveLength(33)
    expect(account.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
  })
})
