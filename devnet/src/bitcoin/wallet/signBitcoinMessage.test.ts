import { bech32, bech32m } from '@scure/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/startAnvil.ts'
import { deriveOrdinalsKey, derivePaymentKey } from '../bitcoinKeys.ts'
import { signBip322Message, signEcdsaMessage } from './signBitcoinMessage.ts'

const payment = derivePaymentKey(DEVNET_MNEMONIC, 0)
const ordinals = deriveOrdinalsKey(DEVNET_MNEMONIC, 0)
// bip322-js knows mainnet and testnet prefixes: the regtest address is checked in its
// testnet spelling (the same witness program, so the same key).
function toTestnet(address: string): string {
  const codec = address.startsWith('bcrt1q') ? bech32 : bech32m
  return codec.encode('tb', codec.decode(address as `${string}1${string}`).words)
}

describe('BIP-322 signatures (verified with bip322-js)', () => {
  it.each([
    ['payment (P2WPKH)', payment],
    ['ordinals (P2TR)', ordinals],
  ])('verify for the %s address and fail for another message', (_, key) => {
    const signature = signBip322Message(key, 'Sign in to Portico')
    const address = toTestnet(key.address)
    expect(Verifier.verifySignature(address, 'Sign in to Portico', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Sign in to Portico!', signature)).toBe(false)
  })
})

describe('ECDSA (BIP-137) signatures', () => {
  it('verify for the payment address (bip322-js accepts BIP-137 too)', () => {
    const signature = signEcdsaMessage(payment, 'hello')
    expect(Verifier.verifySignature(toTestnet(payment.address), 'hello', signature)).toBe(true)
    expect(Verifier.verifySignature(toTestnet(payment.address), 'hullo', signature)).toBe(false)
  })

  it('are refused for the ordinals (Taproot) address', () => {
    expect(() => signEcdsaMessage(ordinals, 'hello')).toThrow(/BIP-322/)
  })
})
