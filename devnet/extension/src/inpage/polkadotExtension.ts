/**
 * The polkadot{.js} extension interface the page finds in `window.injectedWeb3` (what
 * @polkadot/extension-dapp's `web3Enable` reads): `injectedWeb3['portico-test-wallet'] =
 * { version, enable(originName) }`, and `enable` resolves, once the user approved the origin,
 * with `{ accounts: { get, subscribe }, metadata: { get, provide }, signer: { signPayload,
 * signRaw } }`. Each call is a request over the page channel as `polkadot_<name>`; the worker
 * asks for approval and signs (devnet/src/polkadot/wallet).
 */
import { z } from 'zod'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'
import type { PageChannel } from './pageChannel.ts'

/** The key under `window.injectedWeb3` (polkadot{.js} extensions use their package name). */
export const POLKADOT_EXTENSION_KEY = 'portico-test-wallet'

const address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{46,48}$/)
const accountsSchema = z
  .array(z.strictObject({ address, name: z.string(), type: z.literal('ed25519') }))
  .max(1)
const signatureSchema = z.strictObject({
  id: z.number().int(),
  signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/),
})

type Account = z.infer<typeof accountsSchema>[number]

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new ProviderRpcError(ErrorCode.internal, 'The wallet answered in an unexpected shape.')
  return parsed.data
}

/** Only plain JSON crosses the channel (a dapp may pass class instances). */
function plain(value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown
  if (!copy || typeof copy !== 'object' || Array.isArray(copy))
    throw new ProviderRpcError(ErrorCode.invalidParams, 'The payload must be an object.')
  return copy as Record<string, unknown>
}

function injected(channel: PageChannel) {
  const getAccounts = async (): Promise<Account[]> =>
    checked(accountsSchema, await channel.request('polkadot_accounts', []))
  const subscribers = new Set<(accounts: Account[]) => void>()
  channel.onEvent((event) => {
    if (event.event !== 'polkadotAccountsChanged' || subscribers.size === 0) return
    void getAccounts().then((accounts) => {
      for (const subscriber of subscribers) subscriber(accounts)
    })
  })
  return {
    accounts: {
      get: getAccounts,
      subscribe(callback: (accounts: Account[]) => void): () => void {
        subscribers.add(callback)
        void getAccounts().then((accounts) => subscribers.has(callback) && callback(accounts))
        return () => void subscribers.delete(callback)
      },
    },
    metadata: {
      get: async () => [],
      provide: async () => false,
    },
    signer: {
      signPayload: async (payload: unknown) =>
        checked(signatureSchema, await channel.request('polkadot_signPayload', [plain(payload)])),
      signRaw: async (raw: unknown) =>
        checked(signatureSchema, await channel.request('polkadot_signRaw', [plain(raw)])),
    },
  }
}

export function injectPolkadotExtension(channel: PageChannel, version: string): void {
  const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
  target.injectedWeb3 ??= {}
  target.injectedWeb3[POLKADOT_EXTENSION_KEY] = Object.freeze({
    version,
    async enable(originName: unknown) {
      if (typeof originName !== 'string' || originName.length === 0)
        throw new ProviderRpcError(ErrorCode.invalidParams, 'enable(originName) needs a name.')
      checked(accountsSchema, await channel.request('polkadot_enable', [{ originName }]))
      return injected(channel)
    },
  })
}
