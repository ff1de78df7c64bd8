import { describe, expect, it } from 'vitest'
import { queryLocalWallets } from './localWalletCatalogue.ts'

describe('queryLocalWallets', () => {
  it('pages 40 at a time with the total count', () => {
    const first = queryLocalWallets({ page: 1, entries: 40 })
    const second = queryLocalWallets({ page: 2, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(600)
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    expect(queryLocalWallets({ page: 16, entries: 40 }).data).toHaveLength(0)
  })

  it('searches names case-insensitively, up to 100 results', () => {
    const result = queryLocalWallets({ page: 1, entries: 100, search: 'META' })
    expect(result.data.map((w) => w.name)).toEqual(['MetaMask'])
    expect(queryLocalWallets({ page: 1, entries: 100, search: 'generated' }).data).toHaveLength(100)
  })

  it('honours include, exclude and chains', () => {
    expect(
      queryLocalWallets({ page: 1, entries: 4, include: ['rainbow', 'metamask'] }).data.map(
        (w) => w.id,
      ),
    ).toEqual(['metamask', 'rainbow'])
    expect(
      queryLocalWallets({ page: 1, entries: 40, exclude: ['metamask'] }).data.some(
        (w) => w.id === 'metamask',
      ),
    ).toBe(false)
    const solana = queryLocalWallets({ page: 1, entries: 600, chains: ['solana'] })
    expect(solana.data.every((w) => w.chains?.some((c) => c.startsWith('solana:')))).toBe(true)
  })
})
