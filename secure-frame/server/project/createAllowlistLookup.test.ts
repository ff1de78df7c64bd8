/**
 * The frame server's view of a project's allowlist follows a console change within
 * PROJECT_CACHE_HOP_MS (half the time README promises; the cloud's cache is the other half),
 * and not before: an origin added is let in, one removed is refused, once the cached copy is
 * that old.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROJECT_CACHE_HOP_MS } from '@portico/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAllowlistLookup } from './createAllowlistLookup.ts'

const DAPP = 'https://dapp.example.com'
let server: Server
let cloudUrl: string
let allowed: string[]
let reads: number

beforeEach(async () => {
  allowed = []
  reads = 0
  // The cloud's GET /v1/projects/:id, answering with the origins allowed right now.
  server = createServer((req, res) => {
    reads++
    if (req.url !== '/v1/projects/p1') return void res.writeHead(404).end()
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ projectId: 'p1', allowedOrigins: allowed, localhostAnyPort: false }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cloudUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(async () => {
  vi.useRealTimers()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('createAllowlistLookup', () => {
  it('lets an added origin in once the cached copy is PROJECT_CACHE_HOP_MS old', async () => {
    const lookup = createAllowlistLookup(cloudUrl)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(false)
    allowed = [DAPP]
    vi.advanceTimersByTime(PROJECT_CACHE_HOP_MS - 1)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(false)
    expect(reads).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(true)
    expect(reads).toBe(2)
  })

  it('refuses a removed origin within the same time', async () => {
    allowed = [DAPP]
    const lookup = createAllowlistLookup(cloudUrl)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(true)
    allowed = []
    vi.advanceTimersByTime(PROJECT_CACHE_HOP_MS)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(false)
  })

  it('answers from memory while it refreshes a copy half its age old, so a steady visitor never waits on the cloud', async () => {
    const lookup = createAllowlistLookup(cloudUrl)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(false)
    allowed = [DAPP]
    vi.advanceTimersByTime(PROJECT_CACHE_HOP_MS / 2)
    // Still the copy (it is not too old), and a read in the background.
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(false)
    await vi.waitFor(async () => {
      vi.advanceTimersByTime(1)
      expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(true)
    })
    expect(reads).toBe(2)
    // The first copy's time is up, the refreshed one answers: no read on the way.
    vi.advanceTimersByTime(PROJECT_CACHE_HOP_MS / 2)
    expect(await lookup.isOriginAllowed('p1', DAPP)).toBe(true)
    expect(reads).toBe(2)
  })

  it('reads once for requests that arrive together without a copy', async () => {
    const lookup = createAllowlistLookup(cloudUrl)
    await Promise.all([lookup.get('p1'), lookup.get('p1'), lookup.get('p1')])
    expect(reads).toBe(1)
  })

  it('refuses every origin of a project the cloud does not know', async () => {
    const lookup = createAllowlistLookup(cloudUrl)
    expect(await lookup.get('unknown')).toBeNull()
    expect(await lookup.isOriginAllowed('unknown', DAPP)).toBe(false)
  })
})
