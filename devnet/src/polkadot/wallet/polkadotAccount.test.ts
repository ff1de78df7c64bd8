import { bytesToHex } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import {
  derivePolkadotAccount,
  derivePolkadotKey,
  junctionChainCode,
  miniSecretFromMnemonic,
} from './polkadotAccount.ts'
import { decodeSs58 } from './ss58.ts'

/** Substrate's DEV_PHRASE: //Alice etc. are derived from it. */
const DEV_PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk'
const MNEMONIC = 'test test test test test test test test test test test junk'

describe('Polkadot ed25519 derivation', () => {
  it('derives the well-known ed25519 //Alice from the Substrate dev phrase', () => {
    const alice = derivePolkadotKey(DEV_PHRASE, ['Alice'], 42)
    expect(bytesToHex(alice.publicKey)).toBe(
      '88dc3417d5058ec4b4503e0c12ea1a0a89be200fe98922423d4334014fa6b0ee',
    )
    expect(alice.address).toBe('5FA9nQDVg267DEd8m1ZypXLBnvN7SFxYwV7ndqSYGiN9TTpu')
  })

  it('gives account 0 the mini secret itself and account N the junction //N', () => {
    const zero = derivePolkadotAccount(MNEMONIC, 0)
    expect(zero.privateKey).toEqual(miniSecretFromMnemonic(MNEMONIC))
    expect(zero.address.startsWith('1')).toBe(true)
    expect(decodeSs58(zero.address)).toEqual({ prefix: 0, publicKey: zero.publicKey })
    expect(derivePolkadotAccount(MNEMONIC, 2).address).toBe(
      derivePolkadotKey(MNEMONIC, [2]).address,
    )
    expect(derivePolkadotAccount(MNEMONIC, 1).address).not.toBe(zero.address)
  })

  it('encodes numeric junctions as u64 and text as SCALE', () => {
    expect(bytesToHex(junctionChainCode(1).slice(0, 9))).toBe('010000000000000000')
    expect(bytesToHex(junctionChainCode('Alice').slice(0, 7))).toBe('14416c69636500')
    expect(junctionChainCode('x'.repeat(40))).toHaveLength(32)
  })
})
