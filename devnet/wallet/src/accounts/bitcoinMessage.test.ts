import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinAccount, p2wpkhAddress } from './bitcoinAccount.ts'
import { bitcoinMessageHash, signBitcoinMessage } from './bitcoinMessage.ts'

const account = deriveBitcoinAccount(
  mnemonicToSeedSync('test test test test test test test test test test test junk'),
  0,
)

describe('signBitcoinMessage', () => {
  it('hashes with the Bitcoin Signed Message prefix', () => {
    const sha256 = (data: Buffer) => createHash('sha256').update(data).digest()
    const framed = Buffer.concat([
      Buffer.from([24]),
      Buffer.from('Bitcoin Signed Message:\n'),
      Buffer.from([5]),
      Buffer.from('hello'),
    ])
    expect(bytesToHex(bitcoinMessageHash('hello'))).toBe(sha256(sha256(framed)).toString('hex'))
  })

  it('gives a 65-byte P2WPKH signature that recovers to our address', () => {
    const message = 'hello portico'
    const bytes = base64.decode(signBitcoinMessage(account, message))
    expect(bytes).toHaveLength(65)
    const header = bytes[0] ?? 0
    expect(header === 39 || header === 40).toBe(true)
    const signature = secp256k1.Signature.fromCompact(bytes.slice(1)).addRecoveryBit(header - 39)
    const recovered = signature.recoverPublicKey(bitcoinMessageHash(message)).toRawBytes(true)
    expect(p2wpkhAddress(recovered)).toBe(account.address)
  })
})
