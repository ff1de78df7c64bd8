import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SVG_CACHE_CONTROL } from '../http/sendSvg.ts'
import { openTestDatabase, type TestDatabase } from '../testing/describeOnBothDatabases.ts'
import { apiUrl, useTestCloud } from '../testing/testCloud.ts'
import { LOGO_PNG_SIZE, logoPngCacheStats } from './rasterizeLogo.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

// The routes do not depend on the database kind (walletRoutes.test.ts runs both): PGlite only.
describe('logo routes with format=png', () => {
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  }, 60_000)
  afterAll(async () => {
    await database?.db.close()
  })
  const cloud = useTestCloud(() => {
    if (!database) throw new Error('no database')
    return database
  })

  const png = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(apiUrl(cloud().url, path, { format: 'png' }), { headers })
    expect(res.status, path).toBe(200)
    expect(res.headers.get('content-type'), path).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe(SVG_CACHE_CONTROL)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.subarray(0, 8)], path).toEqual(PNG_SIGNATURE)
    expect(pngSize(bytes), path).toEqual({ width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE })
    return { bytes, etag: res.headers.get('etag') ?? '' }
  }

  it('answers wallet, network, token and social logos as PNG of the list size', async () => {
    for (const path of [
      '/getWalletImage/metamask',
      '/public/getAssetImage/eip155-1',
      '/public/getAssetImage/eip155-31337',
      '/public/getTokenImage/USDC',
      '/public/getCurrencyImage/USD',
      '/public/getSocialImage/google',
    ])
      await png(path)
    // Without the parameter, or with format=svg, the SVG as before.
    for (const query of [{}, { format: 'svg' }] as Record<string, string>[]) {
      const res = await fetch(apiUrl(cloud().url, '/getWalletImage/metamask', query))
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      expect(await res.text()).toMatch(/^<svg /)
    }
  })

  it('draws a logo once: the same logo twice, by any route that serves it, is one render', async () => {
    const first = await png('/public/getAssetImage/eip155-10')
    const { renders, entries } = logoPngCacheStats()
    const again = await png('/public/getAssetImage/eip155-10')
    const sameLogo = await png('/public/getAssetImage/optimism')
    expect(again.bytes).toEqual(first.bytes)
    expect(sameLogo.etag).toBe(first.etag)
    expect(logoPngCacheStats()).toEqual({ renders, entries })
    // Revalidation: 304 without a body; the PNG's tag is not the SVG's.
    const revalidated = await fetch(
      apiUrl(cloud().url, '/public/getAssetImage/eip155-10', {
        format: 'png',
      }),
      { headers: { 'if-none-match': first.etag } },
    )
    expect(revalidated.status).toBe(304)
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0)
    const svg = await fetch(apiUrl(cloud().url, '/public/getAssetImage/eip155-10'))
    expect(svg.headers.get('etag')).not.toBe(first.etag)
  })

  it.each([
    ['/getWalletImage/metamask', 'gif'],
    ['/public/getAssetImage/eip155-1', 'PNG'],
    ['/public/getSocialImage/github', ''],
  ])('%s format=%j → 400 SCHEMA_INVALID_INPUT, nothing drawn or cached', async (path, format) => {
    const before = logoPngCacheStats()
    const res = await fetch(apiUrl(cloud().url, path, { format }))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ code: 'SCHEMA_INVALID_INPUT', message: 'Invalid input' })
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['query.format'])
    expect(logoPngCacheStats()).toEqual(before)
  })

  it('still refuses an unknown wallet or provider in PNG, drawing nothing', async () => {
    const before = logoPngCacheStats()
    const wallet = await fetch(apiUrl(cloud().url, '/getWalletImage/nope', { format: 'png' }))
    expect(wallet.status).toBe(404)
    expect(await wallet.json()).toMatchObject({ code: 'WALLET_NOT_FOUND' })
    const social = await fetch(
      apiUrl(cloud().url, '/public/getSocialImage/myspace', { format: 'png' }),
    )
    expect(social.status).toBe(404)
    expect(logoPngCacheStats()).toEqual(before)
  })
})
