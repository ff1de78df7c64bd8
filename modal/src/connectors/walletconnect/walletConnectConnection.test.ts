import { createStorage, getBrowserStorageBackend } from '@portico/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { getEvmBalance } from '../../chains/evm/getEvmBalance.ts'
import { setWcLinking, setWcUri } from '../../store/connectionSlice.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import { createWalletConnectConnection } from './walletConnectConnection.ts'

vi.mock('../../chains/evm/getEvmBalance.ts', () => ({ getEvmBalance: vi.fn(async () => '2.5') }))

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Listener = (...args: never[]) => void

function session(accounts: string[], chains = ['eip155:31337', 'eip155:31338']) {
  return {
    topic: 'a'.repeat(64),
    peer: { metadata: { name: 'Demo Wallet', icons: ['http://127.0.0.1:5175/icon.svg'] } },
    namespaces: { eip155: { accounts, chains, methods: ['personal_sign'], events: [] } },
  }
}

/** A stand-in for UniversalProvider: connect() waits until the test approves or rejects. */
function fakeUniversalProvider() {
  const listeners = new Map<string, Set<Listener>>()
  let settle: { approve(s: unknown): void; reject(e: unknown): void } | undefined
  let uriCount = 0
  const fake = {
    session: undefined as ReturnType<typeof session> | undefined,
    defaultChain: undefined as string | undefined,
    connectCalls: [] as unknown[],
    requests: [] as { method: string; params?: unknown; chainId?: string }[],
    disconnected: 0,
    /** Pairings deleted through the SDK (their topics). */
    deletedPairings: [] as string[],
    client: {
      core: {
        pairing: {
          async disconnect({ topic }: { topic: string }) {
            fake.deletedPairings.push(topic)
          },
        },
      },
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (...a: unknown[]) => void)(...args)
    },
    connect(params: unknown) {
      fake.connectCalls.push(params)
      uriCount += 1
      const uri = `wc:${String(uriCount).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}`
      queueMicrotask(() => fake.emit('display_uri', uri))
      return new Promise((resolve, reject) => {
        settle = {
          approve: (s) => {
            fake.session = s as ReturnType<typeof session>
            resolve(s)
          },
          reject,
        }
      })
    },
    approve(s: unknown) {
      settle?.approve(s)
    },
    reject(error: unknown) {
      settle?.reject(error)
    },
    setDefaultChain(chain: string) {
      fake.defaultChain = chain
    },
    async request(args: { method: string; params?: unknown }, chainId?: string) {
      fake.requests.push({ ...args, chainId })
      return '0xsigned'
    },
    async disconnect() {
      fake.disconnected += 1
      fake.session = undefined
    },
  }
  return fake
}

function recordingSink() {
  const calls: [string, ...unknown[]][] = []
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args])
  const sink = {
    connecting: record('connecting'),
    connectFailed: record('connectFailed'),
    connected: record('connected'),
    accountChanged: record('accountChanged'),
    networkChanged: record('networkChanged'),
    balance: record('balance'),
    userChanged: record('userChanged'),
    disconnected: record('disconnected'),
  } as unknown as EvmConnectionSink
  return { sink, calls, names: () => calls.map(([name]) => name) }
}

function setup({ reusesPendingAttempt = false, now = () => Date.now() } = {}) {
  const provider = fakeUniversalProvider()
  const families = { adopted: vi.fn(), ended: vi.fn() }
  const { store } = createTestStore()
  const storage = createStorage(getBrowserStorageBackend())
  const recorder = recordingSink()
  const sleep = vi.fn(async (_ms: number) => {})
  const createProvider = vi.fn(async () => provider as unknown as UniversalProvider)
  const wc = createWalletConnectConnection({
    networks: [devnet, devnet2] as CaipNetwork[],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
    sink: recorder.sink,
    store,
    storage,
    platform: { mobile: false, reusesPendingAttempt },
    createProvider,
    now,
    sleep,
    families,
  })
  return { wc, provider, store, storage, sleep, createProvider, families, ...recorder }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => localStorage.clear())
afterEach(() => vi.mocked(getEvmBalance).mockClear())

describe('WalletConnect connection', () => {
  it('shows the pairing URI, then reports the approved session as connected', async () => {
    const { wc, provider, store, names, calls } = setup()
    const done = wc.connect()
    await flush()
    const { connection } = store.getState()
    expect(connection.wcUri).toMatch(/^wc:/)
    expect(connection.status).toBe('connecting')
    expect(connection.wcPairingExpiry).toBeGreaterThan(Date.now() + 3 * 60_000)
    provider.approve(session([`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`]))
    await expect(done).resolves.toBe(true)
    expect(store.getState().connection.status).toBe('connected')
    expect(names()).toContain('connected')
    const connected = calls.find(([name]) => name === 'connected')?.[1] as {
      caipAddress: string
      wallet: { info: { name: string; rdns: string } }
    }
    expect(connected.caipAddress).toBe(`eip155:31337:${ALICE}`)
    expect(connected.wallet.info).toMatchObject({ name: 'Demo Wallet', rdns: 'walletConnect' })
    expect(provider.defaultChain).toBe('eip155:31337')
    // The session asks for the configured networks, with reads going to their RPCs.
    expect(provider.connectCalls[0]).toMatchObject({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          rpcMap: { '31337': 'http://127.0.0.1:8545', '31338': 'http://127.0.0.1:8546' },
        },
      },
    })
  })

  describe('a pairing created on intent', () => {
    it('loads the SDK and pairs once however often the intent comes, and shows nothing yet', async () => {
      const { wc, provider, store, createProvider } = setup()
      wc.prepare()
      wc.prepare()
      await flush()
      wc.prepare()
      await flush()
      expect(createProvider).toHaveBeenCalledOnce()
      expect(provider.connectCalls).toHaveLength(1)
      // Nobody clicked: no URI in the store, no connecting status.
      expect(store.getState().connection).toMatchObject({ status: 'disconnected' })
      expect(store.getState().connection.wcUri).toBeUndefined()
    })

    it("becomes the click's pairing: its URI shows at once and the approval connects", async () => {
      const { wc, provider, store, names } = setup()
      wc.prepare()
      await flush()
      const done = wc.connect()
      // Synchronously with the click, before any further SDK work.
      expect(store.getState().connection.wcUri).toMatch(/^wc:0{63}1@2/)
      expect(store.getState().connection.wcPairingExpiry).toBeGreaterThan(Date.now() + 3 * 60_000)
      expect(provider.connectCalls).toHaveLength(1)
      provider.approve(session([`eip155:31337:${ALICE}`]))
      await expect(done).resolves.toBe(true)
      expect(names()).toContain('connected')
    })

    it('a click while it is still being created waits for it rather than pairing again', async () => {
      const { wc, provider, store } = setup()
      wc.prepare()
      const done = wc.connect()
      await flush()
      expect(provider.connectCalls).toHaveLength(1)
      expect(store.getState().connection.wcUri).toMatch(/^wc:0{63}1@2/)
      provider.approve(session([`eip155:31337:${ALICE}`]))
      await expect(done).resolves.toBe(true)
    })

    it('is dropped when the modal closes: its pairing is deleted and a later click gets a new URI', async () => {
      const { wc, provider, store } = setup()
      wc.prepare()
      await flush()
      wc.dropPrepared()
      await flush()
      expect(provider.deletedPairings).toEqual([`${'0'.repeat(63)}1`])
      void wc.connect()
      await flush()
      expect(provider.connectCalls).toHaveLength(2)
      expect(store.getState().connection.wcUri).toMatch(/^wc:0{63}2@2/)
    })

    it('dropped before its URI arrived, that URI is deleted on arrival and never shown', async () => {
      const { wc, provider, store } = setup()
      wc.prepare()
      wc.dropPrepared()
      await flush()
      await flush()
      // Dropped before the SDK was asked: no pairing at all.
      expect(provider.connectCalls).toHaveLength(0)
      wc.prepare()
      await Promise.resolve()
      await Promise.resolve()
      expect(provider.connectCalls).toHaveLength(1)
      wc.dropPrepared()
      await flush()
      expect(store.getState().connection.wcUri).toBeUndefined()
      expect(provider.deletedPairings).toEqual([`${'0'.repeat(63)}1`])
    })

    it('a dropped pairing whose URI comes late is never taken for the next one', async () => {
      const { wc, provider, store } = setup()
      // The SDK gives URIs in the order asked; the first arrives after the modal closed and
      // the next intent asked again.
      const emit = provider.emit
      const held: unknown[][] = []
      provider.emit = (event: string, ...args: unknown[]) =>
        event === 'display_uri' ? void held.push(args) : emit(event, ...args)
      wc.prepare()
      await flush()
      wc.dropPrepared()
      wc.prepare()
      await flush()
      provider.emit = emit
      for (const args of held) emit('display_uri', ...args)
      void wc.connect()
      expect(store.getState().connection.wcUri).toMatch(/^wc:0{63}2@2/)
      await flush()
      expect(provider.deletedPairings).toEqual([`${'0'.repeat(63)}1`])
    })

    it('a claimed pairing is not dropped by a later close (it is the shown one)', async () => {
      const { wc, provider } = setup()
      wc.prepare()
      await flush()
      void wc.connect()
      wc.dropPrepared()
      await flush()
      expect(provider.deletedPairings).toEqual([])
    })

    it('fails silently when unclaimed; the click then pairs afresh', async () => {
      const { wc, provider, store, names } = setup()
      wc.prepare()
      await flush()
      provider.reject(new Error('relay down'))
      await flush()
      expect(store.getState().connection.wcError).toBe(false)
      expect(names()).not.toContain('connectFailed')
      void wc.connect()
      await flush()
      expect(provider.connectCalls).toHaveLength(2)
      expect(store.getState().connection.wcUri).toMatch(/^wc:0{63}2@2/)
    })
  })

  it('reuses a pending attempt and its URI when connect is called again', async () => {
    const { wc, provider, store } = setup()
    const first = wc.connect()
    await flush()
    const uri = store.getState().connection.wcUri
    const second = wc.connect()
    await flush()
    expect(provider.connectCalls).toHaveLength(1)
    expect(store.getState().connection.wcUri).toBe(uri)
    provider.approve(session([`eip155:31337:${ALICE}`]))
    // Exactly one of the two callers finalizes the connection.
    expect([await first, await second].filter(Boolean)).toHaveLength(1)
  })

  it('Try again makes a new URI, after the 1 s retry gap', async () => {
    let now = 1_000_000
    const { wc, provider, store, sleep } = setup({ now: () => now })
    void wc.connect()
    await flush()
    const uri = store.getState().connection.wcUri
    now += 400
    let uriDuringGap: string | undefined = 'not read'
    sleep.mockImplementationOnce(async () => {
      uriDuringGap = store.getState().connection.wcUri
    })
    void wc.connect({ retry: true })
    await flush()
    await flush()
    expect(sleep).toHaveBeenCalledWith(600)
    // The declined URI's QR is gone while the gap runs.
    expect(uriDuringGap).toBeUndefined()
    expect(provider.connectCalls).toHaveLength(2)
    expect(store.getState().connection.wcUri).not.toBe(uri)
  })

  it('a URI with 10 s or less left is not reused', async () => {
    let now = 1_000_000
    const { wc, provider, store } = setup({ now: () => now })
    void wc.connect()
    await flush()
    now = (store.getState().connection.wcPairingExpiry ?? 0) - 10_000
    void wc.connect()
    await flush()
    expect(provider.connectCalls).toHaveLength(2)
  })

  it('on iOS Safari / Telegram the pending attempt is reused even after its URI expired', async () => {
    let now = 1_000_000
    const { wc, provider, store } = setup({ reusesPendingAttempt: true, now: () => now })
    void wc.connect()
    await flush()
    now = (store.getState().connection.wcPairingExpiry ?? 0) + 1
    void wc.connect()
    await flush()
    expect(provider.connectCalls).toHaveLength(1)
  })

  it('a rejected proposal sets wcError and throws "Connection declined"', async () => {
    const { wc, provider, store, names } = setup()
    const done = wc.connect()
    await flush()
    provider.reject({ code: 5000, message: 'User rejected.' })
    await expect(done).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'Connection declined',
    })
    expect(store.getState().connection).toMatchObject({ wcError: true, status: 'disconnected' })
    expect(names()).toContain('connectFailed')
    // Try again clears the error.
    void wc.connect({ retry: true })
    await flush()
    expect(store.getState().connection.wcError).toBe(false)
  })

  it('follows the wallet: chainChanged, accountsChanged, session_update, session_delete', async () => {
    const { wc, provider, store, storage, calls } = setup()
    const done = wc.connect()
    await flush()
    store.dispatch(setWcLinking({ href: 'demo://', name: 'Demo' }))
    storage.set('deepLinkChoice', { href: 'demo://', name: 'Demo' })
    provider.approve(session([`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`]))
    await done
    calls.length = 0

    provider.emit('chainChanged', '31338')
    expect(calls).toContainEqual(['networkChanged', devnet2])
    expect(calls).toContainEqual(['accountChanged', `eip155:31338:${ALICE}`])
    expect(provider.defaultChain).toBe('eip155:31338')

    provider.emit('accountsChanged', [BOB])
    expect(calls).toContainEqual(['accountChanged', `eip155:31338:${BOB}`])

    // The wallet drops chain 31338 and BOB: the connection follows what is left.
    provider.session = session([`eip155:31337:${ALICE}`], ['eip155:31337'])
    provider.emit('session_update', { topic: provider.session.topic })
    expect(calls).toContainEqual(['accountChanged', `eip155:31338:${ALICE}`])
    expect(calls).toContainEqual(['networkChanged', devnet])

    provider.emit('session_delete', { topic: provider.session.topic })
    expect(calls.at(-1)).toEqual(['disconnected'])
    expect(wc.provider).toBeUndefined()
    // The reset of SPEC §4: URI, linking and status cleared.
    expect(store.getState().connection).toMatchObject({
      wcUri: undefined,
      wcLinking: undefined,
      status: 'disconnected',
    })
  })

  it('requests go to the active chain; switching to an approved chain asks nothing of the wallet', async () => {
    const { wc, provider } = setup()
    const done = wc.connect()
    await flush()
    provider.approve(session([`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`]))
    await done
    await wc.provider?.request({ method: 'personal_sign', params: ['0x68', ALICE] })
    expect(provider.requests.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x68', ALICE],
      chainId: 'eip155:31337',
    })
    await wc.switchNetwork(devnet2)
    expect(provider.requests).toHaveLength(1)
    expect(provider.defaultChain).toBe('eip155:31338')
    await wc.provider?.request({ method: 'eth_blockNumber' })
    expect(provider.requests.at(-1)?.chainId).toBe('eip155:31338')
    // EIP-1193 answers from the session itself: a hex chain id, the active account.
    await expect(wc.provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    await expect(wc.provider?.request({ method: 'eth_accounts' })).resolves.toEqual([ALICE])
  })

  it('switching to a chain outside the session asks the wallet', async () => {
    const { wc, provider } = setup()
    const done = wc.connect()
    await flush()
    provider.approve(session([`eip155:31337:${ALICE}`], ['eip155:31337']))
    await done
    await wc.switchNetwork(devnet2)
    expect(provider.requests.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
      chainId: 'eip155:31337',
    })
  })

  it('restores a stored session on the stored network, without pairing', async () => {
    const { wc, provider, storage, calls } = setup()
    storage.set('activeCaipNetworkId', 'eip155:31338')
    provider.session = session([`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`])
    await expect(wc.restore()).resolves.toBe(true)
    expect(provider.connectCalls).toHaveLength(0)
    const connected = calls.find(([name]) => name === 'connected')?.[1] as {
      caipAddress: string
      restored: boolean
    }
    expect(connected).toMatchObject({ caipAddress: `eip155:31338:${ALICE}`, restored: true })
  })

  it('restore without a stored session reports nothing', async () => {
    const { wc, names } = setup()
    await expect(wc.restore()).resolves.toBe(false)
    expect(names()).toEqual([])
  })

  it('disconnect ends the session even when the relay cannot be reached', async () => {
    const { wc, provider, store, names } = setup()
    const done = wc.connect()
    await flush()
    provider.approve(session([`eip155:31337:${ALICE}`]))
    await done
    provider.disconnect = async () => {
      throw new Error('socket not ready')
    }
    await wc.disconnect()
    expect(names().at(-1)).toBe('disconnected')
    expect(store.getState().connection.status).toBe('disconnected')
    expect(wc.wallet).toBeUndefined()
  })

  it('a stale URI is not shown while a new pairing is being created', async () => {
    const { wc, store } = setup()
    store.dispatch(setWcUri('wc:old@2?relay-protocol=irn&symKey=00', 0))
    const pending = wc.connect()
    expect(store.getState().connection.wcUri).toBeUndefined()
    void pending
  })

  // A session with Polkadot and Bitcoin accounts and no EVM one ("basic").
  const polkadot =
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
  const bitcoin =
    'bip122:000000000019d6689c085ae165831e93:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
  const basicSession = (polkadotMethods: string[]) => ({
    ...session([]),
    namespaces: {
      polkadot: { accounts: [polkadot], chains: [], methods: polkadotMethods, events: [] },
      bip122: { accounts: [bitcoin], chains: [], methods: ['signMessage'], events: [] },
    },
  })

  it('a session without an EVM account is a basic session: its families become accounts', async () => {
    const { wc, provider, store, storage, families } = setup()
    const done = wc.connect()
    await flush()
    provider.approve(basicSession(['polkadot_signMessage']))
    await expect(done).resolves.toBe(true)
    const state = store.getState()
    expect(state.network.activeNamespace).toBe('polkadot')
    expect(state.account.byNamespace.polkadot?.caipAddress).toBe(polkadot)
    expect(state.account.byNamespace.bip122?.caipAddress).toBe(bitcoin)
    expect(storage.getConnectedConnectorId('polkadot')).toBe('walletConnect')
    expect(storage.get('connectedNamespaces')).toEqual(['polkadot', 'bip122'])
    expect(wc.provider).toBeUndefined()
    // The families' adapters are told of it too (Bitcoin's adopts its account).
    expect(families.adopted).toHaveBeenCalledWith(
      provider,
      expect.objectContaining({
        namespaces: expect.objectContaining({ bip122: expect.anything() }),
      }),
      false,
    )
    await wc.providerFor('bip122')?.request({ method: 'signMessage', params: { message: 'hi' } })
    expect(provider.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })

    provider.emit('session_delete', { topic: 'a'.repeat(64) })
    expect(families.ended).toHaveBeenCalled()
    expect(store.getState().account.byNamespace.polkadot?.caipAddress).toBeUndefined()
    expect(storage.getConnectedConnectorId('polkadot')).toBeUndefined()
    expect(wc.wallet).toBeUndefined()
  })

  it("leaves a basic session's account to the family adapter that takes it (Bitcoin's)", async () => {
    const { wc, provider, store, storage, families } = setup()
    families.adopted.mockReturnValue(['bip122'])
    const done = wc.connect()
    await flush()
    provider.approve(basicSession([]))
    await expect(done).resolves.toBe(true)
    const state = store.getState()
    expect(state.account.byNamespace.polkadot?.caipAddress).toBe(polkadot)
    // Not shown with the bare session's provider: the adapter shows it with its own.
    expect(state.account.byNamespace.bip122?.caipAddress).toBeUndefined()
    expect(wc.providerFor('bip122')).toBeUndefined()
    expect(storage.get('connectedNamespaces')).toEqual(['polkadot'])
  })
})
