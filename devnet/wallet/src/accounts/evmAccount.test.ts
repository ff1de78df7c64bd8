import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { deriveEvmAccount, evmDerivationPath } from './evmAccount.ts'

const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync('test test test test test test test test test test test junk'),
)

describe('deriveEvmAccount', () => {
  it("gives anvil's funded test accounts", () => {
    expect(deriveEvmAccount(master, 0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(deriveEvmAccount(master, 1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(evmDerivationPath(2)).toBe("m/44'/60'/0'/0/2")
  })
})
