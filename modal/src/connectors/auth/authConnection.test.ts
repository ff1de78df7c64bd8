/**
 * The e-mail wallet's user as the modal keeps it: what the frame's GET_USER says after a login,
 * and again on refreshUser (after the Wallet security window), including Portico's own
 * `recoverySetUp`. The frame is a stand-in answering GET_USER; the frame's side is covered by
 * secure-frame/app/frameHandlers.test.ts.
 */
import type { FrameUser } from '@portico/shared'
import { expect, it, vi } from 'vitest'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { memoryStorage } from '../../store/memoryStorage.test-helpers.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import { createAuthConnection } from './authConnection.ts'
import type { AuthConnector } from './createAuthConnector.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')

function setup(
  getAuthConnector?: () => Promise<AuthConnector>,
  defaultAccountType?: 'eoa' | 'smartAccount',
) {
  let user: FrameUser = { email: 'a@example.com', address: ADDRESS, chainId: 31337 }
  const answers: Record<string, unknown> = { CONNECT_EMAIL: { action: 'VERIFY_OTP' } }
  const request = vi.fn(async (name: string, _payload?: unknown) => {
    if (name === 'SET_PREFERRED_ACCOUNT' && answers[name] instanceof Error) throw answers[name]
    return name === 'GET_USER' ? user : answers[name]
  })
  const connector = { request, show() {}, hide() {} } as unknown as AuthConnector
  const userChanged = vi.fn<EvmConnectionSink['userChanged']>()
  const accountTypes = vi.fn<EvmConnectionSink['accountTypes']>()
  const accountChanged = vi.fn<EvmConnectionSink['accountChanged']>()
  const { storage } = memoryStorage()
  const sink = {
    connecting() {},
    connectFailed() {},
    connected() {},
    accountChanged,
    networkChanged() {},
    balance() {},
    userChanged,
    accountTypes,
    disconnected() {},
  } satisfies EvmConnectionSink
  const auth = createAuthConnection({
    getAuthConnector: getAuthConnector ?? (async () => connector),
    storage,
    defaultAccountType: () => defaultAccountType,
    networks: [devnet],
    rpcUrl: () => undefined,
    sink,
    beginApproval: () => () => {},
    dappData: () => ({ projectId: 'p' }),
    theme: () => ({}),
    notAllowed() {},
  })
  return {
    auth,
    request,
    answers,
    storage,
    accountTypes,
    accountChanged,
    userChanged,
    setUser: (next: Partial<FrameUser>) => (user = { ...user, ...next }),
  }
}

it('keeps what the frame says of recovery after a login, and again on refreshUser', async () => {
  const { auth, userChanged, setUser } = setup()
  setUser({ recoverySetUp: false })
  await auth.connectOtp('123456')
  expect(userChanged).toHaveBeenLastCalledWith({ email: 'a@example.com', recoverySetUp: false })

  setUser({ recoverySetUp: true })
  await auth.refreshUser()
  expect(userChanged).toHaveBeenLastCalledWith({ email: 'a@example.com', recoverySetUp: true })
})

it('asks nothing on refreshUser when not signed in', async () => {
  const { auth, userChanged } = setup()
  await auth.refreshUser()
  expect(userChanged).not.toHaveBeenCalled()
})

it('loads the frame on prepare and tells it the dapp and theme once; a failure is left to the login', async () => {
  const { auth, request } = setup()
  auth.prepare()
  await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2))
  expect(request.mock.calls.map(([name]) => name).sort()).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME'])
  auth.prepare()
  await auth.connectEmail('a@example.com')
  expect(request.mock.calls.map(([name]) => name)).toEqual([
    expect.any(String),
    expect.any(String),
    'CONNECT_EMAIL',
  ])

  const refused = setup(async () => {
    throw new Error('origin not allowed')
  })
  expect(() => refused.auth.prepare()).not.toThrow()
  await expect(refused.auth.connectEmail('a@example.com')).rejects.toThrow('origin not allowed')
})

const SMART = '0x1111111111111111111111111111111111111111'
const accounts = [
  { address: ADDRESS, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

it('mirrors the accounts, the account type and the chains with a bundler after a login', async () => {
  const { auth, answers, setUser, accountTypes } = setup()
  answers.GET_SMART_ACCOUNT_ENABLED_NETWORKS = { smartAccountEnabledNetworks: [31337] }
  setUser({
    address: SMART,
    accounts,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
  })
  await auth.connectOtp('123456')
  expect(accountTypes).toHaveBeenLastCalledWith({
    accounts,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    smartAccountEnabledNetworks: [31337],
  })
  expect(auth.provider && (await auth.provider.request({ method: 'eth_accounts' }))).toEqual([
    SMART,
  ])
})

it('switches to the EOA, stores the choice and sends it back in GET_USER', async () => {
  const { auth, request, setUser, storage, accountChanged } = setup()
  setUser({ address: SMART, accounts, preferredAccountType: 'smartAccount' })
  await auth.connectOtp('123456')
  setUser({ address: ADDRESS, preferredAccountType: 'eoa' })
  await auth.setPreferredAccountType('eoa')
  expect(request).toHaveBeenCalledWith('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
  expect(storage.get('preferredAccountType')).toBe('eoa')
  expect(accountChanged).toHaveBeenLastCalledWith(`eip155:31337:${ADDRESS}`)
  expect(auth.provider && (await auth.provider.request({ method: 'eth_accounts' }))).toEqual([
    ADDRESS,
  ])
  await auth.refreshUser()
  expect(request).toHaveBeenLastCalledWith('GET_USER', { preferredAccountType: 'eoa' })
})

it('changes nothing when the frame refuses the account type', async () => {
  const { auth, answers, setUser, storage, accountChanged } = setup()
  setUser({ address: ADDRESS, accounts: [accounts[0] as (typeof accounts)[0]] })
  await auth.connectOtp('123456')
  answers.SET_PREFERRED_ACCOUNT = new Error('Chain is not supported')
  await expect(auth.setPreferredAccountType('smartAccount')).rejects.toThrow(
    'Chain is not supported',
  )
  expect(storage.get('preferredAccountType')).toBeUndefined()
  expect(accountChanged).not.toHaveBeenCalled()
})

it("asks for the dapp's default account type until the user chose one", async () => {
  const { auth, request, storage } = setup(undefined, 'eoa')
  await auth.connectOtp('123456')
  expect(request).toHaveBeenCalledWith('GET_USER', { preferredAccountType: 'eoa' })
  storage.set('preferredAccountType', 'smartAccount')
  await auth.refreshUser()
  expect(request).toHaveBeenLastCalledWith('GET_USER', { preferredAccountType: 'smartAccount' })
})
