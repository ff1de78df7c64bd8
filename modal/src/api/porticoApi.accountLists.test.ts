/** The history and NFT endpoints: their queries, and responses checked against shared's schemas. */
import { describe, expect, it } from 'vitest'
import {
  createConnectedStore,
  createFakeCloud,
} from '../features/account/fakeCloud.test-helpers.ts'
import { porticoApi } from './porticoApi.ts'

describe('getAccountHistory / getAccountNfts', () => {
  it('ask the cloud by account, chain and cursor', async () => {
    const { cloud, seen } = createFakeCloud({
      '/history': () => ({ data: [], next: null }),
      '/nfts': () => ({ data: [], next: 'n2' }),
    })
    const { store } = createConnectedStore(cloud)
    await store
      .dispatch(
        porticoApi.endpoints.getAccountHistory.initiate({
          account: '0xabc',
          chainId: 'eip155:31337',
          cursor: 'c1',
        }),
      )
      .unwrap()
    const nfts = await store
      .dispatch(
        porticoApi.endpoints.getAccountNfts.initiate({ address: '0xabc', chainId: 'eip155:1' }),
      )
      .unwrap()
    expect(nfts.next).toBe('n2')
    expect(seen.map((s) => [s.path, s.params.chainId, s.params.cursor])).toEqual([
      ['/v1/account/0xabc/history', 'eip155:31337', 'c1'],
      ['/v1/account/0xabc/nfts', 'eip155:1', undefined],
    ])
  })

  it('fail with INVALID_RESPONSE when the body does not match the schema', async () => {
    const { cloud } = createFakeCloud({ '/nfts': () => ({ data: [{ name: 'no ids' }] }) })
    const { store } = createConnectedStore(cloud)
    await expect(
      store.dispatch(porticoApi.endpoints.getAccountNfts.initiate({ address: '0xabc' })).unwrap(),
    ).rejects.toMatchObject({ status: 'INVALID_RESPONSE' })
  })
})
