/**
 * Bitcoin extensions through sats-connect's discovery and request API: each lists itself in
 * `window.btc_providers` ({id, name, icon, methods}), its `id` the path of its provider object
 * on `window` (e.g. "XverseProviders.BitcoinProvider"); the provider's `request(method, params)`
 * resolves with a JSON-RPC response and never rejects. Connecting is `getAddresses`
 * (payment and ordinals); a connected site asks again silently after a reload.
 */
import * as z from 'zod/mini'
import {
  addressNetworkOfPrefix,
  bitcoinAddressNetworkOf,
} from '../../chains/bitcoin/bitcoinNetworks.ts'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { BitcoinError, walletError } from './BitcoinError.ts'
import type { BitcoinAccountAddress } from './BitcoinProvider.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

export interface SatsConnectWallet {
  id: string
  name: string
  icon?: string
  provider: SatsConnectProvider
}

const listing = z.object({
  id: z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,3}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.optional(z.string().check(z.regex(/^(https?:|data:image\/)/), z.maxLength(100_000))),
})

/** A JSON-RPC response: its result, or its error. */
const response = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.optional(z.number()), message: z.optional(z.string()) })),
})

const addressEntry = z.object({
  address: z.string().check(z.minLength(14), z.maxLength(90)),
  publicKey: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]*$/))),
  purpose: z.enum(['payment', 'ordinals', 'stacks']),
})
const getAddressesResult = z.object({ addresses: z.array(addressEntry).check(z.minLength(1)) })
const signMessageResult = z.object({
  signature: z.string().check(z.minLength(1)),
  address: z.string(),
})
const signPsbtResult = z.object({
  psbt: z.string().check(z.minLength(1)),
  txid: z.optional(z.string()),
})
const txidResult = z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })

/** The connector id of a sats-connect wallet (stored per namespace, SPEC §3). */
export const satsConnectConnectorId = (id: string) => `sats-connect:${id}`

/** Own properties only: a listing cannot reach prototypes or getters elsewhere. */
function resolveProvider(path: string): SatsConnectProvider | undefined {
  let current: unknown = window
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  const request = (current as { request?: unknown } | undefined)?.request
  return typeof request === 'function' ? (current as SatsConnectProvider) : undefined
}

/** The wallets listed on the page now (a malformed listing is skipped). */
export function findSatsConnectWallets(): SatsConnectWallet[] {
  const listed = (window as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed.flatMap((entry) => {
    const parsed = listing.safeParse(entry)
    const provider = parsed.success ? resolveProvider(parsed.data.id) : undefined
    return parsed.success && provider ? [{ ...parsed.data, provider }] : []
  })
}

/**
 * Calls `onChange` with the wallets now and whenever the listing changes: extensions list
 * themselves as their scripts run, so it is read again a few times (and on `rescan`).
 */
export function watchSatsConnectWallets(
  onChange: (wallets: SatsConnectWallet[]) => void,
  delays: readonly number[] = [250, 1000, 3000],
): { stop(): void; rescan(): void } {
  let seen = ''
  const rescan = () => {
    const found = findSatsConnectWallets()
    const ids = found.map((w) => w.id).join('\n')
    if (ids === seen) return
    seen = ids
    onChange(found)
  }
  rescan()
  const timers = delays.map((ms) => setTimeout(rescan, ms))
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer)
    },
    rescan,
  }
}

/** One request, its JSON-RPC answer checked: the result parsed with `schema`, or the error. */
async function call<T>(
  wallet: SatsConnectWallet,
  method: string,
  params: unknown,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const answer = response.safeParse(await wallet.provider.request(method, params))
  if (!answer.success)
    throw new BitcoinError('The wallet gave a malformed answer', { code: 'BITCOIN_BAD_ANSWER' })
  if (answer.data.error) throw walletError(answer.data.error)
  const result = schema.safeParse(answer.data.result)
  if (!result.success)
    throw new BitcoinError(`The wallet's ${method} answer is malformed`, {
      code: 'BITCOIN_BAD_ANSWER',
      details: result.error.issues[0]?.message,
    })
  return result.data
}

/** Connects (or silently reconnects) a sats-connect wallet: its addresses, as a session. */
export async function connectSatsConnectWallet(
  wallet: SatsConnectWallet,
): Promise<BitcoinWalletSession> {
  const { addresses } = await call(
    wallet,
    'getAddresses',
    { purposes: ['payment', 'ordinals'], message: 'Connect your Bitcoin wallet' },
    getAddressesResult,
  )
  const accounts: BitcoinAccountAddress[] = addresses.flatMap((a) =>
    a.purpose === 'stacks'
      ? []
      : [
          {
            address: a.address,
            ...(a.publicKey ? { publicKey: a.publicKey } : {}),
            purpose: a.purpose === 'ordinals' ? ('ordinal' as const) : ('payment' as const),
          },
        ],
  )
  // A sats-connect wallet is on one network: the one its addresses are written for.
  const onNetwork = (network: CaipNetwork) =>
    accounts.filter((a) => addressNetworkOfPrefix(a.address) === bitcoinAddressNetworkOf(network))
  return {
    connectorId: satsConnectConnectorId(wallet.id),
    info: { name: wallet.name, ...(wallet.icon ? { icon: wallet.icon } : {}) },
    supports: (network) => onNetwork(network).length > 0,
    signer: {
      addresses: onNetwork,
      signMessage: ({ address, message, protocol }) =>
        call(
          wallet,
          'signMessage',
          { address, message, ...(protocol ? { protocol: protocol.toUpperCase() } : {}) },
          signMessageResult,
        ),
      signPsbt: ({ psbt, signInputs, broadcast }) => {
        // sats-connect takes address → input indexes.
        const byAddress: Record<string, number[]> = {}
        for (const { address, index } of signInputs)
          byAddress[address] = [...(byAddress[address] ?? []), index]
        return call(
          wallet,
          'signPsbt',
          { psbt, signInputs: byAddress, broadcast: broadcast ?? false },
          signPsbtResult,
        )
      },
      sendTransfer: async ({ recipient, amount }) =>
        (
          await call(
            wallet,
            'sendTransfer',
            { recipients: [{ address: recipient, amount: Number(amount) }] },
            txidResult,
          )
        ).txid,
      request: (method, params) => call(wallet, method, params, z.unknown()),
    },
    // sats-connect has no standard disconnect: the modal forgets the wallet.
    disconnect: async () => {},
  }
}
