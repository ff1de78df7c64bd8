/** buildTestExtension: the built folder, config.json and the bundle cache. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestExtension } from './buildTestExtension.ts'

const root = mkdtempSync(join(tmpdir(), 'portico-ext-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const chains = [{ id: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' }]

describe('buildTestExtension', () => {
  it('writes the bundles, manifest, approval page and config.json; a second build reuses the bundles', async () => {
    const cacheDir = join(root, 'cache')
    const first = await buildTestExtension({
      outDir: join(root, 'a'),
      chains,
      testMode: true,
      cacheDir,
    })
    for (const file of [
      'manifest.json',
      'approve.html',
      'inpage.js',
      'content.js',
      'background.js',
      'approve.js',
    ]) {
      expect(existsSync(join(first, file)), file).toBe(true)
    }
    const manifest = JSON.parse(readFileSync(join(first, 'manifest.json'), 'utf8'))
    expect(manifest.manifest_version).toBe(3)
    expect(manifest.content_scripts[0].world).toBe('MAIN')
    expect(JSON.parse(readFileSync(join(first, 'config.json'), 'utf8'))).toMatchObject({
      chains,
      accountIndex: 0,
      testMode: true,
    })
    // config.json holds the mnemonic: the owner's alone.
    expect(statSync(first).mode & 0o777).toBe(0o700)
    expect(statSync(join(first, 'config.json')).mode & 0o777).toBe(0o600)

    const started = performance.now()
    const second = await buildTestExtension({
      outDir: join(root, 'b'),
      chains,
      testMode: false,
      accountIndex: 2,
      cacheDir,
    })
    expect(performance.now() - started).toBeLessThan(500)
    expect(readFileSync(join(second, 'background.js'), 'utf8')).toBe(
      readFileSync(join(first, 'background.js'), 'utf8'),
    )
    expect(JSON.parse(readFileSync(join(second, 'config.json'), 'utf8'))).toMatchObject({
      accountIndex: 2,
      testMode: false,
    })
  }, 60_000)

  it('rejects a config the wallet could not use', async () => {
    await expect(
      buildTestExtension({ outDir: join(root, 'c'), chains: [], testMode: true }),
    ).rejects.toThrow(/chains/)
    await expect(
      buildTestExtension({
        outDir: join(root, 'd'),
        chains: [{ id: 1, name: 'x', rpcUrl: 'ftp://127.0.0.1' }],
        testMode: true,
      }),
    ).rejects.toThrow()
  })
})
