/**
 * A fake browser-extension wallet for unit tests: an EIP-1193 provider that records its calls,
 * answers like a wallet that has granted `accounts` on `chainId`, and emits events on demand;
 * plus its EIP-6963 announcement on a window.
 */
import { type Mock, vi } from 'vitest'
import type { Eip1193Provider, InjectedWallet } from './eip6963.ts'

export const FAKE_ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
export const ALICE = '0xA11CE00000000000000000000000000000000001' as const
export const BOB = '0xB0B0000000000000000000000000000000000002' as const

type Listener = (...args: never[]) => void
type RequestArgs = { method: string; params?: unknown }

export interface FakeProvider extends Eip1193Provider {
  request: Mock<(args: RequestArgs) => Promise<unknown>>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Calls the listeners of `event`, as the wallet does when the user acts in it. */
  emit(event: string, ...args: unknown[]): void
  listenerCount(): number
  /** The methods requested so far, in order. */
  methods(): string[]
  accounts: string[]
  chainId: number
  /** Per-method answers that replace the defaults (throw in one to make the wallet fail). */
  handlers: Record<string, (params: unknown) => unknown>
}

/** An EIP-1193 error as wallets throw them. */
export const walletError = (code: number, message = `wallet error ${code}`) =>
  Object.assign(new Error(message), { code })

export function createFakeProvider({
  accounts = [ALICE] as string[],
  chainId = 31337,
} = {}): FakeProvider {
  const listeners = new Map<string, Set<Listener>>()
  const provider: FakeProvider = {
    accounts: [...accounts],
    chainId,
    handlers: {},
    request: vi.fn(async ({ method, params }: RequestArgs) => {
      const handler = provider.handlers[method]
      if (handler) return handler(params)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [...provider.accounts]
        case 'eth_chainId':
          return `0x${provider.chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          provider.chainId = Number.parseInt(hex, 16)
          provider.emit('chainChanged', hex)
          return null
        }
        case 'wallet_revokePermissions':
          return null
        default:
          throw walletError(4200, `${method} is not supported`)
      }
    }),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (...a: unknown[]) => void)(...args)
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    methods: () => provider.request.mock.calls.map(([args]) => args.method),
  }
  return provider
}

export function fakeInjectedWallet(
  provider: Eip1193Provider = createFakeProvider(),
  info: Partial<InjectedWallet['info']> = {},
): InjectedWallet {
  return {
    info: { uuid: 'fake-uuid', name: 'Fake Wallet', icon: FAKE_ICON, rdns: 'test.fake', ...info },
    provider,
    source: 'announced',
  }
}

/**
 * Installs the wallet as an extension would: it announces itself now and whenever a page sends
 * `eip6963:requestProvider`. Returns the function that uninstalls it.
 */
export function installFakeWallet(win: Window, wallet: InjectedWallet): () => void {
  const announce = () =>
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: wallet.info, provider: wallet.provider }),
      }),
    )
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => win.removeEventListener('eip6963:requestProvider', announce)
}
