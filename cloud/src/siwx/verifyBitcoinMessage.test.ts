import {
  DEVNET_MNEMONIC,
  deriveOrdinalsKey,
  derivePaymentKey,
  signBip322Message,
  signEcdsaMessage,
} from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { bip322Spelling, verifyBitcoinMessage } from './verifyBitcoinMessage.ts'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

// BIP-322's published test vectors (bip-0322.mediawiki, "Test vectors"; the second
// "Hello World" signature is Bitcoin Core's util_tests.cpp one, a different valid nonce).
const VECTOR_P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const vectors = [
  {
    address: VECTOR_P2WPKH,
    message: '',
    signature:
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    address: VECTOR_P2WPKH,
    message: 'Hello World',
    signature:
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    address: VECTOR_P2WPKH,
    message: 'Hello World',
    signature:
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    address: VECTOR_P2TR,
    message: 'Hello World',
    signature:
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
  },
]

describe('verifyBitcoinMessage', () => {
  it('accepts BIP-322’s published test vectors, and refuses them for another message', async () => {
    for (const vector of vectors) {
      expect(await verifyBitcoinMessage({ chainId: MAINNET, ...vector }), vector.signature).toBe(
        true,
      )
      expect(
        await verifyBitcoinMessage({ chainId: MAINNET, ...vector, message: `${vector.message}!` }),
      ).toBe(false)
    }
  })

  it('accepts the test wallets’ regtest signatures: BIP-322 (P2WPKH, P2TR) and ECDSA', async () => {
    const payment = derivePaymentKey(DEVNET_MNEMONIC, 0)
    const ordinals = deriveOrdinalsKey(DEVNET_MNEMONIC, 0)
    expect(payment.address).toMatch(/^bcrt1q/)
    expect(ordinals.address).toMatch(/^bcrt1p/)
    const message = 'localhost:5173 wants you to sign in with your Bitcoin account'
    const signed = [
      { address: payment.address, signature: signBip322Message(payment, message) },
      { address: ordinals.address, signature: signBip322Message(ordinals, message) },
      { address: payment.address, signature: signEcdsaMessage(payment, message) },
    ]
    for (const { address, signature } of signed) {
      expect(await verifyBitcoinMessage({ chainId: REGTEST, address, message, signature })).toBe(
        true,
      )
      // Another message, another account, or the address on another network's chain: refused.
      expect(
        await verifyBitcoinMessage({
          chainId: REGTEST,
          address,
          message: `${message}.`,
          signature,
        }),
      ).toBe(false)
      const other = derivePaymentKey(DEVNET_MNEMONIC, 1).address
      expect(
        await verifyBitcoinMessage({ chainId: REGTEST, address: other, message, signature }),
      ).toBe(false)
      expect(await verifyBitcoinMessage({ chainId: MAINNET, address, message, signature })).toBe(
        false,
      )
    }
  })

  it('refuses a mainnet address on a test chain, an unknown chain and garbage', async () => {
    const [vector] = vectors
    if (!vector) return
    expect(await verifyBitcoinMessage({ chainId: TESTNET, ...vector })).toBe(false)
    expect(
      await verifyBitcoinMessage({ chainId: 'bip122:00000000000000000000000000000000', ...vector }),
    ).toBe(false)
    expect(await verifyBitcoinMessage({ ...vector, chainId: MAINNET, signature: 'AAAA' })).toBe(
      false,
    )
    expect(
      await verifyBitcoinMessage({ ...vector, chainId: MAINNET, address: 'bc1qnotanaddress' }),
    ).toBe(false)
  })

  it('spells a regtest address as testnet, the same witness program', () => {
    const payment = derivePaymentKey(DEVNET_MNEMONIC, 0).address
    const spelled = bip322Spelling(payment)
    expect(spelled).toMatch(/^tb1q/)
    expect(spelled.slice(4, -6)).toBe(payment.slice(6, -6))
    expect(bip322Spelling(VECTOR_P2WPKH)).toBe(VECTOR_P2WPKH)
  })
})
