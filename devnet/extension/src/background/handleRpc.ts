/**
 * Dispatches an EIP-1193 request from a page: wallet methods are handled here, read methods
 * are forwarded to the current chain's RPC, anything else is 4200.
 */
import { unsupportedMethod } from '../providerErrors.ts'
import { bitcoinHandlers } from './bitcoinMethods.ts'
import {
  ethChainId,
  netVersion,
  walletAddEthereumChain,
  walletSwitchEthereumChain,
} from './chainMethods.ts'
import {
  ethAccounts,
  ethRequestAccounts,
  walletGetPermissions,
  walletRequestPermissions,
  walletRevokePermissions,
} from './connectionMethods.ts'
import { FORWARDED_METHODS, forwardRpc } from './forwardRpc.ts'
import { polkadotHandlers } from './polkadotMethods.ts'
import type { RpcContext, RpcHandler } from './rpcContext.ts'
import { ethSendTransaction } from './sendTransaction.ts'
import { personalSign, signTypedDataV4 } from './signingMethods.ts'
import { solanaHandlers } from './solanaMethods.ts'
import { currentChain, readState } from './walletState.ts'

const handlers = new Map<string, RpcHandler>([
  ['eth_requestAccounts', ethRequestAccounts],
  ['eth_accounts', ethAccounts],
  ['eth_chainId', ethChainId],
  ['net_version', netVersion],
  ['wallet_switchEthereumChain', walletSwitchEthereumChain],
  ['wallet_addEthereumChain', walletAddEthereumChain],
  ['wallet_requestPermissions', walletRequestPermissions],
  ['wallet_getPermissions', walletGetPermissions],
  ['wallet_revokePermissions', walletRevokePermissions],
  ['personal_sign', personalSign],
  ['eth_signTypedData_v4', signTypedDataV4],
  ['eth_sendTransaction', ethSendTransaction],
  ...bitcoinHandlers,
  ...solanaHandlers,
  ...polkadotHandlers,
])

export async function handleRpc(context: RpcContext): Promise<unknown> {
  const handler = handlers.get(context.method)
  if (handler) return handler(context)
  if (FORWARDED_METHODS.has(context.method)) {
    const chain = currentChain(await readState())
    return forwardRpc(chain.rpcUrls[0] as string, context.method, context.params)
  }
  throw unsupportedMethod(context.method)
}
