import { getWalletsResponseSchema } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { GENERATED_WALLET_COUNT } from '../../catalogue/walletCatalogue.ts'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { apiUrl, countRows, useTestCloud } from '../../testing/testCloud.ts'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describeOnBothDatabases('wallet catalogue routes', (database) => {
  const cloud = useTestCloud(database)
  const getWallets = async (query: Record<string, string>) => {
    const res = await fetch(apiUrl(cloud().url, '/getWallets', query))
    expect(res.status).toBe(200)
    return getWalletsResponseSchema.parse(await res.json())
  }

  it('pages 40 wallets at a time, real wallets first, with the count of all', async () => {
    const first = await getWallets({ page: '1', entries: '40' })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThanOrEqual(600)
    expect(first.data.slice(0, 5).map((w) => w.id)).toEqual([
      'metamask',
      'trust',
      'coinbase',
      'okx',
      'rainbow',
    ])
    expect(first.data[39]?.id).toBe('gate')
    const real = first.data.filter((w) => w.badge_type === 'certified')
    expect(real).toHaveLength(40)
    for (const w of real) {
      expect(w.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      expect(w.chains?.length).toBeGreaterThan(0)
      expect(w.image_id).toBe(w.id)
    }
    const second = await getWallets({ page: '2', entries: '40' })
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    const last = Math.ceil(first.count / 40)
    expect((await getWallets({ page: String(last + 1), entries: '40' })).data).toEqual([])
  })

  it('ships at least 50 real wallets with links, and the generated entries in order', async () => {
    const all = []
    for (let page = 1; ; page++) {
      const { data } = await getWallets({ page: String(page), entries: '100' })
      all.push(...data)
      if (data.length < 100) break
    }
    const real = all.filter((w) => w.badge_type === 'certified')
    expect(real.length).toBeGreaterThanOrEqual(50)
    expect(
      real.filter((w) => w.mobile_link || w.desktop_link || w.webapp_link).length,
    ).toBeGreaterThan(40)
    const generated = all.filter((w) => w.id.startsWith('generated-'))
    expect(generated).toHaveLength(GENERATED_WALLET_COUNT)
    expect(generated[0]).toMatchObject({ id: 'generated-001', name: 'Generated Wallet 001' })
    expect(generated.at(-1)?.id).toBe('generated-560')
    expect(all.length).toBeGreaterThanOrEqual(600)
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
  })

  it('searches names case-insensitively, 100 results at most', async () => {
    expect((await getWallets({ search: 'META', entries: '100' })).data.map((w) => w.name)).toEqual([
      'MetaMask',
    ])
    const generated = await getWallets({ search: 'generated', entries: '100' })
    expect(generated.data).toHaveLength(100)
    expect(generated.count).toBe(GENERATED_WALLET_COUNT)
    expect((await getWallets({ search: "%'_" })).count).toBe(0)
  })

  it('gives 4 featured wallets with include, in catalogue order, and honours exclude', async () => {
    const featured = await getWallets({ entries: '4', include: 'rainbow,metamask,phantom,ledger' })
    expect(featured.data.map((w) => w.id)).toEqual(['metamask', 'rainbow', 'phantom', 'ledger'])
    const list = await getWallets({ exclude: 'metamask,trust' })
    expect(list.data.map((w) => w.id)).not.toContain('metamask')
    expect(list.data[0]?.id).toBe('coinbase')
  })

  it('filters by chain namespace and by the certified badge', async () => {
    const solana = await getWallets({ chains: SOLANA, entries: '100' })
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.data.every((w) => (w.chains ?? []).some((c) => c.startsWith('solana:')))).toBe(
      true,
    )
    const devnet = await getWallets({ chains: 'eip155:31337', entries: '4' })
    expect(devnet.data[0]?.id).toBe('metamask')
    const certified = await getWallets({ badge_type: 'certified', entries: '100' })
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBeGreaterThanOrEqual(50)
    expect((await getWallets({ badge_type: 'none' })).count).toBe((await getWallets({})).count)
  })

  it('serves wallet icons as deterministic SVGs, 404 for an unknown wallet', async () => {
    const res = await fetch(apiUrl(cloud().url, '/getWalletImage/metamask'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg /)
    expect(await (await fetch(apiUrl(cloud().url, '/getWalletImage/metamask'))).text()).toBe(svg)
    const unknown = await fetch(apiUrl(cloud().url, '/getWalletImage/nope'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'WALLET_NOT_FOUND' })
  })

  it('serves asset, currency and token images', async () => {
    for (const path of [
      '/public/getAssetImage/eip155-31337',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/tUSD',
    ]) {
      const res = await fetch(apiUrl(cloud().url, path))
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
    }
    expect(await (await fetch(apiUrl(cloud().url, '/public/getTokenImage/tUSD'))).text()).toContain(
      '>tUSD</text>',
    )
  })

  it('tells whether the project collects analytics', async () => {
    const on = await fetch(apiUrl(cloud().url, '/getAnalyticsConfig'))
    expect(await on.json()).toEqual({ isAnalyticsEnabled: true })
    const off = await fetch(apiUrl(cloud().url, '/getAnalyticsConfig', {}, 'quiet-project'))
    expect(await off.json()).toEqual({ isAnalyticsEnabled: false })
  })

  describe('bad input', () => {
    it.each([
      ['/getWallets', { page: '0' }],
      ['/getWallets', { page: 'one' }],
      ['/getWallets', { entries: '101' }],
      ['/getWallets', { entries: '-4' }],
      ['/getWallets', { chains: 'cosmos:cosmoshub-4' }],
      ['/getWallets', { include: 'meta mask' }],
      ['/getWallets', { exclude: "x'--" }],
      ['/getWallets', { search: 'x'.repeat(101) }],
      ['/getWallets', { badge_type: 'gold' }],
      ['/getWalletImage/..%2F..%2Fetc', {}],
      ['/public/getTokenImage/%3Cscript%3E', {}],
      ['/public/getAssetImage/a%20b', {}],
      ['/public/getCurrencyImage/x', { st: '' }],
      ['/getAnalyticsConfig', { sv: 'a b' }],
    ])('%s %j → 400, nothing written', async (path, query) => {
      const before = await countRows(database().db)
      const res = await fetch(apiUrl(cloud().url, path, query))
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body).toMatchObject({ name: 'ValidationError', code: 'SCHEMA_INVALID_INPUT' })
      expect(body.details).toBeTruthy()
      expect(await countRows(database().db)).toEqual(before)
    })
  })
})
