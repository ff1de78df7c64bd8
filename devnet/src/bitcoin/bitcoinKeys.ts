/**
 * The devnet's Bitcoin keys, derived from the devnet mnemonic the way wallets do on test
 * networks (coin type 1): payment accounts P2WPKH at BIP-84 m/84'/1'/0'/0/i and
 * ordinals-style accounts P2TR (key path only) at BIP-86 m/86'/1'/0'/0/i. The test extension
 * and the demo wallet derive the same paths, so their addresses are the funded ones.
 */
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import * as btc from '@scure/btc-signer'

/** Bitcoin Core's regtest address prefixes (bcoin's own differ: see bcoinAddress.ts). */
export const REGTEST: typeof btc.NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

export interface BitcoinKey {
  purpose: 'payment' | 'ordinals'
  path: string
  address: string
  /** 33-byte compressed key (payment) or 32-byte x-only key (ordinals). */
  publicKey: Uint8Array
  privateKey: Uint8Array
}

export const paymentPath = (index: number) => `m/84'/1'/0'/0/${index}`
export const ordinalsPath = (index: number) => `m/86'/1'/0'/0/${index}`

function derive(mnemonic: string, path: string): HDKey {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`BIP-32 derivation of ${path} gave no key`)
  return key
}

export function derivePaymentKey(mnemonic: string, index: number): BitcoinKey {
  const path = paymentPath(index)
  const key = derive(mnemonic, path)
  const publicKey = key.publicKey as Uint8Array
  return {
    purpose: 'payment',
    path,
    address: btc.p2wpkh(publicKey, REGTEST).address as string,
    publicKey,
    privateKey: key.privateKey as Uint8Array,
  }
}

export function deriveOrdinalsKey(mnemonic: string, index: number): BitcoinKey {
  const path = ordinalsPath(index)
  const key = derive(mnemonic, path)
  const xOnly = (key.publicKey as Uint8Array).slice(1)
  return {
    purpose: 'ordinals',
    path,
    address: btc.p2tr(xOnly, undefined, REGTEST).address as string,
    publicKey: xOnly,
    privateKey: key.privateKey as Uint8Array,
  }
}
