/**
 * The Solana Wallet Standard wallet's methods, reached from the page as `solana_<feature>`:
 * solana_connect connects the origin after approval (the same connection as
 * eth_requestAccounts; `silent` never asks and answers [] when not connected),
 * solana_disconnect drops it; solana_signMessage, solana_signTransaction and
 * solana_signAndSendTransaction need a connected origin and an approval each. Keys: the
 * mnemonic's m/44'/501'/<key index>'/0' account; sends go to the configured cluster's RPC.
 */
import type { z } from 'zod'
import {
  base64ToBase58,
  createSolanaTestWallet,
  deriveSolanaWalletAccount,
  SolanaWalletError,
  solanaConnectParams,
  solanaSignAndSendParams,
  solanaSignMessageParams,
  solanaSignTransactionParams,
} from '../../../src/solana/wallet/solanaTestWallet.ts'
import { invalidParams, ProviderRpcError, unauthorized } from '../providerErrors.ts'
import { requireApproval } from './approvals.ts'
import { broadcastEvent } from './broadcastEvent.ts'
import { loadConfig } from './loadConfig.ts'
import type { RpcContext, RpcHandler } from './rpcContext.ts'
import { isConnected, readState, updateState } from './walletState.ts'

/** What the page's wallet learns about an account: address, public key (base64), chains. */
export interface SolanaAccountView {
  address: string
  publicKey: string
  chains: string[]
}

const derived = new Map<string, ReturnType<typeof deriveSolanaWalletAccount>>()

/** The Solana account at `index` of `mnemonic`, derived once. */
export function solanaAccountAt(mnemonic: string, index: number) {
  const key = `${index}:${mnemonic}`
  let account = derived.get(key)
  if (!account) {
    account = deriveSolanaWalletAccount(mnemonic, index)
    derived.set(key, account)
  }
  return account
}

async function currentSolanaWallet() {
  const [config, state] = await Promise.all([loadConfig(), readState()])
  if (!config.solana) throw unauthorized('This wallet has no Solana cluster configured.')
  return createSolanaTestWallet(
    solanaAccountAt(config.mnemonic, state.accountIndex),
    config.solana.clusters,
  )
}

function parse<T extends z.ZodType>(schema: T, context: RpcContext): z.infer<T> {
  const params = Array.isArray(context.params) ? context.params[0] : context.params
  const parsed = schema.safeParse(params ?? undefined)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    throw invalidParams(`${context.method}: ${where}${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

function fromWalletError(error: unknown): never {
  if (error instanceof SolanaWalletError) throw new ProviderRpcError(error.rpcCode, error.message)
  throw error
}

async function requireConnectedOrigin(origin: string) {
  if (!isConnected(await readState(), origin))
    throw unauthorized('The requested method and/or account has not been authorized by the user.')
}

const view = (wallet: Awaited<ReturnType<typeof currentSolanaWallet>>): SolanaAccountView => ({
  address: wallet.address,
  publicKey: wallet.publicKey,
  chains: wallet.chains,
})

async function connect(context: RpcContext): Promise<SolanaAccountView[]> {
  const { silent } = parse(solanaConnectParams, context)
  const wallet = await currentSolanaWallet()
  if (isConnected(await readState(), context.origin)) return [view(wallet)]
  if (silent) return []
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Connect your Solana account ${wallet.address} on ${wallet.chains.join(', ')}.`,
  })
  await updateState((s) =>
    isConnected(s, context.origin)
      ? s
      : { ...s, connections: [...s.connections, { origin: context.origin, since: Date.now() }] },
  )
  return [view(wallet)]
}

async function disconnect(context: RpcContext): Promise<null> {
  if (!isConnected(await readState(), context.origin)) return null
  await updateState((s) => ({
    ...s,
    connections: s.connections.filter((c) => c.origin !== context.origin),
  }))
  await Promise.all([
    broadcastEvent({ event: 'solanaAccountsChanged', data: [] }, context.origin),
    broadcastEvent({ event: 'accountsChanged', data: [] }, context.origin),
    broadcastEvent({ event: 'polkadotAccountsChanged', data: [] }, context.origin),
  ])
  return null
}

async function signMessage(context: RpcContext) {
  const params = parse(solanaSignMessageParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentSolanaWallet()
  const text = new TextDecoder('utf-8', { fatal: false }).decode(
    Uint8Array.from(atob(params.message), (c) => c.charCodeAt(0)),
  )
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: `Sign this message as ${params.account}:\n\n${text}`,
  })
  try {
    return wallet.signMessage(params)
  } catch (error) {
    return fromWalletError(error)
  }
}

/** A chain the wallet does not know is refused before anyone is asked. */
function requireKnownChain(
  wallet: Awaited<ReturnType<typeof currentSolanaWallet>>,
  chain: string | undefined,
) {
  if (chain !== undefined && !wallet.chains.includes(chain))
    throw invalidParams(`The chain ${chain} is not one of this wallet's chains.`)
}

function transactionDetails(transaction: string, chain: string | undefined, send: boolean) {
  const bytes = Math.floor((transaction.length * 3) / 4)
  return `${send ? 'Sign and send' : 'Sign'} this transaction (${bytes} bytes)${chain ? ` on ${chain}` : ''}:\n\n${base64ToBase58(transaction)}`
}

async function signTransaction(context: RpcContext) {
  const params = parse(solanaSignTransactionParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentSolanaWallet()
  requireKnownChain(wallet, params.chain)
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: transactionDetails(params.transaction, params.chain, false),
  })
  try {
    return wallet.signTransaction(params)
  } catch (error) {
    return fromWalletError(error)
  }
}

async function signAndSendTransaction(context: RpcContext) {
  const params = parse(solanaSignAndSendParams, context)
  await requireConnectedOrigin(context.origin)
  const wallet = await currentSolanaWallet()
  requireKnownChain(wallet, params.chain)
  await requireApproval({
    origin: context.origin,
    method: context.method,
    details: transactionDetails(params.transaction, params.chain, true),
  })
  return wallet.signAndSendTransaction(params).catch(fromWalletError)
}

/** The clusters the wallet knows (CAIP-2 ids; [] without Solana): the page registers its wallet with them. */
async function getChains(): Promise<string[]> {
  const config = await loadConfig()
  return config.solana?.clusters.map((c) => c.chain) ?? []
}

export const solanaHandlers: [string, RpcHandler][] = [
  ['solana_getChains', getChains],
  ['solana_connect', connect],
  ['solana_disconnect', disconnect],
  ['solana_signMessage', signMessage],
  ['solana_signTransaction', signTransaction],
  ['solana_signAndSendTransaction', signAndSendTransaction],
]
