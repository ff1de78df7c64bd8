/** The demo dapp's server: its page cannot be framed by another site, and says so to browsers. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { createDemoServer } from './createDemoServer.ts'

let demo: { url: string; stop(): Promise<void> }

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'portico-demo-'))
  mkdirSync(join(distDir, 'assets'))
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  )
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)')
  demo = await createDemoServer({
    host: '127.0.0.1',
    port: await findFreePort(),
    distDir,
    config: {
      projectId: 'p',
      frameUrl: 'http://127.0.0.1:5174',
      apiUrl: 'http://127.0.0.1:4100',
      relayUrl: 'ws://127.0.0.1:4200',
      chains: [],
    },
  })
})
afterAll(() => demo?.stop())

describe('createDemoServer', () => {
  it('refuses to be framed by any site and embeds the config in the page', async () => {
    const res = await fetch(`${demo.url}/`)
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toContain('id="portico-demo-config"')
  })

  it('sends nosniff with its assets and its 404s', async () => {
    for (const path of ['/assets/app.js', '/nope'])
      expect((await fetch(`${demo.url}${path}`)).headers.get('x-content-type-options')).toBe(
        'nosniff',
      )
  })
})
