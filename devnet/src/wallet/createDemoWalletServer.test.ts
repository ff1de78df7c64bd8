import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { findFreePort } from '../ports.ts'
import {
  contentSecurityPolicy,
  createDemoWalletServer,
  type DemoWalletConfig,
  type RunningDemoWalletServer,
} from './createDemoWalletServer.ts'

const config: DemoWalletConfig = {
  projectId: 'portico-demo',
  relayUrl: 'ws://127.0.0.1:4200',
  chains: [
    {
      id: 31337,
      name: 'Devnet </script><script>alert(1)</script>',
      rpcUrl: 'http://127.0.0.1:8545',
    },
  ],
}

describe('createDemoWalletServer', () => {
  let distDir: string
  let server: RunningDemoWalletServer
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'portico-wallet-dist-'))
    mkdirSync(join(distDir, 'assets'))
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><title>w</title></head><body></body></html>',
    )
    writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log(1)')
    writeFileSync(join(distDir, 'icon.svg'), '<svg/>')
    server = await createDemoWalletServer({
      host: '127.0.0.1',
      port: await findFreePort(),
      distDir,
      config,
    })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(distDir, { recursive: true, force: true })
  })

  const embedded = (html: string) => {
    const match =
      /<script type="application\/json" id="portico-wallet-config">(.*?)<\/script>/.exec(html)
    return JSON.parse(match?.[1] ?? 'null')
  }

  it('serves the page with the config embedded, escaping "<", and the devnet mnemonic', async () => {
    const res = await fetch(`${server.url}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
    expect(embedded(html)).toEqual({ ...config, mnemonic: DEVNET_MNEMONIC })
  })

  it('serves the same page at /wc for ?uri= links', async () => {
    const res = await fetch(`${server.url}/wc?uri=${encodeURIComponent('wc:abc@2')}`)
    expect(res.status).toBe(200)
    expect(embedded(await res.text()).relayUrl).toBe(config.relayUrl)
  })

  it('limits connections to the relay and the RPCs', async () => {
    const res = await fetch(`${server.url}/`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:4200 http://127.0.0.1:8545")
    expect(csp).toContain("script-src 'self'")
  })

  it('serves assets and the icon, and 404s unknown paths', async () => {
    expect((await fetch(`${server.url}/assets/index-abc.js`)).status).toBe(200)
    expect((await fetch(`${server.url}/icon.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    )
    for (const path of ['/nope', '/assets/missing.js', '/assets/..%2Findex.html', '/index.html'])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
  })

  it('refuses to start without a build', async () => {
    await expect(
      createDemoWalletServer({ host: '127.0.0.1', port: 0, distDir: join(distDir, 'x'), config }),
    ).rejects.toThrow(/not built/)
  })

  it('points the page at its own proxy for the Bitcoin node, which its policy does not list', async () => {
    const withBitcoin = await createDemoWalletServer({
      host: '127.0.0.1',
      port: 0,
      distDir,
      config: {
        ...config,
        bitcoin: {
          caip2: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          nodeUrl: 'http://127.0.0.1:48332',
        },
      },
    })
    try {
      const res = await fetch(`${withBitcoin.url}/`)
      expect(embedded(await res.text()).bitcoin.nodeUrl).toBe('/bitcoin-node')
      expect(res.headers.get('content-security-policy')).not.toContain('48332')
    } finally {
      await withBitcoin.stop()
    }
  })

  it('skips malformed URLs in the policy', () => {
    const csp = contentSecurityPolicy({ relayUrl: 'nonsense', chains: [] })
    expect(csp).toContain("connect-src 'self';")
  })
})
