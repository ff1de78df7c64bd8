import { getWalletsResponseSchema } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { walletCatalogue } from '../../catalogue/walletCatalogue.ts'
import { SVG_CACHE_CONTROL } from '../../http/sendSvg.ts'
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

  it('pages 40 wallets at a time, the shipped real wallets in order, with the count of all', async () => {
    const first = await getWallets({ page: '1', entries: '40' })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(walletCatalogue.length)
    expect(first.data.slice(0, 5).map((w) => w.id)).toEqual([
      'metamask',
      'trust',
      'coinbase',
      'okx',
      'rainbow',
    ])
    expect(first.data.map((w) => w.id)).toEqual(walletCatalogue.slice(0, 40).map((w) => w.id))
    for (const w of first.data) {
      expect(w.badge_type).toBe('certified')
      if (w.rdns !== null) expect(w.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      expect(w.chains?.length).toBeGreaterThan(0)
      expect(w.image_id).toBe(w.id)
    }
    const second = await getWallets({ page: '2', entries: '40' })
    expect(second.data.map((w) => w.id)).toEqual(walletCatalogue.slice(40, 80).map((w) => w.id))
    const last = Math.ceil(first.count / 40)
    expect((await getWallets({ page: String(last + 1), entries: '40' })).data).toEqual([])
  })

  it('ships real wallets only: each with a chain and an rdns or a link, none generated', async () => {
    const all = []
    for (let page = 1; ; page++) {
      const { data } = await getWallets({ page: String(page), entries: '100' })
      all.push(...data)
      if (data.length < 100) break
    }
    expect(all.map((w) => w.id)).toEqual(walletCatalogue.map((w) => w.id))
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
    for (const w of all) {
      expect(w.name).not.toMatch(/generated|wallet \d{3}/i)
      expect(w.chains?.length).toBeGreaterThan(0)
      expect(w.rdns || w.mobile_link || w.desktop_link || w.webapp_link).toBeTruthy()
    }
    expect((await getWallets({ search: 'generated' })).count).toBe(0)
  })

  it('searches names case-insensitively, 100 results at most', async () => {
    expect((await getWallets({ search: 'META', entries: '100' })).data.map((w) => w.name)).toEqual([
      'MetaMask',
    ])
    const named = walletCatalogue.filter((w) => /wallet/i.test(w.name))
    const wallet = await getWallets({ search: 'wallet', entries: '100' })
    expect(wallet.count).toBe(named.length)
    expect(wallet.data.map((w) => w.id)).toEqual(named.map((w) => w.id))
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
    expect(certified.count).toBe(walletCatalogue.length)
    expect((await getWallets({ badge_type: 'none' })).count).toBe((await getWallets({})).count)
  })

  it("serves a wallet's library logo, cacheable, without script, 304 when unchanged", async () => {
    const res = await fetch(apiUrl(cloud().url, '/getWalletImage/metamask'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe(SVG_CACHE_CONTROL)
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=86400/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const svg = await res.text()
    // MetaMask's fox from @web3icons (its orange), not a drawn monogram.
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('#FF5C16')
    expect(svg).not.toContain('<text')
    const again = await fetch(apiUrl(cloud().url, '/getWalletImage/metamask'), {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const other = await fetch(apiUrl(cloud().url, '/getWalletImage/metamask'), {
      headers: { 'if-none-match': '"stale"' },
    })
    expect(other.status).toBe(200)
    expect(await other.text()).toBe(svg)
    // Another wallet, another logo (an exchange brand's, for Binance Wallet).
    const binance = await (await fetch(apiUrl(cloud().url, '/getWalletImage/binance'))).text()
    expect(binance).not.toBe(svg)
    expect(binance).not.toContain('<text')
    const unknown = await fetch(apiUrl(cloud().url, '/getWalletImage/nope'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'WALLET_NOT_FOUND' })
  })

  it('serves network and token logos from @web3icons, drawn icons for the others', async () => {
    const image = async (path: string) => {
      const res = await fetch(apiUrl(cloud().url, path))
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe(SVG_CACHE_CONTROL)
      expect(res.headers.get('etag')).toBeTruthy()
      return res.text()
    }
    const ethereum = await image('/public/getAssetImage/eip155:1')
    expect(ethereum).not.toContain('<text')
    expect(await image('/public/getAssetImage/eip155-1')).toBe(ethereum)
    expect(await image('/public/getAssetImage/ethereum')).toBe(ethereum)
    const solana = await image('/public/getAssetImage/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solana).not.toContain('<text')
    expect(solana).not.toBe(ethereum)
    expect(await image('/public/getAssetImage/eip155-31337')).toContain('<text')
    for (const symbol of ['ETH', 'USDC', 'SOL']) {
      expect(await image(`/public/getTokenImage/${symbol}`), symbol).not.toContain('<text')
    }
    expect(await image('/public/getTokenImage/usdc')).toBe(
      await image('/public/getTokenImage/USDC'),
    )
    // The devnet's test token is not taken for TrueUSD: drawn, with its symbol.
    expect(await image('/public/getTokenImage/tUSD')).toContain('>tUSD</text>')
    expect(await image('/public/getCurrencyImage/USD')).toContain('>USD</text>')
  })

  it("serves the social providers' brand icons; another provider is not found", async () => {
    const colours = { google: '#4285F4', github: '#181717', discord: '#5865F2', x: '#000000' }
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']) {
      const res = await fetch(apiUrl(cloud().url, `/public/getSocialImage/${provider}`))
      expect(res.status, provider).toBe(200)
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe(SVG_CACHE_CONTROL)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const svg = await res.text()
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
      const colour = colours[provider as keyof typeof colours]
      if (colour) expect(svg).toContain(`fill="${colour}"`)
    }
    const unknown = await fetch(apiUrl(cloud().url, '/public/getSocialImage/myspace'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_FOUND' })
    const noProject = await fetch(`${cloud().url}/public/getSocialImage/google`)
    expect(noProject.status).toBe(400)
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
      ['/public/getSocialImage/Goo%20gle', {}],
      ['/public/getSocialImage/%3Csvg%3E', {}],
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
