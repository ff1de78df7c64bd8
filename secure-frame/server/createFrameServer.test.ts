import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCloudServer, type RunningCloudServer } from '@portico/cloud'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  createFrameServer,
  type RunningFrameServer,
} from './createFrameServer.ts'
import { WORKER_CONTENT_SECURITY_POLICY } from './serveAssets.ts'

/** The built page carries its entry inline (secure-frame/vite/inlineEntryScript.ts). */
// Its code may hold any text, "</head>" too: the config goes before the page's own </head>.
const INLINE_ENTRY = 'globalThis.started = "</head>"'
const INLINE_ENTRY_HASH = `'sha256-${createHash('sha256').update(INLINE_ENTRY).digest('base64')}'`

describe('secure frame server', () => {
  let cloud: RunningCloudServer
  let frame: RunningFrameServer
  beforeAll(async () => {
    cloud = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      // These tests need no history; the indexer would poll the default chain ports.
      indexer: false,
      seedProjects: [
        { projectId: 'demo', name: 'Demo', allowedOrigins: ['http://localhost:5173'] },
      ],
    })
    const dist = mkdtempSync(join(tmpdir(), 'frame-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><script type="module">${INLINE_ENTRY}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`,
    )
    writeFileSync(join(dist, 'assets', 'a.js'), 'console.log(1)')
    frame = await createFrameServer({
      host: '127.0.0.1',
      port: 0,
      cloudUrl: cloud.url,
      distDir: dist,
      env: {},
    })
  }, 60_000)
  afterAll(async () => {
    await frame?.stop()
    await cloud?.stop()
  })

  it('embeds the project allowlist and the chains (which have a bundler and sessions: no URLs) in /sdk and sends frame-ancestors with exactly that list', async () => {
    const res = await fetch(`${frame.url}/sdk?projectId=demo&chainId=eip155:1&version=4`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:5173',
    )
    const html = await res.text()
    expect(html).toContain(
      '<script type="application/json" id="portico-frame-config">{"projectId":"demo","allowedOrigins":["http://localhost:5173"],"localhostAnyPort":false,"chainIds":[31337],"solanaChains":["solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn"],"smartAccountChains":[{"id":31337,"factoryAddress":"0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6","entryPointAddress":"0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108","sessionAccountImplementation":"0x5F6F97c9F007A2849aE63Ac4054B21f81580E352"}]}</script>',
    )
    // The bundler's and the sponsor's URLs stay on the server (the app reaches them through it).
    expect(html).not.toMatch(/:433[78]\b/)
  })

  it('trusts no ancestor for an unknown project and refuses a malformed project id', async () => {
    const unknown = await fetch(`${frame.url}/sdk?projectId=nope`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(
      (await fetch(`${frame.url}/sdk?projectId=${encodeURIComponent('"><script>')}`)).status,
    ).toBe(400)
    expect((await fetch(`${frame.url}/sdk`)).status).toBe(400)
  })

  it('serves built assets and nothing outside them', async () => {
    const script = await fetch(`${frame.url}/assets/a.js`)
    expect(script.status).toBe(200)
    // A worker started from a script may call its own origin's API, and nothing else.
    expect(script.headers.get('content-security-policy')).toBe(WORKER_CONTENT_SECURITY_POLICY)
    expect((await fetch(`${frame.url}/assets/..%2Findex.html`)).status).toBe(404)
    expect((await fetch(`${frame.url}/assets/missing.js`)).status).toBe(404)
  })

  it('builds a CSP that allows scripts from itself only', () => {
    const csp = contentSecurityPolicy(['http://a.test', 'http://b.test'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain('frame-ancestors http://a.test http://b.test')
  })

  it("allows /sdk's inline entry by its hash, and no other inline script", async () => {
    const res = await fetch(`${frame.url}/sdk?projectId=demo`)
    const csp = res.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${INLINE_ENTRY_HASH}`)
    expect(await res.text()).toContain(`<script type="module">${INLINE_ENTRY}</script>`)
  })
})
