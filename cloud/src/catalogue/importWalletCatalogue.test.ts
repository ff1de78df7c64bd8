/**
 * A deployment imports a wallet registry (WalletConnect Explorer's /getWallets JSON, or our own
 * array) as its catalogue: every instance serves it at once through the routes (paging, search,
 * counts, logos), it outlives a restart, a malformed file changes nothing, and `reset` goes back
 * to the shipped wallets. On PostgreSQL the import runs through the CLI beside the running cloud.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getWalletsResponseSchema } from '@portico/shared'
import { expect, it } from 'vitest'
import { type CliIo, runCli } from '../cli/runCli.ts'
import { createCloudServer } from '../createCloudServer.ts'
import { describeOnBothDatabases } from '../testing/describeOnBothDatabases.ts'
import { apiUrl, useTestCloud } from '../testing/testCloud.ts'
import { CatalogueFileError } from './catalogueFileSchema.ts'
import { importWalletCatalogue, resetWalletCatalogue } from './importWalletCatalogue.ts'
import { seedWalletCatalogue } from './seedWalletCatalogue.ts'
import { FIXTURE_CHAINS, fixtureRegistry } from './testing/fixtureRegistry.ts'
import { walletCatalogue } from './walletCatalogue.ts'

const DEMO = {
  id: 'portico-demo-wallet',
  name: 'Portico Demo Wallet',
  chains: ['eip155:31337'],
  webapp_link: 'http://127.0.0.1:5175/',
}
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** MetaMask as the Explorer lists it: its own ids, a chain the modal does not serve. */
const METAMASK = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: '018b2d52-10e6-4158-1fc3-a5d5e7297a03',
  rdns: 'io.metamask',
  chains: ['eip155:1', 'cosmos:cosmoshub-4'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: '',
  homepage: 'https://metamask.io/',
}

describeOnBothDatabases('importing a wallet registry', (database) => {
  const cloud = useTestCloud(database, { localWallets: [DEMO] })
  const dir = mkdtempSync(join(tmpdir(), 'portico-catalogue-'))
  const file = (name: string, content: unknown) => {
    const path = join(dir, name)
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
    return path
  }
  const getWallets = async (query: Record<string, string>) => {
    const res = await fetch(apiUrl(cloud().url, '/getWallets', query))
    expect(res.status).toBe(200)
    return getWalletsResponseSchema.parse(await res.json())
  }
  const image = async (id: string) => {
    const res = await fetch(apiUrl(cloud().url, `/getWalletImage/${id}`))
    expect(res.status, id).toBe(200)
    return res.text()
  }
  /** Imports `path` as an operator does: the CLI on PostgreSQL, the function on in-memory PGlite. */
  const importFile = async (path: string) => {
    const { kind, db, databaseUrl } = database()
    if (kind === 'pglite') return importWalletCatalogue(db, path).then(() => '')
    const out: string[] = []
    const err: string[] = []
    const io: CliIo = {
      env: { DATABASE_URL: databaseUrl },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      ask: async () => '',
    }
    const code = await runCli(['catalogue', 'import', path], io)
    if (code !== 0) throw new CatalogueFileError(err.join('\n'))
    return out.join('\n')
  }
  const registry = fixtureRegistry(120, [METAMASK])

  it('serves an imported 120-wallet registry: paging, search, chains, counts, logos', async () => {
    const printed = await importFile(file('registry.json', registry))
    if (database().kind === 'postgres') {
      expect(printed).toBe(
        'Imported 120 wallets (1 with a library logo); the catalogue serves 121.',
      )
    }
    const first = await getWallets({ page: '1', entries: '40' })
    expect(first.count).toBe(121)
    expect(first.data.map((w) => w.name).slice(0, 3)).toEqual([
      'Portico Demo Wallet',
      'MetaMask',
      'Fixture Wallet 002',
    ])
    expect(first.data[1]).toMatchObject({
      id: METAMASK.id,
      image_id: METAMASK.image_id,
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'metamask://',
      webapp_link: null,
      badge_type: 'none',
    })
    expect(first.data[39]?.name).toBe('Fixture Wallet 039')
    const pages = []
    for (let page = 1; page <= 4; page++) {
      pages.push(await getWallets({ page: String(page), entries: '40' }))
    }
    expect(pages.map((p) => p.data.length)).toEqual([40, 40, 40, 1])
    expect(pages[3]?.data[0]?.name).toBe('Fixture Wallet 120')
    expect((await getWallets({ page: '5', entries: '40' })).data).toEqual([])

    const tens = await getWallets({ search: 'fixture wallet 10', entries: '100' })
    expect(tens.count).toBe(10)
    expect(tens.data.map((w) => w.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Fixture Wallet ${100 + i}`),
    )
    const fixtures = await getWallets({ search: 'Fixture', entries: '100' })
    expect([fixtures.count, fixtures.data.length]).toEqual([119, 100])
    expect((await getWallets({ search: 'generated' })).count).toBe(0)

    const onSolana = registry.data.filter((w) => w.chains?.includes(SOLANA)).length
    expect(onSolana).toBeGreaterThan(30)
    expect((await getWallets({ chains: SOLANA, entries: '100' })).count).toBe(onSolana)
    expect(FIXTURE_CHAINS.length).toBe(3)

    // MetaMask's logo by its registry image id; a fixture wallet gets its drawn monogram.
    expect(await image(METAMASK.image_id)).toContain('#FF5C16')
    const drawn = await image('fixture-050')
    expect(drawn).toContain('>FW</text>')
    expect(await image('img-050')).toBe(drawn)
  })

  it('keeps the import when an instance starts again', async () => {
    expect(await seedWalletCatalogue(database().db, [DEMO])).toBe(false)
    expect((await getWallets({})).count).toBe(121)
  })

  it('PORTICO_CLOUD_CATALOGUE_FILE: an instance starting with a bad file does not start', async () => {
    const start = createCloudServer({
      host: '127.0.0.1',
      port: 0,
      database: database().db,
      chains: [],
      localWallets: [DEMO],
      catalogueFile: file('bad-at-start.json', { data: [{ id: 'x' }] }),
    })
    await expect(start).rejects.toThrow(/at data\.0\.name/)
    expect((await getWallets({})).count).toBe(121)
  })

  it.each([
    ['not JSON', '{ "count": 1, "data": [', /is not JSON/],
    ['an object without data', { count: 3 }, /not a wallet catalogue .*at data: /],
    ['an entry without an id', { data: [{ name: 'No Id' }] }, /at data\.0\.id/],
    ['an empty name', [{ id: 'a', name: ' ', chains: ['eip155:1'] }], /at data\.0\.name/],
    [
      'a script link',
      [{ id: 'a', name: 'A', webapp_link: 'javascript:alert(1)' }],
      /at data\.0\.webapp_link: must be a URL or a deep link/,
    ],
    ['a bad chain', [{ id: 'a', name: 'A', chains: ['ethereum'] }], /must be a CAIP-2 chain id/],
    [
      'two entries with one id',
      [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'B' },
      ],
      /duplicate wallet id a/,
    ],
  ])('refuses %s and changes nothing', async (name, content, message) => {
    const path = file(`${name.replace(/\W/g, '-')}.json`, content)
    await expect(importFile(path)).rejects.toThrow(message)
    expect((await getWallets({})).count).toBe(121)
  })

  it('imports our own CatalogueWallet[] with its logos, and resets to the shipped wallets', async () => {
    await importFile(file('own.json', walletCatalogue.slice(0, 3)))
    const own = await getWallets({})
    expect(own.data.map((w) => w.id)).toEqual([
      'portico-demo-wallet',
      'metamask',
      'trust',
      'coinbase',
    ])
    expect(await image('trust')).not.toContain('<text')
    expect(await resetWalletCatalogue(database().db)).toBe(walletCatalogue.length + 1)
    expect((await getWallets({})).count).toBe(walletCatalogue.length + 1)
  })
})
