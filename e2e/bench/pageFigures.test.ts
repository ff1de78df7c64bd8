import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { foreignHost, gzipSize, overGate, recordLongTasks, splitAtLoad } from './pageFigures.ts'

describe('gzipSize', () => {
  it('is the size of the level-9 gzip of the body, which unzips to it', () => {
    const body = 'export const x = 1;\n'.repeat(500)
    const size = gzipSize(body)
    expect(size).toBeGreaterThan(20)
    expect(size).toBeLessThan(body.length / 10)
    expect(gzipSize(Buffer.from(body))).toBe(size)
    expect(gunzipSync(gzipSync(body, { level: 9 })).toString()).toBe(body)
  })

  it('grows with what cannot be compressed', () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))
    expect(gzipSize(random)).toBeGreaterThan(gzipSize('a'.repeat(4096)))
  })
})

describe('foreignHost', () => {
  it('names a host that is not loopback, for pages and sockets alike', () => {
    expect(foreignHost('https://api.web3modal.org/getWallets')).toBe('api.web3modal.org')
    expect(foreignHost('wss://relay.walletconnect.org/?x=1')).toBe('relay.walletconnect.org')
    expect(foreignHost('http://10.0.0.1:8080/')).toBe('10.0.0.1')
  })

  it('is null for loopback and for URLs that reach no host', () => {
    for (const url of [
      'http://localhost:15173/',
      'http://127.0.0.1:15174/sdk',
      'ws://127.0.0.1:14200/',
      'http://[::1]:4000/',
      'data:image/svg+xml,<svg/>',
      'blob:http://localhost:15173/0f1e',
      'about:blank',
    ])
      expect(foreignHost(url), url).toBeNull()
  })

  it('does not take a look-alike for loopback', () => {
    expect(foreignHost('http://localhost.example.com/')).toBe('localhost.example.com')
    expect(foreignHost('http://127.0.0.1.nip.io/')).toBe('127.0.0.1.nip.io')
  })
})

describe('splitAtLoad', () => {
  it('adds up the scripts that started before the load event and those after', () => {
    const scripts = [
      { url: 'a.js', startTime: 10, gzip: 1000 },
      { url: 'b.js', startTime: 199.9, gzip: 500 },
      { url: 'c.js', startTime: 200, gzip: 70 },
      { url: 'd.js', startTime: 900, gzip: 5 },
    ]
    expect(splitAtLoad(scripts, 200)).toEqual({ beforeLoad: 1500, afterLoad: 75 })
    expect(splitAtLoad([], 200)).toEqual({ beforeLoad: 0, afterLoad: 0 })
  })
})

describe('overGate', () => {
  const gate = {
    what: 'JS fetched before the load event (gzip)',
    budget: 90 * 1024,
    unit: 'bytes' as const,
    lookAt: 'the chunks the entry imports statically',
  }

  it('passes a figure at or under its budget', () => {
    expect(overGate({ ...gate, figure: 90 * 1024 })).toBeNull()
    expect(overGate({ ...gate, figure: 1 })).toBeNull()
  })

  it('says the figure, the budget, where budgets live and what to look at', () => {
    expect(overGate({ ...gate, figure: 92.5 * 1024 })).toBe(
      'JS fetched before the load event (gzip): 92.5 KiB is over its budget of 90.0 KiB ' +
        '(e2e/bench/budgets.ts). Look at the chunks the entry imports statically.',
    )
    expect(
      overGate({ what: 'requests', figure: 3, budget: 0, unit: 'count', lookAt: 'the hosts' }),
    ).toBe('requests: 3 is over its budget of 0 (e2e/bench/budgets.ts). Look at the hosts.')
  })
})

describe('recordLongTasks', () => {
  it('collects every long task the observer reports, buffered ones included', () => {
    const window: Record<string, unknown> = {}
    let report: ((list: { getEntries(): unknown[] }) => void) | undefined
    let observed: unknown
    class PerformanceObserver {
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed = options
      }
    }
    new Function('window', 'PerformanceObserver', recordLongTasks('__tasks'))(
      window,
      PerformanceObserver,
    )
    expect(observed).toEqual({ type: 'longtask', buffered: true })
    report?.({ getEntries: () => [{ startTime: 120, duration: 61 }] })
    report?.({ getEntries: () => [{ startTime: 900, duration: 55 }] })
    expect(window.__tasks).toEqual([
      { start: 120, duration: 61 },
      { start: 900, duration: 55 },
    ])
  })
})
