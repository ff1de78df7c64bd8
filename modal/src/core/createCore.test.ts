/**
 * The core (createCore and the thunks it registers services for) as a dapp meets it: through
 * createPortico, with a fake browser-extension wallet announced over EIP-6963 and the modal
 * rendered in jsdom.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineBitcoinNetwork } from '../chains/bitcoin/bitcoinNetworks.ts'
import { defineEvmNetwork } from '../chains/devnetNetworks.ts'
import { getEvmBalance } from '../chains/evm/getEvmBalance.ts'
import {
  ALICE,
  createFakeProvider,
  type FakeProvider,
  fakeInjectedWallet,
  installFakeWallet,
} from '../connectors/injected/fakeWallet.test-helpers.ts'
import { createPortico, type Portico } from '../createPortico.ts'
import type { PorticoEvent } from '../publicState.ts'

vi.mock('../chains/evm/getEvmBalance.ts', () => ({ getEvmBalance: vi.fn(async () => '1.5') }))
// The WalletConnect SDK (preloaded on open) has its own tests; here it never finishes loading.
vi.mock('../connectors/walletconnect/createWalletConnectProvider.ts', () => ({
  createWalletConnectProvider: vi.fn(() => new Promise(() => {})),
}))

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')
/** Where the connected wallet is remembered across reloads (SPEC §3, AppKit's key). */
const CONNECTOR_KEY = '@appkit/eip155:connected_connector_id'

let portico: Portico | undefined
let uninstall: (() => void) | undefined

afterEach(() => {
  portico?.destroy()
  portico = undefined
  uninstall?.()
  uninstall = undefined
  localStorage.clear()
  document.body.innerHTML = ''
  vi.mocked(getEvmBalance).mockClear()
})

function setup(provider: FakeProvider = createFakeProvider()) {
  const wallet = fakeInjectedWallet(provider, { name: 'Fake Wallet', rdns: 'test.fake' })
  uninstall = installFakeWallet(window, wallet)
  portico = createPortico({ projectId: 'p', networks: [devnet, devnet2] })
  const events: string[] = []
  portico.subscribeEvents((event: PorticoEvent) => events.push(event.data.event))
  return { portico, provider, events }
}

const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null

/** The wallet's button in the Connect view, once React has rendered it. */
async function installedWalletButton(name: string) {
  return vi.waitFor(() => {
    const button = [...(shadow()?.querySelectorAll('button') ?? [])].find(
      (b) => b.querySelector('.portico-list-item-name')?.textContent === name,
    )
    if (!button) throw new Error(`no button for ${name}`)
    return button
  })
}

async function connectThroughModal(p: Portico) {
  await p.open()
  const button = await installedWalletButton('Fake Wallet')
  button.click()
  await vi.waitFor(() => expect(p.getState().account.isConnected).toBe(true))
}

describe('createPortico with the core: opening', () => {
  it('renders Connect into a shadow root, listing the announced wallet as Installed', async () => {
    const { portico } = setup()
    await portico.open()
    const root = shadow()
    expect(root).not.toBeNull()
    // Nothing of the modal leaks into the page's own DOM.
    expect(document.querySelector('dialog')).toBeNull()
    await vi.waitFor(() => {
      const dialog = root?.querySelector('dialog')
      expect(dialog?.hasAttribute('open')).toBe(true)
      expect(dialog?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    })
    const button = await installedWalletButton('Fake Wallet')
    expect(button.querySelector('.portico-tag')?.textContent).toBe('Installed')
    expect(portico.getState()).toMatchObject({ open: true, view: 'Connect' })
  })
})

describe('createPortico with the core: connecting an extension wallet', () => {
  it('connects on a click, closes the modal and exposes the account', async () => {
    const { portico, provider } = setup()
    await connectThroughModal(portico)
    expect(provider.methods()).toContain('eth_requestAccounts')
    const state = portico.getState()
    expect(state.account).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
    })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(state.walletInfo).toMatchObject({ name: 'Fake Wallet', rdns: 'test.fake' })
    await vi.waitFor(() => expect(portico.getState().open).toBe(false))
    expect(portico.getProvider('eip155')).toBe(provider)
    expect(localStorage.getItem(CONNECTOR_KEY)).toBe('test.fake')
  })

  it('shows the balance read from the network’s RPC', async () => {
    const { portico } = setup()
    await connectThroughModal(portico)
    await vi.waitFor(() =>
      expect(portico.getState().account).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' }),
    )
    expect(getEvmBalance).toHaveBeenCalledWith(devnet, 'http://127.0.0.1:8545', ALICE)
  })

  it('sends MODAL_OPEN, CONNECT_SUCCESS and MODAL_CLOSE to event subscribers, in order', async () => {
    const { portico, events } = setup()
    await connectThroughModal(portico)
    await vi.waitFor(() => expect(events).toContain('MODAL_CLOSE'))
    expect(events).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('follows the wallet when the user changes account in it', async () => {
    const { portico, provider } = setup()
    await connectThroughModal(portico)
    const bob = '0xB0B0000000000000000000000000000000000002'
    provider.emit('accountsChanged', [bob])
    await vi.waitFor(() => expect(portico.getState().account.address).toBe(bob))
  })

  it('says "Connection declined" when the user declines, and connects on Try again', async () => {
    const provider = createFakeProvider()
    provider.handlers.eth_requestAccounts = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const { portico, events } = setup(provider)
    await portico.open()
    ;(await installedWalletButton('Fake Wallet')).click()
    await vi.waitFor(() => expect(events).toContain('CONNECT_ERROR'))
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('[role="alert"]')?.textContent).toBe('Connection declined'),
    )
    expect(portico.getState()).toMatchObject({
      open: true,
      view: 'ConnectingExternal',
      account: { status: 'disconnected', isConnected: false },
    })
    expect(localStorage.getItem(CONNECTOR_KEY)).toBeNull()

    delete provider.handlers.eth_requestAccounts
    const retry = [...(shadow()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Try again',
    )
    retry?.click()
    await vi.waitFor(() =>
      expect(portico.getState()).toMatchObject({ open: false, account: { isConnected: true } }),
    )
  })
})

describe('createPortico with the core: networks', () => {
  it('opens UnsupportedChain when the wallet is on a network the dapp did not configure', async () => {
    const { portico, provider } = setup(createFakeProvider({ chainId: 1 }))
    await connectThroughModal(portico)
    await vi.waitFor(() =>
      expect(portico.getState()).toMatchObject({
        open: true,
        view: 'UnsupportedChain',
        isUnsupportedChain: true,
        caipNetwork: { name: 'Unknown Network', caipNetworkId: 'eip155:1' },
      }),
    )
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('h2')?.textContent).toBe('Switch Network'),
    )
    // Back on a configured network, the modal leaves UnsupportedChain.
    provider.emit('chainChanged', '0x7a69')
    await vi.waitFor(() =>
      expect(portico.getState()).toMatchObject({
        view: 'Account',
        isUnsupportedChain: false,
        selectedNetworkId: 'eip155:31337',
      }),
    )
  })

  it('rejects a switch to a network the dapp did not configure', async () => {
    const { portico, provider } = setup()
    await connectThroughModal(portico)
    provider.request.mockClear()
    const elsewhere = defineEvmNetwork(10, 'Elsewhere', 'http://127.0.0.1:8599')
    await expect(portico.switchNetwork(elsewhere)).rejects.toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
    })
    expect(provider.request).not.toHaveBeenCalled()
    expect(portico.getState().caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('switches the connected wallet to a configured network', async () => {
    const { portico, provider, events } = setup()
    await connectThroughModal(portico)
    await portico.switchNetwork(devnet2)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await vi.waitFor(() =>
      expect(portico.getState()).toMatchObject({
        selectedNetworkId: 'eip155:31338',
        account: { caipAddress: `eip155:31338:${ALICE}` },
      }),
    )
    expect(events.at(-1)).toBe('SWITCH_NETWORK')
  })
})

describe('createPortico with the core: disconnecting', () => {
  it('returns to disconnected and forgets the stored connector', async () => {
    const { portico, provider, events } = setup()
    await connectThroughModal(portico)
    expect(localStorage.getItem(CONNECTOR_KEY)).toBe('test.fake')
    await portico.disconnect()
    expect(provider.methods()).toContain('wallet_revokePermissions')
    await vi.waitFor(() =>
      expect(portico.getState().account).toMatchObject({
        status: 'disconnected',
        isConnected: false,
        address: undefined,
      }),
    )
    expect(localStorage.getItem(CONNECTOR_KEY)).toBeNull()
    expect(portico.getProvider('eip155')).toBeUndefined()
    expect(events.at(-1)).toBe('DISCONNECT_SUCCESS')
    // The wallet's later events no longer reach the dapp.
    provider.emit('accountsChanged', [ALICE])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(portico.getState().account.isConnected).toBe(false)
  })
})

describe('createPortico with the core: destroying', () => {
  // BUG (reported): destroy() stops the EIP-6963 watch and the store sync but leaves the
  // connection's listeners on the wallet's provider, so a destroyed instance still reacts to the
  // wallet (and writes to localStorage). Drop `.fails` once fixed.
  it('stops listening to the wallet', async () => {
    const { portico, provider } = setup()
    await connectThroughModal(portico)
    portico.destroy()
    expect(provider.listenerCount()).toBe(0)
  })
})

describe('createPortico with the core: restoring after a reload', () => {
  it('restores a stored connection with eth_accounts, never prompting', async () => {
    localStorage.setItem(CONNECTOR_KEY, 'test.fake')
    const { portico, provider } = setup()
    expect(portico.getState().account.status).toBe('reconnecting')
    await vi.waitFor(() =>
      expect(portico.getState().account).toMatchObject({ isConnected: true, address: ALICE }),
    )
    expect(provider.methods()).toContain('eth_accounts')
    expect(provider.methods()).not.toContain('eth_requestAccounts')
    // Restoring does not open the modal.
    expect(portico.getState().open).toBe(false)
    expect(document.querySelector('portico-modal')).toBeNull()
  })

  it('forgets the stored connector when the wallet no longer grants an account', async () => {
    localStorage.setItem(CONNECTOR_KEY, 'test.fake')
    const { portico, provider } = setup(createFakeProvider({ accounts: [] }))
    await vi.waitFor(() => expect(provider.methods()).toContain('eth_accounts'))
    await vi.waitFor(() => expect(portico.getState().account.status).toBe('disconnected'))
    expect(localStorage.getItem(CONNECTOR_KEY)).toBeNull()
    expect(provider.methods()).not.toContain('eth_requestAccounts')
  })
})

describe('createPortico without chain adapters (WalletConnect basic)', () => {
  it('opens on ConnectingWalletConnectBasic when only non-EVM networks are configured', async () => {
    portico = createPortico({
      projectId: 'p',
      networks: [
        {
          id: '91b171bb158e2d3848fa23a9f1c25182',
          name: 'Polkadot',
          chainNamespace: 'polkadot',
          caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
          nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
          rpcUrls: { default: { http: [] } },
        },
      ],
    })
    await portico.open()
    expect(portico.getState().view).toBe('ConnectingWalletConnectBasic')
    await vi.waitFor(() =>
      expect(shadow()?.querySelector('dialog h2')?.textContent).toBe('Connect Wallet'),
    )
  })

  it('a Bitcoin-only dapp starts on Connect: its sats-connect extensions are listed there', async () => {
    portico = createPortico({
      projectId: 'p',
      networks: [
        defineBitcoinNetwork('0f9188f13cb7b2c71f2a335e3a4fc328', 'Regtest', 'http://127.0.0.1:1'),
      ],
    })
    await portico.open()
    expect(portico.getState().view).toBe('Connect')
  })

  it('with an EVM network the start is Connect', async () => {
    const { portico } = setup()
    await portico.open()
    expect(portico.getState().view).toBe('Connect')
  })
})
