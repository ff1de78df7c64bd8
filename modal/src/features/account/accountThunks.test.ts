import { TOKEN_BALANCE_RETRY_GAP_MS } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { unknownNetwork } from '../../chains/CaipNetwork.ts'
import { setActiveNamespace, setCaipNetwork } from '../../store/networkSlice.ts'
import { selectActiveAccount, setCaipAddress } from './accountSlice.ts'
import { fetchProfile, fetchTokenBalance } from './accountThunks.ts'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
  PTK,
  token,
} from './fakeCloud.test-helpers.ts'

describe('fetchTokenBalance', () => {
  it('reads the balances of the active address on the active chain, dropping decimals "0"', async () => {
    const { cloud, seen } = createFakeCloud({
      '/balance': () => ({
        balances: [ETH, PTK, token('NODEC', '1', { quantity: { decimals: '0', numeric: '1' } })],
      }),
    })
    const { store } = createConnectedStore(cloud)
    expect(await store.dispatch(fetchTokenBalance())).toBe('ok')
    expect(seen[0]).toMatchObject({
      path: `/v1/account/${ACCOUNT}/balance`,
      params: { currency: 'usd', chainId: 'eip155:31337' },
    })
    const account = selectActiveAccount(store.getState())
    expect(account.tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'PTK'])
    expect(account.balanceLoading).toBe(false)
  })

  it('is cached 30 s; forceUpdate asks the cloud past its cache and refreshes ours', async () => {
    let eth = '2'
    const { cloud, seen } = createFakeCloud({
      '/balance': () => ({ balances: [{ ...ETH, quantity: { decimals: '18', numeric: eth } }] }),
    })
    const { store } = createConnectedStore(cloud)
    await store.dispatch(fetchTokenBalance())
    await store.dispatch(fetchTokenBalance())
    expect(seen).toHaveLength(1)
    eth = '1'
    await store.dispatch(fetchTokenBalance({ forceUpdate: true }))
    expect(seen[1]?.params.forceUpdate).toBe('true')
    // The next plain read gets the forced answer, not the older cache entry.
    await store.dispatch(fetchTokenBalance())
    expect(seen).toHaveLength(2)
    expect(selectActiveAccount(store.getState()).tokenBalance[0]?.quantity.numeric).toBe('1')
  })

  it("fails with 'Token Balance Unavailable' and blocks retries for 30 s", async () => {
    let fail = true
    const { cloud, seen } = createFakeCloud({
      '/balance': () => {
        if (fail) throw Object.assign(new Error('HTTP status code: 502'), { status: 502 })
        return { balances: [ETH] }
      },
    })
    const { store, clock } = createConnectedStore(cloud)
    expect(await store.dispatch(fetchTokenBalance())).toBe('failed')
    expect(store.getState().snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(selectActiveAccount(store.getState()).lastRetry).toBe(clock.now)
    fail = false
    clock.now += TOKEN_BALANCE_RETRY_GAP_MS - 1
    expect(await store.dispatch(fetchTokenBalance({ forceUpdate: true }))).toBe('blocked')
    expect(seen).toHaveLength(1)
    clock.now += 1
    expect(await store.dispatch(fetchTokenBalance())).toBe('ok')
    expect(selectActiveAccount(store.getState()).lastRetry).toBeUndefined()
  })

  it('on an unsupported network fails without asking, and blocks retries', async () => {
    const { cloud, seen } = createFakeCloud({ '/balance': () => ({ balances: [] }) })
    const { store } = createConnectedStore(cloud)
    store.dispatch(setCaipNetwork('eip155', unknownNetwork('eip155:999')))
    expect(await store.dispatch(fetchTokenBalance())).toBe('failed')
    expect(store.getState().snackbar.message).toBe('Token Balance Unavailable')
    expect(await store.dispatch(fetchTokenBalance())).toBe('blocked')
    expect(seen).toHaveLength(0)
  })
})

describe('fetchProfile', () => {
  it('sets the profile name and avatar from the identity', async () => {
    const { cloud, seen } = createFakeCloud({
      '/identity/': () => ({ name: 'alice.reown.id', avatar: 'https://img.test/a.png' }),
    })
    const { store } = createConnectedStore(cloud)
    await store.dispatch(fetchProfile())
    expect(seen[0]).toMatchObject({ path: `/v1/identity/${ACCOUNT}`, params: { sender: ACCOUNT } })
    expect(selectActiveAccount(store.getState())).toMatchObject({
      profileName: 'alice.reown.id',
      profileImage: 'https://img.test/a.png',
    })
  })

  it('asks for no name for a Bitcoin account: the identity route reads EVM addresses', async () => {
    const { cloud, seen } = createFakeCloud({
      '/identity/': () => ({ name: 'alice.reown.id', avatar: null }),
    })
    const { store } = createConnectedStore(cloud)
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    store.dispatch(
      setCaipAddress('bip122', `${regtest}:bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv`),
    )
    store.dispatch(setActiveNamespace('bip122'))
    await store.dispatch(fetchProfile())
    expect(seen).toEqual([])
    expect(selectActiveAccount(store.getState()).profileName).toBeUndefined()
  })

  it('keeps the address when the identity fails', async () => {
    const { store } = createConnectedStore(createFakeCloud().cloud)
    await store.dispatch(fetchProfile())
    expect(selectActiveAccount(store.getState()).profileName).toBeUndefined()
  })
})
