/**
 * The EIP-1193 provider the page sees: `request({ method, params })` and `on` /
 * `removeListener` for accountsChanged, chainChanged, connect and disconnect. Requests go
 * through the page channel; errors are ProviderRpcError (numeric `code`, `message`).
 */
import { rpcMethodSchema, rpcParamsSchema } from '../pageMessages.ts'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'
import type { WalletEvent, WalletEventName } from '../walletEvents.ts'
import type { PageChannel } from './pageChannel.ts'

// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments.
type Listener = (...args: any[]) => void

const eventNames: readonly WalletEventName[] = [
  'accountsChanged',
  'chainChanged',
  'connect',
  'disconnect',
]

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

const invalidRequest = (message: string) => new ProviderRpcError(ErrorCode.invalidRequest, message)

/**
 * Checks a request the way the content script will, so nothing is dropped silently on the
 * way, and turns params into plain JSON (the worker receives JSON anyway).
 */
function checkRequest(args: unknown): {
  method: string
  params: unknown[] | Record<string, unknown> | undefined
} {
  if (typeof args !== 'object' || args === null) {
    throw invalidRequest('Expected a single { method, params } object.')
  }
  const { method, params } = args as { method?: unknown; params?: unknown }
  const checkedMethod = rpcMethodSchema.safeParse(method)
  if (!checkedMethod.success) {
    if (typeof method === 'string') {
      throw new ProviderRpcError(ErrorCode.unsupportedMethod, `Unsupported method "${method}".`)
    }
    throw invalidRequest("'method' must be a non-empty string.")
  }
  let plain: unknown
  try {
    plain = params === undefined ? undefined : JSON.parse(JSON.stringify(params))
  } catch {
    throw invalidRequest("'params' must be JSON-serializable.")
  }
  const checkedParams = rpcParamsSchema.safeParse(plain)
  if (!checkedParams.success) throw invalidRequest("'params' must be an array or an object.")
  return { method: checkedMethod.data, params: checkedParams.data }
}

export class TestWalletProvider {
  readonly isPorticoTestWallet = true
  readonly #channel: PageChannel
  readonly #listeners = new Map<string, Set<Listener>>()
  #connected = false

  constructor(channel: PageChannel) {
    this.#channel = channel
    channel.onEvent((event) => this.#emit(event))
    void channel.ready.then(async () => {
      const chainId = await this.request({ method: 'eth_chainId' })
      if (typeof chainId === 'string') this.#emit({ event: 'connect', data: { chainId } })
    })
  }

  request(args: RequestArguments): Promise<unknown> {
    try {
      const { method, params } = checkRequest(args)
      return this.#channel.request(method, params)
    } catch (error) {
      return Promise.reject(error)
    }
  }

  /** Whether the wallet is connected to a chain (EIP-1193 `connect` has been emitted). */
  isConnected(): boolean {
    return this.#connected
  }

  on(event: string, listener: Listener): this {
    if (typeof listener !== 'function') return this
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  #emit(event: WalletEvent) {
    if (!eventNames.includes(event.event)) return
    if (event.event === 'connect') this.#connected = true
    if (event.event === 'disconnect') this.#connected = false
    for (const listener of [...(this.#listeners.get(event.event) ?? [])]) {
      try {
        listener(event.data)
      } catch (error) {
        // A page listener's error must not stop the others.
        setTimeout(() => {
          throw error
        })
      }
    }
  }
}
