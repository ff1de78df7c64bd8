/**
 * Polkadot extensions on the page, through the polkadot{.js} extension interface they inject:
 * `window.injectedWeb3[key] = { version, enable(originName) }`, where `enable` resolves (once the
 * user allowed the page) with `{ accounts: { get, subscribe? }, signer: { signPayload, signRaw } }`
 * — what @polkadot/extension-dapp's `web3Enable` reads. The interface is small, so it is used
 * directly (extension-dapp would enable every extension at once and bring @polkadot/util along).
 * Everything an extension gives is parsed before use.
 */
import * as z from 'zod/mini'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { PolkadotError } from './PolkadotError.ts'
import type { PolkadotSignerPayloadJSON, PolkadotWalletSession } from './PolkadotSigner.ts'
import { isPolkadotAddress, samePolkadotAccount } from './polkadotAddress.ts'

/** An extension as listed: its key under `window.injectedWeb3`. */
export interface PolkadotExtension {
  key: string
  name: string
  version: string
  enable(originName: string): Promise<unknown>
}

const CONNECTOR_PREFIX = 'injectedWeb3:'

export const polkadotExtensionConnectorId = (extension: { key: string }) =>
  `${CONNECTOR_PREFIX}${extension.key}`

const KNOWN_NAMES: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  'fearless-wallet': 'Fearless Wallet',
}

/** "portico-test-wallet" → "Portico Test Wallet", unless the key is a known extension's. */
const nameOf = (key: string) =>
  KNOWN_NAMES[key] ??
  key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ')

const entrySchema = z.object({
  version: z.optional(z.string().check(z.maxLength(64))),
  enable: z.custom<(originName: string) => Promise<unknown>>((v) => typeof v === 'function'),
})

/** The extensions in `injectedWeb3` that have the interface (others are skipped). */
export function readPolkadotExtensions(target: unknown): PolkadotExtension[] {
  const injected = (target as { injectedWeb3?: unknown } | undefined)?.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  return Object.entries(injected as Record<string, unknown>).flatMap(([key, value]) => {
    if (!/^[\w.-]{1,64}$/.test(key)) return []
    const parsed = entrySchema.safeParse(value)
    if (!parsed.success) return []
    const entry = value as { enable(originName: string): Promise<unknown> }
    return [
      {
        key,
        name: nameOf(key),
        version: parsed.data.version ?? '',
        enable: (originName: string) => entry.enable(originName),
      },
    ]
  })
}

/**
 * Calls `onChange` with the extensions now and whenever the list changes: extensions inject at
 * document start, some later, so the list is read again a few times after the page loaded.
 */
export function watchPolkadotExtensions(
  target: unknown,
  onChange: (extensions: PolkadotExtension[]) => void,
  delays: readonly number[] = [100, 500, 1500, 3000],
): () => void {
  let seen: string | undefined
  const check = () => {
    const list = readPolkadotExtensions(target)
    const keys = list.map((e) => e.key).join('\n')
    if (keys === seen) return
    seen = keys
    onChange(list)
  }
  check()
  const timers = delays.map((ms) => setTimeout(check, ms))
  return () => {
    for (const timer of timers) clearTimeout(timer)
  }
}

const fn = z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function')
const injectedSchema = z.object({
  accounts: z.object({ get: fn, subscribe: z.optional(fn) }),
  signer: z.object({ signPayload: fn, signRaw: fn }),
})
const accountSchema = z.object({
  address: z.string(),
  genesisHash: z.nullish(z.string()),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
})
const accountsSchema = z.array(z.unknown())
const signatureSchema = z.object({
  id: z.number(),
  signature: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/)),
})

type InjectedAccount = z.infer<typeof accountSchema>
type Injected = {
  accounts: {
    get(): Promise<unknown>
    subscribe?(callback: (accounts: unknown) => void): unknown
  }
  signer: {
    signPayload(payload: PolkadotSignerPayloadJSON): Promise<unknown>
    signRaw(raw: { address: string; data: string; type: 'bytes' }): Promise<unknown>
  }
}

const badAnswer = (what: string) =>
  new PolkadotError(`The extension gave ${what} that cannot be used`, {
    code: 'POLKADOT_BAD_ANSWER',
  })

/** The extension's accounts that are SS58 addresses (ethereum-type accounts are not ours). */
function usableAccounts(value: unknown): InjectedAccount[] {
  const list = accountsSchema.safeParse(value)
  if (!list.success) throw badAnswer('an account list')
  return list.data.flatMap((entry) => {
    const account = accountSchema.safeParse(entry)
    return account.success && isPolkadotAddress(account.data.address) ? [account.data] : []
  })
}

const toHex = (text: string) =>
  /^0x([0-9a-fA-F]{2})*$/.test(text)
    ? text
    : `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/** Reads a `{ id, signature }` answer; anything else is an error, never half-used. */
async function signatureOf(answer: Promise<unknown>): Promise<`0x${string}`> {
  const parsed = signatureSchema.safeParse(await answer)
  if (!parsed.success) throw badAnswer('a signature')
  return parsed.data.signature as `0x${string}`
}

/**
 * Asks the extension to allow the page (it may show its prompt) and makes a session of its
 * first Polkadot account. An extension with no such account is refused.
 */
export async function connectPolkadotExtension(
  extension: PolkadotExtension,
  originName: string,
): Promise<PolkadotWalletSession> {
  const value = await extension.enable(originName)
  if (!injectedSchema.safeParse(value).success) throw badAnswer('an interface')
  const injected = value as Injected
  const [account] = usableAccounts(await injected.accounts.get())
  if (!account)
    throw new PolkadotError('The extension has no Polkadot account', {
      code: 'POLKADOT_NO_ACCOUNT',
    })
  let address = account.address
  // An account restricted to one chain (its genesis hash) signs only there.
  const genesis = account.genesisHash?.slice(2, 34).toLowerCase()
  return {
    connectorId: polkadotExtensionConnectorId(extension),
    info: { name: extension.name },
    signer: {
      get address() {
        return address
      },
      signRaw: (data) =>
        signatureOf(injected.signer.signRaw({ address, data: toHex(data), type: 'bytes' })),
      signPayload: async (payload) => {
        if (!samePolkadotAccount(payload.address, address))
          throw new PolkadotError('The payload is for another account', {
            code: 'POLKADOT_WRONG_ACCOUNT',
          })
        return signatureOf(injected.signer.signPayload(payload))
      },
    },
    supports: (network: CaipNetwork) => !genesis || network.caipNetworkId === `polkadot:${genesis}`,
    watch: injected.accounts.subscribe
      ? (onAccount) => {
          const stop = injected.accounts.subscribe?.((accounts) => {
            try {
              const list = usableAccounts(accounts)
              const next = list.find((a) => a.address === address) ?? list[0]
              if (next) address = next.address
              onAccount(next?.address)
            } catch {
              onAccount(undefined)
            }
          })
          return () => {
            if (typeof stop === 'function') stop()
          }
        }
      : undefined,
    // The interface has no disconnect: the page forgets the account; the extension keeps its
    // permission until the user revokes it there.
    disconnect: async () => {},
  }
}
