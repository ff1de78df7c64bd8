// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from '../api/cloudClient.ts'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
  optionsSlice,
  selectDefaultAccountType,
  selectFeatures,
  selectNetworkImageUrl,
  selectWalletImageUrl,
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

  it("draws a network's logo from its own imageUrl, else the cloud's asset image (PNG) for its id", () => {
    const root = {
      options: reduce(
        undefined,
        setOptions({ projectId: 'p1', apiUrl: 'http://127.0.0.1:4100/api' }),
      ),
    }
    expect(selectNetworkImageUrl(root, { caipNetworkId: 'eip155:1' })).toBe(
      `http://127.0.0.1:4100/api/public/getAssetImage/eip155-1?projectId=p1&st=portico&sv=${SDK_VERSION}&format=png`,
    )
    expect(
      selectNetworkImageUrl(root, { caipNetworkId: 'eip155:10', assets: { imageId: 'optimism' } }),
    ).toBe(
      `http://127.0.0.1:4100/api/public/getAssetImage/optimism?projectId=p1&st=portico&sv=${SDK_VERSION}&format=png`,
    )
    expect(
      selectNetworkImageUrl(root, {
        caipNetworkId: 'eip155:1',
        assets: { imageUrl: 'https://dapp.example/eth.svg' },
      }),
    ).toBe('https://dapp.example/eth.svg')
    // Without a cloud there is nothing to ask: the monogram is drawn.
    expect(
      selectNetworkImageUrl(
        { options: reduce(undefined, { type: 'init' }) },
        {
          caipNetworkId: 'eip155:1',
        },
      ),
    ).toBeUndefined()
  })

  it("draws a catalogue wallet's logo from the cloud's getWalletImage (PNG) for its image_id", () => {
    const root = {
      options: reduce(
        undefined,
        setOptions({ projectId: 'p1', apiUrl: 'http://127.0.0.1:4100/api' }),
      ),
    }
    expect(selectWalletImageUrl(root, { image_id: 'metamask' })).toBe(
      `http://127.0.0.1:4100/api/getWalletImage/metamask?projectId=p1&st=portico&sv=${SDK_VERSION}&format=png`,
    )
    expect(
      selectWalletImageUrl(root, { image_id: 'metamask', image_url: 'https://x.example/m.svg' }),
    ).toBe('https://x.example/m.svg')
    expect(selectWalletImageUrl(root, { image_id: null })).toBeUndefined()
  })
})
