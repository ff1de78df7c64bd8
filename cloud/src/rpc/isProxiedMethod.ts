/**
 * Which methods the RPC proxy forwards: an allowlist, never a blocklist. A node may offer
 * methods of its own under `eth_*` (anvil's `eth_sendUnsignedTransaction` moves funds from any
 * address without a key), so only what a dapp or wallet needs from a public node passes: the
 * EVM reads of SPEC §6's safe list (without the account methods, which would list the node's
 * own unlocked keys), the filter methods viem polls with, and broadcasting a signed
 * transaction. Everything else gets "Requested RPC call is not allowed".
 */
import { SAFE_RPC_METHODS } from '@portico/shared'

const NODE_ACCOUNT_METHODS: readonly string[] = ['eth_accounts', 'eth_requestAccounts']

const PROXIED_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS.filter(
    (method) => /^(eth|net|web3)_/.test(method) && !NODE_ACCOUNT_METHODS.includes(method),
  ),
  'eth_sendRawTransaction',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'net_listening',
  'net_peerCount',
  'eth_protocolVersion',
  'eth_blobBaseFee',
])

export function isProxiedMethod(method: string): boolean {
  return PROXIED_METHODS.has(method)
}
