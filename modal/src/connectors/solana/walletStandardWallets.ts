/**
 * Wallet Standard wallets for Solana: discovery through `@wallet-standard/app` (the page's
 * registered wallets, and those registering later), kept to wallets with a Solana chain and the
 * `standard:connect` feature with `solana:signTransaction` or `solana:signAndSendTransaction`;
 * and a connected wallet as a SolanaWalletSession (its features as the signer, `standard:events`
 * for its accounts). What a wallet returns is checked before use.
 */
import { getWallets } from '@wallet-standard/app'
import * as z from 'zod/mini'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { SolanaError } from './SolanaError.ts'
import type { SolanaWalletSession } from './SolanaSigner.ts'

export type StandardWallet = ReturnType<ReturnType<typeof getWallets>['get']>[number]
type StandardAccount = StandardWallet['accounts'][number]

/** The connector id a Wallet Standard wallet is listed and stored under. */
export const walletStandardConnectorId = (wallet: Pick<StandardWallet, 'name'>) =>
  `wallet-standard:${wallet.name}`

const hasFeature = (wallet: StandardWallet, name: string) => name in wallet.features

export function isSolanaStandardWallet(wallet: StandardWallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    hasFeature(wallet, 'standard:connect') &&
    (hasFeature(wallet, 'solana:signTransaction') ||
      hasFeature(wallet, 'solana:signAndSendTransaction'))
  )
}

/** Calls `onChange` with the Solana wallets now and whenever one registers or unregisters. */
export function watchSolanaWallets(onChange: (wallets: StandardWallet[]) => void): () => void {
  const api = getWallets()
  const report = () => onChange(api.get().filter(isSolanaStandardWallet))
  const offRegister = api.on('register', report)
  const offUnregister = api.on('unregister', report)
  report()
  return () => {
    offRegister()
    offUnregister()
  }
}

// The features' calls, as far as we use them (the wallet's answers are parsed).
type Feature = Record<string, (...args: never[]) => Promise<unknown>>
const bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected bytes')
const connectResult = z.object({ accounts: z.array(z.object({ address: z.string() })) })
const signMessageResult = z.array(z.object({ signature: bytes }))
const signTransactionResult = z.array(z.object({ signedTransaction: bytes }))
const signAndSendResult = z.array(z.object({ signature: bytes }))

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new SolanaError(`The wallet's ${what} answer is malformed`, {
      code: 'SOLANA_WALLET_BAD_ANSWER',
    })
  return parsed.data
}

function feature(wallet: StandardWallet, name: string): Feature {
  const found = (wallet.features as Record<string, Feature | undefined>)[name]
  if (!found) throw new SolanaError(`The wallet has no ${name}`, { code: 'SOLANA_FEATURE_MISSING' })
  return found
}

const call = (wallet: StandardWallet, name: string, method: string, ...args: unknown[]) =>
  (feature(wallet, name)[method] as (...a: unknown[]) => Promise<unknown>)(...args)

/**
 * The wallet's chain for `network`: its CAIP-2 id, or `solana:localnet` for a cluster on this
 * machine (Wallet Standard names clusters, CAIP-2 hashes them; a local one has no fixed hash).
 */
export function standardChainFor(
  wallet: Pick<StandardWallet, 'chains'>,
  network: CaipNetwork,
): string | undefined {
  if (wallet.chains.includes(network.caipNetworkId as `${string}:${string}`))
    return network.caipNetworkId
  const url = network.rpcUrls.default.http[0] ?? ''
  const local = /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)
  return local && wallet.chains.includes('solana:localnet') ? 'solana:localnet' : undefined
}

/** `standard:connect` (silently after a reload), then the wallet as a session. */
export async function connectStandardWallet(
  wallet: StandardWallet,
  options: { silent: boolean },
): Promise<SolanaWalletSession> {
  const result = parse(
    connectResult,
    await call(wallet, 'standard:connect', 'connect', { silent: options.silent }),
    'connect',
  )
  const address = result.accounts[0]?.address ?? wallet.accounts[0]?.address
  if (!address)
    throw new SolanaError('The wallet approved no account', { code: 'SOLANA_NO_ACCOUNT' })
  return standardWalletSession(wallet, address)
}

export function standardWalletSession(
  wallet: StandardWallet,
  address: string,
): SolanaWalletSession {
  let current = address
  const account = (): StandardAccount => {
    const found = wallet.accounts.find((a) => a.address === current)
    if (!found)
      throw new SolanaError('The wallet no longer has this account', {
        code: 'SOLANA_NO_ACCOUNT',
      })
    return found
  }
  const chain = (network: CaipNetwork) => {
    const found = standardChainFor(wallet, network)
    if (!found) throw new SolanaError('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED' })
    return found
  }
  return {
    connectorId: walletStandardConnectorId(wallet),
    info: { name: wallet.name, icon: wallet.icon },
    supports: (network) => standardChainFor(wallet, network) !== undefined,
    signer: {
      get address() {
        return current
      },
      async signMessage(message) {
        const [signed] = parse(
          signMessageResult,
          await call(wallet, 'solana:signMessage', 'signMessage', { account: account(), message }),
          'signMessage',
        )
        if (!signed) throw new SolanaError('No signature', { code: 'SOLANA_WALLET_BAD_ANSWER' })
        return signed.signature
      },
      async signTransaction(transaction, network) {
        const [signed] = parse(
          signTransactionResult,
          await call(wallet, 'solana:signTransaction', 'signTransaction', {
            account: account(),
            transaction,
            chain: chain(network),
          }),
          'signTransaction',
        )
        if (!signed) throw new SolanaError('No transaction', { code: 'SOLANA_WALLET_BAD_ANSWER' })
        return signed.signedTransaction
      },
      ...(hasFeature(wallet, 'solana:signAndSendTransaction')
        ? {
            async signAndSendTransaction(transaction: Uint8Array, network: CaipNetwork) {
              const [sent] = parse(
                signAndSendResult,
                await call(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
                  account: account(),
                  transaction,
                  chain: chain(network),
                }),
                'signAndSendTransaction',
              )
              if (!sent) throw new SolanaError('No signature', { code: 'SOLANA_WALLET_BAD_ANSWER' })
              const { base58 } = await import('@scure/base')
              return base58.encode(sent.signature)
            },
          }
        : {}),
    },
    watch(onAccount) {
      if (!hasFeature(wallet, 'standard:events')) return () => {}
      const off = feature(wallet, 'standard:events').on as unknown as (
        event: 'change',
        listener: (properties: { accounts?: readonly StandardAccount[] }) => void,
      ) => () => void
      return off('change', ({ accounts }) => {
        if (!accounts) return
        const next = accounts.some((a) => a.address === current) ? current : accounts[0]?.address
        if (next === current) return
        if (next) current = next
        onAccount(next)
      })
    },
    async disconnect() {
      if (hasFeature(wallet, 'standard:disconnect'))
        await call(wallet, 'standard:disconnect', 'disconnect').catch(() => undefined)
    },
  }
}
