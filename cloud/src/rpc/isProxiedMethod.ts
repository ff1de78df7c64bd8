/**
 * Which methods the RPC proxy forwards: the node's public read and broadcast methods (eth_*,
 * net_*, web3_*). Not forwarded: anything that signs or lists accounts with the node's keys
 * (anvil's test accounts are unlocked) and node administration (anvil_*, evm_*, debug_*, …).
 */
const signingOrAccounts = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
  'eth_sign',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

export function isProxiedMethod(method: string): boolean {
  return /^(eth|net|web3)_[A-Za-z0-9_]+$/.test(method) && !signingOrAccounts.has(method)
}
