import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { derivePolkadotAccount } from './polkadotAccount.ts'
import {
  encodeSignerPayload,
  type PolkadotSignerPayload,
  polkadotMessageBytes,
  signPolkadotMessage,
  signPolkadotTransaction,
} from './polkadotSigning.ts'

const account = derivePolkadotAccount(
  'test test test test test test test test test test test junk',
  0,
)
const hash = `0x${'ab'.repeat(32)}`
const payload: PolkadotSignerPayload = {
  method: '0x0500',
  era: '0x00',
  nonce: '0x00000001',
  tip: '0x00000000000000000000000000000000',
  specVersion: '0x00002328',
  transactionVersion: '0x00000019',
  genesisHash: hash,
  blockHash: hash,
}

describe('polkadot_signMessage', () => {
  it('wraps the message in <Bytes> and signs it', () => {
    const signature = signPolkadotMessage(account, 'hello')
    const signed = utf8ToBytes('<Bytes>hello</Bytes>')
    expect(ed25519.verify(hexToBytes(signature.slice(2)), signed, account.publicKey)).toBe(true)
  })

  it('takes hex as bytes and does not wrap twice', () => {
    expect(polkadotMessageBytes('0x6869')).toEqual(utf8ToBytes('<Bytes>hi</Bytes>'))
    const wrapped = `0x${bytesToHex(utf8ToBytes('<Bytes>hi</Bytes>'))}`
    expect(polkadotMessageBytes(wrapped)).toEqual(utf8ToBytes('<Bytes>hi</Bytes>'))
  })
})

describe('polkadot_signTransaction', () => {
  it('SCALE-encodes the classic signing payload', () => {
    expect(bytesToHex(encodeSignerPayload(payload))).toBe(
      `05000004002823000019000000${'ab'.repeat(64)}`,
    )
    const withMode = encodeSignerPayload({ ...payload, mode: 0, metadataHash: null })
    expect(bytesToHex(withMode)).toBe(`0500000400002823000019000000${'ab'.repeat(64)}00`)
  })

  it('returns an ed25519 MultiSignature over the payload', () => {
    const signature = signPolkadotTransaction(account, payload)
    expect(signature.slice(0, 4)).toBe('0x00')
    const raw = hexToBytes(signature.slice(4))
    expect(ed25519.verify(raw, encodeSignerPayload(payload), account.publicKey)).toBe(true)
  })

  it('signs the blake2b-256 hash of a payload longer than 256 bytes', () => {
    const long = { ...payload, method: `0x${'11'.repeat(300)}` }
    const raw = hexToBytes(signPolkadotTransaction(account, long).slice(4))
    const hashed = blake2b(encodeSignerPayload(long), { dkLen: 32 })
    expect(ed25519.verify(raw, hashed, account.publicKey)).toBe(true)
  })
})
