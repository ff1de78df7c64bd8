/**
 * Bitcoin address checks per network (SPEC §5 "valid receiver"): `bc1…`/`1…`/`3…` on mainnet,
 * `tb1…`/`m…`/`n…`/`2…` on testnet, `bcrt1…` on regtest (Bitcoin Core's prefixes), decoded by
 * @scure/btc-signer (bech32/bech32m checksums, witness versions, base58check).
 */
import * as btc from '@scure/btc-signer'
import type { BitcoinAddressNetwork } from './bitcoinNetworks.ts'

/** Regtest as Bitcoin Core writes it (`bcrt`), with testnet's base58 versions. */
const REGTEST: typeof btc.NETWORK = { ...btc.TEST_NETWORK, bech32: 'bcrt' }

export const scureNetworkOf = (network: BitcoinAddressNetwork): typeof btc.NETWORK =>
  network === 'mainnet' ? btc.NETWORK : network === 'testnet' ? btc.TEST_NETWORK : REGTEST

/** Bech32 is one case throughout (the library wants lower); base58 is kept as it is. */
export const normalizeBitcoinAddress = (text: string) =>
  /^(bc1|tb1|bcrt1)/i.test(text.trim()) ? text.trim().toLowerCase() : text.trim()

/** Whether `text` is an address a send on `network` can pay. */
export function isBitcoinAddress(text: string, network: BitcoinAddressNetwork): boolean {
  const address = normalizeBitcoinAddress(text)
  if (address.length < 26 || address.length > 90) return false
  try {
    btc.Address(scureNetworkOf(network)).decode(address)
    return true
  } catch {
    return false
  }
}
