/**
 * The React bindings as a dapp uses them: <PorticoProvider> around components that call the hooks,
 * with a real createPortico instance.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineEvmNetwork } from '../chains/devnetNetworks.ts'
import {
  ALICE,
  createFakeProvider,
  fakeInjectedWallet,
  installFakeWallet,
} from '../connectors/injected/fakeWallet.test-helpers.ts'
import { createPortico, type Portico } from '../createPortico.ts'
import type { PorticoEvent } from '../publicState.ts'
import { ConnectButton } from './ConnectButton.tsx'
import { PorticoProvider } from './PorticoProvider.tsx'
import { useModalAccount } from './useModalAccount.ts'
import { useModalEvents } from './useModalEvents.ts'
import { useModalNetwork } from './useModalNetwork.ts'

vi.mock('../chains/evm/getEvmBalance.ts', () => ({ getEvmBalance: vi.fn(async () => '1.5') }))
// The WalletConnect SDK (preloaded on open) has its own tests; here it never finishes loading.
vi.mock('../connectors/walletconnect/createWalletConnectProvider.ts', () => ({
  createWalletConnectProvider: vi.fn(() => new Promise(() => {})),
}))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const CONNECTOR_KEY = '@appkit/eip155:connected_connector_id'
const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')

let portico: Portico | undefined
let uninstall: (() => void) | undefined
const roots: Root[] = []

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount()
  })
  portico?.destroy()
  portico = undefined
  uninstall?.()
  uninstall = undefined
  localStorage.clear()
  document.body.innerHTML = ''
})

const createInstance = () => {
  portico = createPortico({ projectId: 'p', networks: [devnet, devnet2] })
  return portico
}

async function render(ui: ReactNode, options?: Parameters<typeof createRoot>[1]) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container, options)
  roots.push(root)
  await act(async () => root.render(ui))
  return container
}

/** Calls `hook` on every render and keeps what it returned last in `result`. */
function Probe<T>({ hook, result }: { hook: () => T; result: { current: T } }) {
  result.current = hook()
  return null
}

/** Renders `hook` inside the provider and returns a box holding what it returned last. */
async function renderHook<T>(p: Portico, hook: () => T) {
  const result = { current: undefined as T }
  await render(
    <PorticoProvider portico={p}>
      <Probe hook={hook} result={result} />
    </PorticoProvider>,
  )
  return result
}

function Orphan() {
  useModalAccount()
  return null
}

describe('useModalAccount', () => {
  it('is disconnected before any connection', async () => {
    const account = await renderHook(createInstance(), () => useModalAccount())
    expect(account.current).toEqual({
      status: 'disconnected',
      isConnected: false,
      allAccounts: [],
    })
  })

  it('shows the account restored from a stored connection, re-rendering as it arrives', async () => {
    localStorage.setItem(CONNECTOR_KEY, 'test.fake')
    uninstall = installFakeWallet(window, fakeInjectedWallet(createFakeProvider()))
    const p = createInstance()
    const account = await renderHook(p, () => useModalAccount())
    const other = await renderHook(p, () => useModalAccount({ namespace: 'solana' }))
    await act(() =>
      vi.waitFor(() => expect(p.getState().account.balance).toBe('1.5'), { timeout: 2000 }),
    )
    expect(account.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      balance: '1.5',
    })
    expect(other.current).toMatchObject({ status: 'disconnected', isConnected: false })
  })
})

describe('useModalNetwork', () => {
  it('gives the default network before the core has loaded', async () => {
    const network = await renderHook(createInstance(), () => useModalNetwork())
    expect(network.current).toMatchObject({
      caipNetwork: devnet,
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      isUnsupportedChain: false,
    })
  })

  it('switches to another configured network and re-renders with it', async () => {
    const p = createInstance()
    const network = await renderHook(p, () => useModalNetwork())
    await act(() => network.current.switchNetwork(devnet2))
    await act(() => vi.waitFor(() => expect(p.getState().selectedNetworkId).toBe('eip155:31338')))
    expect(network.current).toMatchObject({
      caipNetwork: devnet2,
      caipNetworkId: 'eip155:31338',
      chainId: 31338,
    })
  })

  it('rejects a network the dapp did not configure', async () => {
    const network = await renderHook(createInstance(), () => useModalNetwork())
    const elsewhere = defineEvmNetwork(10, 'Elsewhere', 'http://127.0.0.1:8599')
    await act(() =>
      expect(network.current.switchNetwork(elsewhere)).rejects.toMatchObject({
        code: 'SWITCH_NETWORK_NOT_FOUND',
      }),
    )
    expect(network.current.chainId).toBe(31337)
  })
})

describe('useModalEvents', () => {
  const label = (event: PorticoEvent) =>
    `${event.data.event} ${String(event.data.properties?.network ?? '')}`.trim()

  it('gives the listener every event, even several in the same tick', async () => {
    const p = createInstance()
    const seen: string[] = []
    const last = await renderHook(p, () => useModalEvents((event) => seen.push(label(event))))
    expect(last.current).toBeUndefined()
    await act(() => Promise.all([p.switchNetwork(devnet2), p.switchNetwork(devnet)]))
    expect(seen).toEqual(['SWITCH_NETWORK eip155:31338', 'SWITCH_NETWORK eip155:31337'])
    // The value a render returns is only the latest.
    expect(last.current && label(last.current)).toBe('SWITCH_NETWORK eip155:31337')
  })

  it('stops listening once the component unmounts', async () => {
    const p = createInstance()
    const listener = vi.fn()
    await renderHook(p, () => useModalEvents(listener))
    await act(async () => {
      for (const root of roots.splice(0)) root.unmount()
    })
    await p.switchNetwork(devnet2)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('<ConnectButton/>', () => {
  it('reads "Connect Wallet" when disconnected and opens the modal on a click', async () => {
    const p = createInstance()
    const open = vi.spyOn(p, 'open').mockResolvedValue()
    const container = await render(
      <PorticoProvider portico={p}>
        <ConnectButton />
      </PorticoProvider>,
    )
    const button = container.querySelector('button')
    expect(button?.textContent).toBe('Connect Wallet')
    await act(async () => button?.click())
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[0]).toBeUndefined()
  })

  it('takes a custom label', async () => {
    const container = await render(
      <PorticoProvider portico={createInstance()}>
        <ConnectButton label="Sign in" />
      </PorticoProvider>,
    )
    expect(container.querySelector('button')?.textContent).toBe('Sign in')
  })

  it('shows "Connecting…" while restoring, then the balance and truncated address', async () => {
    localStorage.setItem(CONNECTOR_KEY, 'test.fake')
    const provider = createFakeProvider()
    let unlock: () => void = () => {}
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve
    })
    provider.handlers.eth_accounts = () => unlocked.then(() => [ALICE])
    uninstall = installFakeWallet(window, fakeInjectedWallet(provider))
    const p = createInstance()
    const container = await render(
      <PorticoProvider portico={p}>
        <ConnectButton />
      </PorticoProvider>,
    )
    const text = () => container.querySelector('button')?.textContent
    expect(text()).toBe('Connecting…')
    expect(container.querySelector('button')?.getAttribute('aria-busy')).toBe('true')
    unlock()
    await act(() => vi.waitFor(() => expect(p.getState().account.balance).toBe('1.5')))
    expect(text()).toBe('1.500 ETH · 0xA1…000001')
    const open = vi.spyOn(p, 'open').mockResolvedValue()
    await act(async () => container.querySelector('button')?.click())
    expect(open).toHaveBeenCalledWith({ view: 'Account' })
  })
})

describe('outside <PorticoProvider>', () => {
  it('a hook throws a clear error', async () => {
    const errors: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await render(<Orphan />, { onUncaughtError: (error) => errors.push(error) })
    } catch (error) {
      errors.push(error)
    } finally {
      vi.mocked(console.error).mockRestore()
    }
    expect(errors[0]).toBeInstanceOf(Error)
    expect((errors[0] as Error).message).toBe('Portico hooks must be used inside <PorticoProvider>')
  })
})
