import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  polkadotRegistry,
  polkadotSigningBytes,
  polkadotTransferPayload,
} from '../polkadotTransferPayload.ts'
import { derivePolkadotAccount } from './polkadotAccount.ts'
import {
  encodeSignerPayload,
  PolkadotSigningError,
  polkadotMessageBytes,
  signerPayloadSchema,
  signPolkadotMessage,
  signPolkadotTransaction,
} from './polkadotSigning.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const account = derivePolkadotAccount(MNEMONIC, 0)
const other = derivePolkadotAccount(MNEMONIC, 1)

beforeAll(() => cryptoWaitReady())

const transfer = (overrides: { remarkBytes?: number } = {}) =>
  signerPayloadSchema.parse(
    polkadotTransferPayload({
      from: account.address,
      to: other.address,
      value: 10n ** 10n,
      ...overrides,
    }),
  )

describe('polkadot_signMessage', () => {
  it('wraps the message in <Bytes> and signs it, as polkadot{.js} verifies', () => {
    const signature = signPolkadotMessage(account, 'hello')
    const signed = utf8ToBytes('<Bytes>hello</Bytes>')
    expect(ed25519.verify(hexToBytes(signature.slice(2)), signed, account.publicKey)).toBe(true)
    expect(signatureVerify(signed, signature, account.address).isValid).toBe(true)
  })

  it('takes hex as bytes and does not wrap twice', () => {
    expect(polkadotMessageBytes('0x6869')).toEqual(utf8ToBytes('<Bytes>hi</Bytes>'))
    const wrapped = `0x${bytesToHex(utf8ToBytes('<Bytes>hi</Bytes>'))}`
    expect(polkadotMessageBytes(wrapped)).toEqual(utf8ToBytes('<Bytes>hi</Bytes>'))
  })
})

describe('polkadot_signTransaction', () => {
  it('derives the same key as polkadot{.js} keyring (ed25519, the mnemonic itself)', () => {
    const pair = new Keyring({ type: 'ed25519', ss58Format: 0 }).addFromUri(MNEMONIC)
    expect(pair.address).toBe(account.address)
  })

  it('encodes the payload exactly as @polkadot/types does for its signed extensions', () => {
    const payload = transfer()
    expect(bytesToHex(encodeSignerPayload(payload))).toBe(bytesToHex(polkadotSigningBytes(payload)))
  })

  it('signs a transfer with a MultiSignature that @polkadot/util-crypto verifies', () => {
    const payload = transfer()
    const signature = signPolkadotTransaction(account, payload)
    expect(signature.slice(0, 4)).toBe('0x00')
    expect(
      signatureVerify(polkadotSigningBytes(payload), signature, account.address),
    ).toMatchObject({ isValid: true, crypto: 'ed25519' })
    // polkadot{.js}'s own signPayload gives the same signature: ed25519 is deterministic.
    const pair = new Keyring({ type: 'ed25519' }).addFromUri(MNEMONIC)
    const { registry } = polkadotRegistry()
    const expected = registry
      .createType('ExtrinsicPayload', payload, { version: 4 })
      .sign(pair).signature
    expect(signature).toBe(expected)
  })

  it('signs the blake2b-256 hash of a payload longer than 256 bytes', () => {
    const payload = transfer({ remarkBytes: 300 })
    expect(encodeSignerPayload(payload).length).toBeGreaterThan(256)
    const signature = signPolkadotTransaction(account, payload)
    const hashed = polkadotSigningBytes(payload)
    expect(hashed).toHaveLength(32)
    expect(signatureVerify(hashed, signature, account.address).isValid).toBe(true)
  })

  it('refuses a payload for another account, unknown extensions and missing fields', () => {
    expect(() =>
      signPolkadotTransaction(account, { ...transfer(), address: other.address }),
    ).toThrow(PolkadotSigningError)
    expect(() =>
      signPolkadotTransaction(account, { ...transfer(), signedExtensions: ['CheckSomething'] }),
    ).toThrow('Unknown signed extensions: CheckSomething')
    const { genesisHash: _, ...partial } = transfer()
    expect(signerPayloadSchema.safeParse(partial).success).toBe(false)
  })
})
