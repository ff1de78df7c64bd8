/**
 * A Bitcoin address's message signature, as wallets make them: BIP-322 "simple" (a witness) or
 * "full" (a to_sign transaction), and legacy BIP-137 (ECDSA, "Bitcoin Signed Message"), through
 * bip322-js. bip322-js spells addresses on mainnet and testnet only; BIP-322 commits to the
 * address's output script, not its text, so a regtest address (bcrt1…) is checked in its
 * testnet spelling (tb1…: the same witness program, the same script); base58 regtest
 * addresses are testnet's already. The address must be one of the signed chain's network.
 */
import { bech32, bech32m } from '@scure/base'
import { type BitcoinNetwork, parseBitcoinAddress } from '../chain/bitcoin/bitcoinAddress.ts'

/** CAIP-2 references (genesis hash prefixes) of the Bitcoin networks, by address network. */
const CHAIN_NETWORKS: Record<string, BitcoinNetwork> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/** The address as bip322-js reads it: a bcrt1… address in its tb1… spelling. */
export function bip322Spelling(address: string): string {
  const lower = address.toLowerCase()
  if (!lower.startsWith('bcrt1')) return address
  const codec = lower.startsWith('bcrt1q') ? bech32 : bech32m
  return codec.encode('tb', codec.decode(lower as `${string}1${string}`, 90).words, 90)
}

export async function verifyBitcoinMessage(check: {
  /** CAIP-2 of the signed message's chain. */
  chainId: string
  address: string
  message: string
  /** base64. */
  signature: string
}): Promise<boolean> {
  const info = parseBitcoinAddress(check.address)
  const network = CHAIN_NETWORKS[check.chainId.split(':')[1] ?? '']
  if (!info || !network || !info.networks.includes(network)) return false
  const { Verifier } = await import('bip322-js')
  try {
    return Verifier.verifySignature(bip322Spelling(check.address), check.message, check.signature)
  } catch {
    return false
  }
}
