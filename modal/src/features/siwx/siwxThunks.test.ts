import { ed25519 } from '@noble/curves/ed25519'
import { formatSiwxMessage } from '@portico/shared'
import { base58 } from '@scure/base'
import { hexToString, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { connectFinished, connectStarted } from '../../store/connectingSlice.ts'
import { setActiveNamespace } from '../../store/networkSlice.ts'
import {
  createTestStore,
  fakeCoreServices,
  testNetwork,
} from '../../store/testStore.test-helpers.ts'
import { setAllAccounts, setCaipAddress, setPreferredAccountType } from '../account/accountSlice.ts'
import type { SiwxConfig, SiwxSession } from './siwxConfig.ts'
import { selectSiwx } from './siwxSlice.ts'
import { cancelSiwx, checkSiwxSession, revokeSiwxSession, signSiwx, siwxKey } from './siwxThunks.ts'

const account = privateKeyToAccount(generatePrivateKey())
const caipAddress = `eip155:31337:${account.address}` as const

/** A config keeping sessions in memory (the cloud-backed one has its own tests). */
function memoryConfig(required = false) {
  const sessions = new Map<string, SiwxSession>()
  const config: SiwxConfig = {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => ({
      domain: 'localhost:5173',
      accountAddress,
      uri: 'http://localhost:5173/',
      version: '1' as const,
      chainId,
      nonce: 'abcdefgh12345678',
      issuedAt: new Date().toISOString(),
    })),
    addSession: vi.fn(async (s: SiwxSession) => void sessions.set(s.data.accountAddress, s)),
    revokeSession: vi.fn(async (_chain: string, address: string) => void sessions.delete(address)),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async (_chain: string, address: string) => {
      const s = sessions.get(address)
      return s ? [s] : []
    }),
    getRequired: () => required,
  }
  return { config, sessions }
}

/** A wallet that signs personal_sign with a real key, or declines. */
function wallet(decline = false) {
  return {
    request: vi.fn(async ({ method, params }: { method: string; params: string[] }) => {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
      if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return account.signMessage({ message: hexToString(params[0] as `0x${string}`) })
    }),
  }
}

function setup({ decline = false, required = false } = {}) {
  const provider = wallet(decline)
  const disconnect = vi.fn(async () => {})
  const core = fakeCoreServices({
    networks: [testNetwork('eip155:31337')],
    getProvider: vi.fn(() => provider) as never,
    activeConnection: vi.fn(() => ({ disconnect, switchNetwork: vi.fn() })),
  })
  const test = createTestStore(undefined, core)
  const { config, sessions } = memoryConfig(required)
  test.services.services.set(siwxKey, config)
  test.store.dispatch(setActiveNamespace('eip155'))
  test.store.dispatch(setCaipAddress('eip155', caipAddress))
  return { ...test, config, sessions, provider, disconnect }
}

describe('SIWX thunks', () => {
  it('opens SIWXSignMessage for an account without a session, not for one with a session', async () => {
    const { store, sessions } = setup()
    await store.dispatch(checkSiwxSession())
    expect(store.getState().router.view).toBe('SIWXSignMessage')
    expect(store.getState().modal.open).toBe(true)

    const other = setup()
    other.sessions.set(account.address, { data: {} as never, message: '', signature: '' })
    await other.store.dispatch(checkSiwxSession())
    expect(other.store.getState().modal.open).toBe(false)
    expect(sessions.size).toBe(0)
  })

  it('opens only once a connect in progress has finished (its close would hide the view)', async () => {
    const { store } = setup()
    store.dispatch(connectStarted('io.portico.test'))
    const check = store.dispatch(checkSiwxSession())
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(store.getState().modal.open).toBe(false)
    store.dispatch(connectFinished())
    await check
    expect(store.getState().router.view).toBe('SIWXSignMessage')
    expect(store.getState().modal.open).toBe(true)
  })

  it('signs the CAIP-122 message with the wallet, keeps the session and closes', async () => {
    const { store, sessions, core } = setup()
    await store.dispatch(checkSiwxSession())
    await store.dispatch(signSiwx())
    const session = sessions.get(account.address)
    expect(session?.message).toBe(formatSiwxMessage(session?.data ?? ({} as never)))
    expect(session?.message).toContain('wants you to sign in with your Ethereum account:')
    expect(
      await verifyMessage({
        address: account.address,
        message: session?.message ?? '',
        signature: session?.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(store.getState().modal.open).toBe(false)
    expect(core.track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:31337' })
  })

  it("shows 'Signature declined' when the wallet declines, and keeps no session", async () => {
    const { store, sessions } = setup({ decline: true })
    await store.dispatch(checkSiwxSession())
    await store.dispatch(signSiwx())
    expect(selectSiwx(store.getState())).toEqual({ status: 'error', error: 'Signature declined' })
    expect(store.getState().router.view).toBe('SIWXSignMessage')
    expect(sessions.size).toBe(0)
  })

  it('says a smart account may not be supported when one fails to sign', async () => {
    const { store } = setup({ decline: true })
    store.dispatch(
      setAllAccounts('eip155', [
        { address: account.address, type: 'smartAccount', namespace: 'eip155' },
      ] as never),
    )
    await store.dispatch(signSiwx())
    expect(selectSiwx(store.getState()).error).toBe(
      'This application might not support Smart Accounts',
    )
  })

  it('says so too for an account the slice only knows as preferring a smart account', async () => {
    const { store } = setup({ decline: true })
    store.dispatch(setPreferredAccountType('eip155', 'smartAccount'))
    await store.dispatch(signSiwx())
    expect(selectSiwx(store.getState()).error).toBe(
      'This application might not support Smart Accounts',
    )
  })

  it("shows 'Authenticating...' (signing) while the session is being verified", async () => {
    const { store, config } = setup()
    let verified: () => void = () => {}
    vi.mocked(config.addSession).mockImplementationOnce(
      () => new Promise<void>((resolve) => (verified = resolve)),
    )
    await store.dispatch(checkSiwxSession())
    const signing = store.dispatch(signSiwx())
    await vi.waitFor(() => expect(config.addSession).toHaveBeenCalled())
    expect(selectSiwx(store.getState()).status).toBe('signing')
    expect(store.getState().modal.open).toBe(true)
    verified()
    await signing
    expect(selectSiwx(store.getState()).status).toBe('idle')
  })

  it('signs a Solana account in with its wallet: ed25519 over the CAIP-122 text', async () => {
    const GENESIS = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const { config, sessions } = memoryConfig()
    const core = fakeCoreServices({
      networks: [testNetwork('eip155:31337'), testNetwork(GENESIS)],
      familyProvider: () =>
        ({ signMessage: async (bytes: Uint8Array) => ed25519.sign(bytes, secret) }) as never,
    })
    const { store, services } = createTestStore(undefined, core)
    services.services.set(siwxKey, config)
    store.dispatch(setActiveNamespace('solana'))
    store.dispatch(setCaipAddress('solana', `${GENESIS}:${address}`))
    await store.dispatch(checkSiwxSession())
    expect(store.getState().router.view).toBe('SIWXSignMessage')
    await store.dispatch(signSiwx())
    const session = sessions.get(address)
    expect(session?.data.chainId).toBe(GENESIS)
    expect(session?.message).toContain('wants you to sign in with your Solana account:')
    expect(
      ed25519.verify(
        base58.decode(session?.signature ?? ''),
        new TextEncoder().encode(session?.message),
        base58.decode(address),
      ),
    ).toBe(true)
    expect(store.getState().modal.open).toBe(false)
  })

  it('cancel: disconnects and resets to Connect when required, else only closes', async () => {
    const required = setup({ required: true })
    await required.store.dispatch(checkSiwxSession())
    await required.store.dispatch(cancelSiwx())
    expect(required.disconnect).toHaveBeenCalled()
    expect(required.store.getState().router.view).toBe('Connect')

    const optional = setup()
    await optional.store.dispatch(checkSiwxSession())
    await optional.store.dispatch(cancelSiwx())
    expect(optional.disconnect).not.toHaveBeenCalled()
    expect(optional.store.getState().modal.open).toBe(false)
  })

  it('a disconnect revokes the session of the account that left', async () => {
    const { store, config } = setup()
    await store.dispatch(revokeSiwxSession(caipAddress))
    expect(config.revokeSession).toHaveBeenCalledWith('eip155:31337', account.address)
  })
})
