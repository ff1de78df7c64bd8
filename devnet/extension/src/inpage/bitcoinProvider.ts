/**
 * The Bitcoin provider the page sees, shaped like the ones Bitcoin wallets inject for
 * sats-connect: `request(method, params)` resolves with a JSON-RPC response
 * (`{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`), never rejects.
 * Reachable as `window.PorticoTestWallet.BitcoinProvider` and listed in `window.btc_providers`
 * (sats-connect's wallet discovery). Requests go through the same page channel as the EVM
 * provider, as `bitcoin_<method>`.
 */
import { rpcParamsSchema } from '../pageMessages.ts'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'
import { WALLET_ICON, WALLET_NAME } from '../walletInfo.ts'
import type { PageChannel } from './pageChannel.ts'
import { randomUuid } from './randomUuid.ts'

export const BITCOIN_METHODS = [
  'getAccounts',
  'getAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

export class PorticoBitcoinProvider {
  readonly #channel: PageChannel
  constructor(channel: PageChannel) {
    this.#channel = channel
  }

  async request(method: string, params?: unknown): Promise<JsonRpcResponse> {
    const id = randomUuid()
    const fail = (code: number, message: string): JsonRpcResponse => ({
      jsonrpc: '2.0',
      id,
      error: { code, message },
    })
    if (!(BITCOIN_METHODS as readonly string[]).includes(method))
      return fail(-32601, `Method not found: ${String(method)}`)
    let plain: unknown
    try {
      plain =
        params === undefined || params === null ? undefined : JSON.parse(JSON.stringify(params))
    } catch {
      return fail(ErrorCode.invalidParams, "'params' must be JSON-serializable.")
    }
    const checked = rpcParamsSchema.safeParse(plain)
    if (!checked.success) return fail(ErrorCode.invalidParams, "'params' must be an object.")
    try {
      const result = await this.#channel.request(`bitcoin_${method}`, checked.data)
      return { jsonrpc: '2.0', id, result }
    } catch (error) {
      if (error instanceof ProviderRpcError)
        // sats-connect's USER_REJECTION is -32000; the EVM side's 4001 means the same.
        return fail(error.code === ErrorCode.userRejected ? -32000 : error.code, error.message)
      return fail(ErrorCode.internal, error instanceof Error ? error.message : String(error))
    }
  }
}

declare global {
  interface Window {
    btc_providers?: { id: string; name: string; icon: string; methods: string[] }[]
    PorticoTestWallet?: { BitcoinProvider: PorticoBitcoinProvider }
  }
}

export function registerBitcoinProvider(channel: PageChannel): PorticoBitcoinProvider {
  const provider = new PorticoBitcoinProvider(channel)
  Object.defineProperty(window, 'PorticoTestWallet', {
    value: Object.freeze({ BitcoinProvider: provider }),
    configurable: true,
    enumerable: false,
  })
  window.btc_providers = [
    ...(window.btc_providers ?? []),
    {
      id: 'PorticoTestWallet.BitcoinProvider',
      name: WALLET_NAME,
      icon: WALLET_ICON,
      methods: [...BITCOIN_METHODS],
    },
  ]
  return provider
}
