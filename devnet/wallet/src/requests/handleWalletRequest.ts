/**
 * Routes a session request to its namespace's handler. A method outside WALLET_METHODS gets
 * 4200 before any handler runs, and an eip155 chain the wallet was not configured with 4902.
 */

import type { BitcoinWallet } from '../../../src/bitcoin/wallet/bitcoinWallet.ts'
import type { WalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import type { EvmChainConfig } from '../config/walletConfig.ts'
import { WALLET_METHODS, type WalletNamespace } from '../walletconnect/walletNamespaces.ts'
import { handleBitcoinRequest } from './bitcoinRequests.ts'
import { handleEvmRequest } from './evmRequests.ts'
import { handlePolkadotRequest } from './polkadotRequests.ts'
import { handleRegtestBitcoinRequest } from './regtestBitcoinRequests.ts'
import { handleSolanaRequest } from './solanaRequests.ts'
import { unsupportedMethod, WalletRpcError } from './walletRpcError.ts'

export interface WalletRequestContext {
  accounts: WalletAccounts
  chains: readonly EvmChainConfig[]
  switchChain(chainId: number): Promise<void>
  /** The regtest Bitcoin wallet and its CAIP-2 network, when configured. */
  bitcoinRegtest?: { caip2: string; wallet: BitcoinWallet }
}

export interface WalletRequest {
  id: number
  /** CAIP-2 chain the dapp sent the request on. */
  chainId: string
  method: string
  params: unknown
}

export function isSupportedMethod(chainId: string, method: string): boolean {
  const namespace = chainId.split(':')[0] as WalletNamespace
  const methods: readonly string[] = WALLET_METHODS[namespace] ?? []
  return methods.includes(method)
}

export async function handleWalletRequest(
  ctx: WalletRequestContext,
  request: WalletRequest,
): Promise<unknown> {
  const { chainId, method, params } = request
  if (!isSupportedMethod(chainId, method)) throw unsupportedMethod()
  const [namespace, reference] = chainId.split(':')
  switch (namespace) {
    case 'eip155': {
      const chain = ctx.chains.find((c) => String(c.id) === reference)
      if (!chain) throw new WalletRpcError(4902, `Unrecognized chain ID ${chainId}.`)
      return handleEvmRequest(
        { account: ctx.accounts.evm, chain, chains: ctx.chains, switchChain: ctx.switchChain },
        method,
        params,
      )
    }
    case 'solana':
      return handleSolanaRequest(ctx.accounts.solana, method, params)
    case 'polkadot':
      return handlePolkadotRequest(ctx.accounts.polkadot, request.id, method, params)
    case 'bip122':
      if (ctx.bitcoinRegtest && chainId === ctx.bitcoinRegtest.caip2)
        return handleRegtestBitcoinRequest(ctx.bitcoinRegtest.wallet, method, params)
      return handleBitcoinRequest(ctx.accounts.bitcoin, ctx.accounts.index, method, params)
    default:
      throw unsupportedMethod()
  }
}
