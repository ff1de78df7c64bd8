/**
 * A restore (IS_CONNECTED, then GET_USER at once) on a chain with a bundler: one session read,
 * and the smart account that read carried, with no chain read in either request.
 */
import type { FrameRequestName, FrameRequestPayload } from '@portico/shared'
import { getAddress } from 'viem'
import { afterEach, expect, it, vi } from 'vitest'
import type { FrameApi } from '../api/frameApi.ts'
import { createSessionStore } from '../session/sessionStore.ts'
import { TEST_SMART_ACCOUNT_CHAIN } from '../testing/smartAccountChain.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import { createSessionHandlers } from './createSessionHandlers.ts'
import type { FrameState } from './frameState.ts'
import { createSmartAccountLookup } from './smartAccountLookup.ts'
import type { WalletSession } from './walletSession.ts'

const EOA = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const SMART = getAddress('0x9755d1331b4d8049e0a42d1d7dc53256b979b292')
const chain = TEST_SMART_ACCOUNT_CHAIN
const view: WalletView = {
  evmAddress: EOA,
  solanaAddress: 'So11111111111111111111111111111111111111112',
  enrolled: true,
  recovery: { password: false, passkey: null },
}

afterEach(() => vi.restoreAllMocks())

function restoreSetup() {
  const calls: string[] = []
  const api = {
    get: vi.fn(async (path: string) => {
      calls.push(`GET ${path}`)
      return {
        user: {
          email: 'a@example.com',
          address: EOA,
          chainId: 31337,
          smartAccount: { owner: EOA, address: SMART, deployed: false },
        },
      }
    }),
    post: vi.fn(async (path: string) => {
      calls.push(`POST ${path}`)
      return { result: '0x' }
    }),
  } as unknown as FrameApi
  const state: FrameState = {
    projectId: 'p',
    chainIds: [31337],
    solanaChains: [],
    smartAccountChains: [chain],
    chainId: 31337,
    theme: {},
    dappData: null,
  }
  const session = createSessionStore(() => undefined)
  session.set('token')
  const wallet = { current: async () => view } as unknown as WalletSession
  const handlers = createSessionHandlers({
    api,
    state,
    session,
    wallet,
    smartAccounts: createSmartAccountLookup(api, state),
  })
  const call = <N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>) =>
    (handlers[name] as (p: unknown, c: { signal: AbortSignal }) => Promise<unknown>)(payload, {
      signal: new AbortController().signal,
    })
  return { calls, call }
}

it('restores with one session read and no chain read: the smart account as the read gave it', async () => {
  const { calls, call } = restoreSetup()
  expect(await call('IS_CONNECTED', {})).toEqual({ isConnected: true })
  expect(await call('GET_USER', {})).toMatchObject({
    address: SMART,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
  })
  expect(calls).toEqual(['GET /api/session'])
})

it('reads the session again for a GET_USER long after IS_CONNECTED', async () => {
  const { calls, call } = restoreSetup()
  await call('IS_CONNECTED', {})
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6_000)
  await call('GET_USER', {})
  expect(calls.filter((c) => c === 'GET /api/session')).toHaveLength(2)
})
