import { getAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../api/frameApi.ts'
import { TEST_SMART_ACCOUNT_CHAIN } from '../testing/smartAccountChain.ts'
import type { FrameState } from './frameState.ts'
import { createSmartAccountLookup, rememberServerSmartAccount } from './smartAccountLookup.ts'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER_OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SMART = getAddress('0x9755d1331b4d8049e0a42d1d7dc53256b979b292')
const CHAIN_SMART = '0x0000000000000000000000009755d1331b4d8049e0a42d1d7dc53256b979b292'
const chain = TEST_SMART_ACCOUNT_CHAIN

/** A frame API whose /api/rpc answers as a chain where the account is not deployed. */
function chainApi() {
  const post = vi.fn(async (_path: string, body: unknown) => {
    const { method } = body as { method: string }
    return { result: method === 'eth_call' ? CHAIN_SMART : '0x' }
  })
  return { api: { post } as unknown as FrameApi, post }
}

const serverUser = (owner: string, deployed: boolean) => ({
  address: owner,
  chainId: 31337,
  smartAccount: { owner, address: SMART, deployed },
})

describe('smart account lookup', () => {
  it("uses the login's smart account once, without reading the chain, then reads again", async () => {
    const { api, post } = chainApi()
    const state = {} as FrameState
    rememberServerSmartAccount(state, serverUser(OWNER, false))
    const lookup = createSmartAccountLookup(api, state)
    expect(await lookup('token', chain, OWNER)).toEqual({ address: SMART, deployed: false })
    expect(post).not.toHaveBeenCalled()
    // Not deployed: the next lookup asks the chain, which may have changed meanwhile.
    expect(await lookup('token', chain, OWNER)).toEqual({ address: SMART, deployed: false })
    expect(post).toHaveBeenCalledTimes(2)
  })

  it("never answers one owner with another owner's smart account", async () => {
    const { api, post } = chainApi()
    const state = {} as FrameState
    rememberServerSmartAccount(state, serverUser(OTHER_OWNER, true))
    await createSmartAccountLookup(api, state)('token', chain, OWNER)
    expect(post).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing from an answer without a smart account', () => {
    const state = {} as FrameState
    rememberServerSmartAccount(state, { address: OWNER, chainId: 31337 })
    expect(state.smartAccounts).toBeUndefined()
  })
})
