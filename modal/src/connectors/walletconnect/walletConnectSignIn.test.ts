import { createStorage, getBrowserStorageBackend } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { createTestStore } from '../../store/testStore.test-helpers.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import type { UniversalProvider } from './createWalletConnectProvider.ts'
import { createWalletConnectConnection } from './walletConnectConnection.ts'
import type { WalletConnectSignIn } from './walletConnectSignIn.ts'

vi.mock('../../chains/evm/getEvmBalance.ts', () => ({ getEvmBalance: vi.fn(async () => '1') }))

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SESSION = {
  topic: 'a'.repeat(64),
  peer: { metadata: { name: 'Demo Wallet', icons: [] } },
  namespaces: {
    eip155: {
      accounts: [`eip155:31337:${ALICE}`],
      chains: ['eip155:31337'],
      methods: [],
      events: [],
    },
  },
}
const CACAO = {
  h: { t: 'caip122' },
  p: { iss: `did:pkh:eip155:31337:${ALICE}`, domain: 'localhost:5173', nonce: 'Nonce1234567890' },
  s: { t: 'eip191', s: '0xsig' },
}

/** A UniversalProvider whose wallet answers the sign-in with `auths` (none: the proposal). */
function provider(auths: unknown[] | undefined) {
  const fake = {
    session: undefined as unknown,
    connect: vi.fn(async () => SESSION),
    authenticate: vi.fn(async () => {
      fake.session = SESSION
      return { session: SESSION, auths }
    }),
    client: {
      formatAuthMessage: vi.fn(({ iss }: { iss: string }) => `message of ${iss}`),
      core: { pairing: { disconnect: vi.fn() } },
    },
    on: vi.fn(),
    removeListener: vi.fn(),
    setDefaultChain: vi.fn(),
    request: vi.fn(),
    disconnect: vi.fn(),
  }
  return fake
}

function setup(auths: unknown[] | undefined, signIn?: WalletConnectSignIn, order: string[] = []) {
  const fake = provider(auths)
  const sink = new Proxy({} as EvmConnectionSink, {
    get: (_t, name) => () => void order.push(String(name)),
  })
  const wc = createWalletConnectConnection({
    networks: [devnet] as CaipNetwork[],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
    sink,
    store: createTestStore().store,
    storage: createStorage(getBrowserStorageBackend()),
    platform: { mobile: false, reusesPendingAttempt: false },
    createProvider: async () => fake as unknown as UniversalProvider,
    ...(signIn ? { signIn } : {}),
  })
  return { wc, fake, order }
}

const request = {
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  nonce: 'Nonce1234567890',
}

describe('WalletConnect one-click sign-in', () => {
  it('authenticates while pairing and keeps the signed session before the account is reported', async () => {
    const events: string[] = []
    const signIn: WalletConnectSignIn = {
      request: vi.fn(async () => request),
      signed: vi.fn(async () => void events.push('signed')),
    }
    const { wc, fake, order } = setup([CACAO], signIn, events)
    await expect(wc.connect()).resolves.toBe(true)
    expect(signIn.request).toHaveBeenCalledWith(['eip155:31337'])
    expect(fake.connect).not.toHaveBeenCalled()
    expect(fake.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({
        ...request,
        chains: ['eip155:31337'],
        methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
        // The session's reads stay on the configured RPC.
        optionalNamespaces: expect.objectContaining({
          eip155: expect.objectContaining({ rpcMap: { '31337': 'http://127.0.0.1:8545' } }),
        }),
      }),
    )
    expect(signIn.signed).toHaveBeenCalledWith([
      { message: `message of did:pkh:eip155:31337:${ALICE}`, signature: '0xsig' },
    ])
    expect(order.indexOf('signed')).toBeLessThan(order.indexOf('connected'))
  })

  it('a wallet that approved the proposal instead is connected, with nothing signed', async () => {
    const signIn: WalletConnectSignIn = { request: vi.fn(async () => request), signed: vi.fn() }
    const { wc, order } = setup(undefined, signIn)
    await expect(wc.connect()).resolves.toBe(true)
    expect(signIn.signed).not.toHaveBeenCalled()
    expect(order).toContain('connected')
  })

  it('a session the config refuses still connects (SIWXSignMessage asks again)', async () => {
    const signIn: WalletConnectSignIn = {
      request: vi.fn(async () => request),
      signed: vi.fn(async () => {
        throw new Error('Invalid signature')
      }),
    }
    const { wc, order } = setup([CACAO], signIn)
    await expect(wc.connect()).resolves.toBe(true)
    expect(order).toContain('connected')
  })

  it('pairs with a plain proposal without SIWX, or when no message could be written', async () => {
    const plain = setup([CACAO])
    await plain.wc.connect()
    expect(plain.fake.connect).toHaveBeenCalled()
    expect(plain.fake.authenticate).not.toHaveBeenCalled()

    const noNonce = setup([CACAO], {
      request: vi.fn(async () => {
        throw new Error('cloud down')
      }),
      signed: vi.fn(),
    })
    await noNonce.wc.connect()
    expect(noNonce.fake.connect).toHaveBeenCalled()
    expect(noNonce.fake.authenticate).not.toHaveBeenCalled()
  })
})
