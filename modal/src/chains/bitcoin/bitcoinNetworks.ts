/**
 * Bitcoin networks (SPEC §3 "Network", CAIP-2 `bip122:<first 32 hex characters of the genesis
 * block hash>`): the local bcoin regtest node `npm start` runs (devnet/src/bitcoin), and
 * testnet and mainnet entries whose node URLs are loopback placeholders (Bitcoin Core's default
 * ports): nothing reaches another host unless the dapp points them there with `rpcMap`. The
 * modal reads balances, UTXOs, fee rates and history through the cloud, and sends through the
 * wallet, so the URL is only what a dapp's own reads would use.
 */
import type { CaipNetwork } from '../CaipNetwork.ts'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** A Bitcoin network by its CAIP-2 reference (the genesis hash's first 32 hex characters). */
export function defineBitcoinNetwork(
  reference: string,
  name: string,
  rpcUrl: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id: reference,
    name,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${reference}`,
    nativeCurrency: btc,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
    ...extra,
  }
}

/** CAIP-2 references of the public networks (their genesis blocks). */
export const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'
/** Every regtest chain starts from the same genesis block, so its id is fixed too. */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The devnet's bcoin regtest node (devnet/src/bitcoin, port 9332). */
export const porticoBitcoinRegtest = defineBitcoinNetwork(
  BITCOIN_REGTEST_REFERENCE,
  'Portico Bitcoin',
  'http://127.0.0.1:9332',
  { assets: { imageId: 'portico-bitcoin' } },
)

/** Bitcoin testnet (3); its node is the dapp's to configure (`rpcMap`). */
export const bitcoinTestnet = defineBitcoinNetwork(
  BITCOIN_TESTNET_REFERENCE,
  'Bitcoin Testnet',
  'http://127.0.0.1:18332',
)

/** Bitcoin mainnet; its node is the dapp's to configure (`rpcMap`). */
export const bitcoinMainnet = defineBitcoinNetwork(
  BITCOIN_MAINNET_REFERENCE,
  'Bitcoin',
  'http://127.0.0.1:8332',
  { testnet: false },
)

/** Which address format a network takes: `bc1…` mainnet, `tb1…` testnet, `bcrt1…` regtest. */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet' | 'regtest'

export function bitcoinAddressNetworkOf(network: CaipNetwork): BitcoinAddressNetwork {
  const reference = network.caipNetworkId.slice('bip122:'.length)
  if (reference === BITCOIN_MAINNET_REFERENCE) return 'mainnet'
  if (reference === BITCOIN_REGTEST_REFERENCE) return 'regtest'
  return 'testnet'
}

/** The network an address's prefix says it is for (no checksum check: bitcoinAddress.ts). */
export function addressNetworkOfPrefix(address: string): BitcoinAddressNetwork | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return 'regtest'
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return 'testnet'
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return 'mainnet'
  return undefined
}
