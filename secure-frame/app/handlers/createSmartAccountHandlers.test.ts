/**
 * The smart-account requests with a stand-in for the chain (the lookup): the chains with a
 * bundler, INIT_SMART_ACCOUNT, and SET_PREFERRED_ACCOUNT switching the user's address; a smart
 * account on a chain without a bundler, or before a login, is refused and changes nothing.
 */
import type { FrameRequestContext, FrameUser } from '@portico/shared'
import { describe, expect, it, vi } from 'vitest'
import { createSessionStore } from '../session/sessionStore.ts'
import { TEST_SMART_ACCOUNT_CHAIN } from '../testing/smartAccountChain.ts'
import { createSmartAccountHandlers } from './createSmartAccountHandlers.ts'
import type { FrameState } from './frameState.ts'

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x1111111111111111111111111111111111111111'
const chain = TEST_SMART_ACCOUNT_CHAIN
const context = {
  origin: 'http://localhost:5173',
  signal: new AbortController().signal,
  id: 'x',
} as FrameRequestContext

function setup(chainId: number, signedIn = true) {
  const user: FrameUser = {
    email: 'a@example.com',
    address: SMART,
    chainId,
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: 'smartAccount',
  }
  const state = {
    projectId: 'p',
    chainIds: [31337, 31338],
    solanaChains: [],
    smartAccountChains: [chain],
    chainId,
    theme: {},
    dappData: null,
    user: signedIn ? user : undefined,
  } as FrameState
  const session = createSessionStore(() => undefined)
  if (signedIn) session.set('token')
  const lookup = vi.fn(async () => ({ address: SMART as `0x${string}`, deployed: false }))
  const handlers = createSmartAccountHandlers({ state, session, lookup })
  return { state, handlers, lookup }
}

describe('smart-account requests', () => {
  it('lists the chains with a bundler', async () => {
    const { handlers } = setup(31337)
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS?.(undefined, context)).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
  })

  it('INIT_SMART_ACCOUNT reads the EOA’s smart account', async () => {
    const { handlers, lookup } = setup(31337)
    expect(await handlers.INIT_SMART_ACCOUNT?.(undefined, context)).toEqual({
      address: SMART,
      isDeployed: false,
    })
    expect(lookup).toHaveBeenCalledWith('token', chain, EOA, context.signal)
  })

  it('SET_PREFERRED_ACCOUNT moves the user to the EOA and back', async () => {
    const { handlers, state } = setup(31337)
    expect(await handlers.SET_PREFERRED_ACCOUNT?.({ type: 'eoa' }, context)).toEqual({
      type: 'eoa',
      address: EOA,
    })
    expect(state.user).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(await handlers.SET_PREFERRED_ACCOUNT?.({ type: 'smartAccount' }, context)).toEqual({
      type: 'smartAccount',
      address: SMART,
    })
    expect(state.preferredAccountType).toBe('smartAccount')
  })

  it('refuses a smart account where there is no bundler, and before a login; nothing changes', async () => {
    const other = setup(31338)
    const before = structuredClone(other.state.user)
    await expect(
      other.handlers.SET_PREFERRED_ACCOUNT?.({ type: 'smartAccount' }, context),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' })
    await expect(other.handlers.INIT_SMART_ACCOUNT?.(undefined, context)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
    expect(other.state.user).toEqual(before)
    expect(other.state.preferredAccountType).toBeUndefined()

    const signedOut = setup(31337, false)
    await expect(
      signedOut.handlers.SET_PREFERRED_ACCOUNT?.({ type: 'eoa' }, context),
    ).rejects.toMatchObject({ code: 'NOT_SIGNED_IN' })
    expect(signedOut.state.preferredAccountType).toBeUndefined()
  })
})
