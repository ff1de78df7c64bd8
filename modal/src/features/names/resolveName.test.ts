import { describe, expect, it } from 'vitest'
import { createConnectedStore, createFakeCloud } from '../account/fakeCloud.test-helpers.ts'
import { isAccountName, resolveName } from './resolveName.ts'

const OWNER = '0x00000000000000000000000000000000000a11ce'
const profile = (addresses: Record<string, { address: string }>) => ({
  name: 'alice.reown.id',
  addresses,
  attributes: { avatar: 'https://img.test/a.png' },
  registered: 1,
})

function setup(answer: () => unknown) {
  const { cloud, seen } = createFakeCloud({ '/profile/account/': answer })
  const { store } = createConnectedStore(cloud)
  return { dispatch: store.dispatch, seen }
}

describe('isAccountName', () => {
  it('is a registrable label under .reown.id or the legacy .wcn.id', () => {
    for (const name of ['alice.reown.id', 'ALICE.wcn.id', 'al-1.reown.id'])
      expect(isAccountName(name), name).toBe(true)
    for (const name of ['alice', 'bob.reown.id', 'alice.eth', 'al ice.reown.id', '0xabc'])
      expect(isAccountName(name), name).toBe(false)
  })
})

describe('resolveName', () => {
  it("gives the name's Ethereum address, its current-zone name and avatar", async () => {
    const s = setup(() => profile({ '60': { address: OWNER } }))
    expect(await resolveName(s.dispatch, 'alice.wcn.id')).toEqual({
      address: OWNER,
      name: 'alice.reown.id',
      imageUrl: 'https://img.test/a.png',
    })
    expect(s.seen.map((r) => r.path)).toEqual(['/v1/profile/account/alice.wcn.id'])
  })

  it("falls back to the chain's own coin type (a smart account's name)", async () => {
    const s = setup(() => profile({ [String(0x80000000 + 31337)]: { address: OWNER } }))
    expect((await resolveName(s.dispatch, 'alice.reown.id', 31337)).address).toBe(OWNER)
    await expect(resolveName(s.dispatch, 'alice.reown.id', 1)).rejects.toThrow(
      'Error resolving name',
    )
  })

  it("fails with SPEC §8's 'Error resolving name' for an unknown name, asking nothing for a non-name", async () => {
    const s = setup(() => {
      throw Object.assign(new Error('HTTP status code: 404'), { status: 404 })
    })
    await expect(resolveName(s.dispatch, 'nobody.reown.id')).rejects.toMatchObject({
      code: 'NAME_RESOLUTION_FAILED',
      shortMessage: 'Error resolving name',
    })
    await expect(resolveName(s.dispatch, 'abc.reown.id')).rejects.toThrow('Error resolving name')
    expect(s.seen).toHaveLength(1)
  })
})
