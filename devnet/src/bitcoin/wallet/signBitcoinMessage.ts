/**
 * Message signing the way Bitcoin wallets answer sats-connect's `signMessage`:
 * - ECDSA (BIP-137): a recoverable secp256k1 signature over the "Bitcoin Signed Message"
 *   hash, base64 of header ‖ r ‖ s, header 39 + recovery id for a P2WPKH address;
 * - BIP-322 "simple": the witness of the virtual to_sign transaction that spends the
 *   address's to_spend output, signed with @scure/btc-signer (P2WPKH or P2TR key path).
 */
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { signBitcoinMessage } from '../../../wallet/src/accounts/bitcoinMessage.ts'
import type { BitcoinKey } from '../bitcoinKeys.ts'
import { REGTEST } from '../bitcoinKeys.ts'

/** BIP-137 signature of a payment (P2WPKH) key (the demo wallet's signing); ordinals keys sign
 * with BIP-322 only. */
export function signEcdsaMessage(key: BitcoinKey, message: string): string {
  if (key.purpose !== 'payment')
    throw new Error('ECDSA message signing needs the payment (P2WPKH) address; use BIP-322')
  return signBitcoinMessage(key, message)
}

const taggedHash = (tag: string, data: Uint8Array) => {
  const t = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(t, t, data))
}

/** BIP-322's message hash: tagged SHA-256 with tag "BIP0322-signed-message". */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', utf8ToBytes(message))
}

function outputScript(key: BitcoinKey): Uint8Array {
  return key.purpose === 'payment'
    ? btc.p2wpkh(key.publicKey, REGTEST).script
    : btc.p2tr(key.publicKey, undefined, REGTEST).script
}

/** BIP-322 "simple" signature: base64 of the to_sign input's serialised witness. */
export function signBip322Message(key: BitcoinKey, message: string): string {
  const script = outputScript(key)
  const toSpend = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  // The output first: an input with a final scriptSig seals the outputs.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: btc.Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(key.purpose === 'ordinals' ? { tapInternalKey: key.publicKey } : {}),
  })
  toSign.addOutput({ script: btc.Script.encode(['RETURN']), amount: 0n })
  toSign.sign(key.privateKey)
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return base64.encode(btc.RawWitness.encode(witness))
}
