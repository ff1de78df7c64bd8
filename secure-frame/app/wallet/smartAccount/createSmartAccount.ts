/**
 * The e-mail wallet's smart account as a viem SmartAccount (permissionless' SimpleAccount for
 * EntryPoint v0.8, on the chain's PorticoAccountFactory) with a bundler client whose operations
 * the chain's ERC-7677 sponsor pays for. Loaded on first use (a send or a signature from the
 * smart account), never at the frame's start.
 */
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, custom, defineChain } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import type { WalletWorkerApi } from '../walletWorkerApi.ts'
import { bundlerRequest, chainRequest, type FrameRpcTarget } from './evmRead.ts'
import type { SmartAccountChain } from './smartAccountChain.ts'
import { toOwnerAccount } from './toOwnerAccount.ts'

/** How often a sent operation's receipt is asked for (viem's default, 4 s, is a block on L1). */
export const RECEIPT_POLL_MS = 250

export interface SmartAccountDeps extends FrameRpcTarget {
  chain: SmartAccountChain
  /** The owner: the e-mail wallet's EOA. */
  owner: `0x${string}`
  /** Its counterfactual address (readSmartAccount), so that no EntryPoint simulation is needed. */
  address: `0x${string}`
  wallet: Pick<WalletWorkerApi, 'signEvm'>
}

export interface PorticoSmartAccount {
  account: SmartAccount
  bundler: BundlerClient
}

const transportOf = (request: (method: string, params?: unknown) => Promise<unknown>) =>
  custom({ request: ({ method, params }) => request(method, params) }, { retryCount: 0 })

export async function createSmartAccount(deps: SmartAccountDeps): Promise<PorticoSmartAccount> {
  const chain = defineChain({
    id: deps.chain.id,
    name: `eip155:${deps.chain.id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  const client = createPublicClient({ chain, transport: transportOf(chainRequest(deps)) })
  const account = await toSimpleSmartAccount({
    client,
    owner: toOwnerAccount(deps.owner, deps.wallet, deps.token),
    address: deps.address,
    // Sequential nonces on key 0 (permissionless picks a random key per operation otherwise).
    nonceKey: 0n,
    factoryAddress: deps.chain.factoryAddress,
    entryPoint: { address: deps.chain.entryPointAddress, version: '0.8' },
  })
  const transport = transportOf(bundlerRequest(deps))
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport,
    pollingInterval: RECEIPT_POLL_MS,
    paymaster: createPaymasterClient({ transport }),
  })
  return { account, bundler }
}
