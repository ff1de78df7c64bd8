// @vitest-environment node
import type { TokenBalance } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import type { NetworkState } from '../../store/networkSlice.ts'
import {
  type AccountSliceState,
  accountSlice,
  canRetryTokenBalance,
  resetAccount,
  selectAccount,
  selectActiveAccount,
  selectActiveAccountType,
  selectActiveAddress,
  selectActiveCaipAddress,
  selectActiveIsConnected,
  selectIsConnected,
  setAccountStatus,
  setAllAccounts,
  setBalance,
  setBalanceLoading,
  setCaipAddress,
  setConnectedWalletInfo,
  setCurrentTab,
  setFarcasterUrl,
  setPreferredAccountType,
  setProfile,
  setTokenBalance,
  tokenBalanceFailed,
} from './accountSlice.ts'

const reduce = accountSlice.reducer
const ADDRESS = '0x1111111111111111111111111111111111111111'
const CAIP_ADDRESS = `eip155:1:${ADDRESS}` as const
const network = (activeNamespace?: NetworkState['activeNamespace']): NetworkState => ({
  activeNamespace,
  switchingNamespace: false,
  byNamespace: {},
})
const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})
const root = (account: AccountSliceState) => ({ account, network: network('eip155') })

describe('accountSlice', () => {
  it('is disconnected for a namespace with nothing stored', () => {
    const account = selectAccount({ account: reduce(undefined, { type: 'init' }) }, 'eip155')
    expect(account).toMatchObject({
      status: 'disconnected',
      balanceLoading: false,
      tokenBalance: [],
    })
    expect(account.caipAddress).toBeUndefined()
  })

  it('setCaipAddress also sets the address and status connected', () => {
    const state = reduce(undefined, setCaipAddress('eip155', CAIP_ADDRESS))
    expect(state.byNamespace.eip155).toMatchObject({
      caipAddress: CAIP_ADDRESS,
      address: ADDRESS,
      status: 'connected',
    })
    expect(state.byNamespace.solana).toBeUndefined()
  })

  it('setTokenBalance drops entries whose decimals are "0"', () => {
    const state = reduce(
      undefined,
      setTokenBalance('eip155', [token('USDC', '6'), token('NFT', '0')]),
    )
    expect(state.byNamespace.eip155?.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('blocks token-balance retries for 30 s after a failure', () => {
    let state = reduce(undefined, setBalanceLoading('eip155', true))
    state = reduce(state, tokenBalanceFailed('eip155', 1_000))
    expect(state.byNamespace.eip155).toMatchObject({ lastRetry: 1_000, balanceLoading: false })
    expect(canRetryTokenBalance({ account: state }, 'eip155', 1_000 + 29_999)).toBe(false)
    expect(canRetryTokenBalance({ account: state }, 'eip155', 1_000 + 30_000)).toBe(true)
    expect(canRetryTokenBalance({ account: state }, 'solana', 1_000)).toBe(true)
  })

  it('a successful token-balance fetch lifts the retry block', () => {
    let state = reduce(undefined, tokenBalanceFailed('eip155', 1_000))
    state = reduce(state, setTokenBalance('eip155', []))
    expect(canRetryTokenBalance({ account: state }, 'eip155', 1_001)).toBe(true)
  })

  it('resetAccount disconnects and clears address, balances and profile', () => {
    let state = reduce(undefined, setCaipAddress('eip155', CAIP_ADDRESS))
    state = reduce(state, setBalance('eip155', { balance: '1.5', balanceSymbol: 'ETH' }))
    state = reduce(state, setTokenBalance('eip155', [token('USDC', '6')]))
    state = reduce(state, setProfile('eip155', { profileName: 'vitalik.eth', profileImage: 'x' }))
    state = reduce(state, setPreferredAccountType('eip155', 'eoa'))
    state = reduce(state, resetAccount('eip155'))
    const account = state.byNamespace.eip155
    expect(account).toMatchObject({
      status: 'disconnected',
      tokenBalance: [],
      preferredAccountType: 'eoa',
    })
    for (const key of [
      'caipAddress',
      'address',
      'balance',
      'balanceSymbol',
      'profileName',
      'profileImage',
    ] as const) {
      expect(account?.[key]).toBeUndefined()
    }
  })

  it.each([
    [
      'allAccounts',
      setAllAccounts('eip155', [{ namespace: 'eip155', address: ADDRESS, type: 'smartAccount' }]),
    ],
    [
      'connectedWalletInfo',
      setConnectedWalletInfo('eip155', { name: 'Wallet', rdns: 'io.wallet' }),
    ],
    ['preferredAccountType', setPreferredAccountType('eip155', 'smartAccount')],
    ['farcasterUrl', setFarcasterUrl('eip155', 'https://farcaster.example/c')],
    ['status', setAccountStatus('eip155', 'reconnecting')],
    ['currentTab', setCurrentTab('eip155', 'Activity')],
  ] as const)('sets %s', (key, action) => {
    const state = reduce(undefined, action)
    expect(state.byNamespace.eip155?.[key]).toEqual(action.payload.value)
  })

  it('selects the active namespace account', () => {
    const state = root(reduce(undefined, setCaipAddress('eip155', CAIP_ADDRESS)))
    expect(selectActiveAccount(state).status).toBe('connected')
    expect(selectActiveCaipAddress(state)).toBe(CAIP_ADDRESS)
    expect(selectActiveAddress(state)).toBe(ADDRESS)
    expect(selectActiveIsConnected(state)).toBe(true)
    expect(selectIsConnected(state, 'solana')).toBe(false)
    expect(selectActiveIsConnected({ ...state, network: network('solana') })).toBe(false)
    expect(selectActiveIsConnected({ ...state, network: network() })).toBe(false)
  })
})

describe('selectActiveAccountType', () => {
  const withAccount = (...actions: Parameters<typeof reduce>[1][]) =>
    root(actions.reduce(reduce, reduce(undefined, setCaipAddress('eip155', CAIP_ADDRESS))))

  it("is the account entry's type, else the preferred one, else eoa", () => {
    expect(selectActiveAccountType(withAccount())).toBe('eoa')
    expect(
      selectActiveAccountType(withAccount(setPreferredAccountType('eip155', 'smartAccount'))),
    ).toBe('smartAccount')
    expect(
      selectActiveAccountType(
        withAccount(
          setPreferredAccountType('eip155', 'smartAccount'),
          setAllAccounts('eip155', [
            { namespace: 'eip155', address: ADDRESS.toUpperCase(), type: 'eoa' },
          ]),
        ),
      ),
    ).toBe('eoa')
  })
})
