// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { definePolkadotNetwork, polkadotMainnet } from './polkadotNetworks.ts'

describe('Polkadot networks', () => {
  it('the relay chain is the one definePolkadotNetwork makes, with no RPC by default', () => {
    expect(polkadotMainnet).toEqual(
      definePolkadotNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', undefined, {
        assets: { imageId: 'polkadot' },
      }),
    )
    expect(polkadotMainnet.rpcUrls.default.http).toEqual([])
    expect(
      definePolkadotNetwork('ab', 'Local', 'http://127.0.0.1:9933').rpcUrls.default.http,
    ).toEqual(['http://127.0.0.1:9933'])
  })
})
