import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
  optionsSlice,
  selectDefaultAccountType,
  selectFeatures,
  setOptions,
} from './optionsSlice.ts'

const reduce = optionsSlice.reducer

describe('optionsSlice', () => {
  it('has the SPEC §1 defaults: every feature on but social login (not built yet), the legal checkbox off', () => {
    expect(DEFAULT_FEATURES).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      socials: false,
      history: true,
      analytics: true,
      legalCheckbox: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(DEFAULT_CONNECT_METHODS_ORDER).toEqual(['email', 'social', 'wallet'])
  })

  it('defaults account types to eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('starts from the defaults', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      projectId: '',
      features: DEFAULT_FEATURES,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      defaultAccountTypes: DEFAULT_ACCOUNT_TYPES,
      enableEmbedded: false,
    })
  })

  it('merges options, features and account types key by key', () => {
    const state = reduce(
      undefined,
      setOptions({
        projectId: 'p1',
        features: { swaps: false, socials: false },
        defaultAccountTypes: { eip155: 'eoa' },
        excludeWalletIds: ['w1'],
      }),
    )
    const root = { options: state }
    expect(state).toMatchObject({
      projectId: 'p1',
      excludeWalletIds: ['w1'],
      enableNetworkSwitch: true,
    })
    expect(selectFeatures(root)).toEqual({ ...DEFAULT_FEATURES, swaps: false, socials: false })
    expect(selectDefaultAccountType(root, 'eip155')).toBe('eoa')
    expect(selectDefaultAccountType(root, 'bip122')).toBe('payment')
  })
})
