/**
 * Throws 10,000+ random and hostile messages at both ends of the bus: wrong origins, wrong
 * sources, bad shapes, huge payloads, prototype-pollution keys. Nothing may be handled, nothing
 * may throw, nothing may be posted (beyond the handshake), and no prototype may change.
 */
import { describe, expect, it, vi } from 'vitest'
import { createFrameEndpoint } from './createFrameEndpoint.ts'
import { createHostEndpoint } from './createHostEndpoint.ts'
import { fakeWindow, flush } from './fakeWindows.test-helpers.ts'
import { frameRequestNames } from './frameMessages.ts'

const HOST = 'http://localhost:5173'
const FRAME = 'http://127.0.0.1:5174'

// A small deterministic PRNG so a failure can be replayed.
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

function hostileMessages(count: number, rand: () => number): unknown[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const names = [...frameRequestNames, 'READY', 'SESSION_UPDATE', '__proto__', 'constructor', '']
  const prefixes = ['@w3m-app/', '@w3m-frame/', '', '@w3m-app', 'w3m-app/']
  const suffixes = ['', '_SUCCESS', '_ERROR', '_success']
  const values: unknown[] = [
    null,
    undefined,
    0,
    -1,
    Number.NaN,
    '',
    'x'.repeat(200_000),
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
    { chainId: 1 },
    { email: 'a@b.co' },
    { message: 'x' },
    { token: 'forged' },
    Symbol.for('x').toString(),
  ]
  const out: unknown[] = []
  for (let i = 0; i < count; i++) {
    const shape = rand()
    if (shape < 0.15) out.push(pick(values))
    else
      out.push({
        type: rand() < 0.9 ? `${pick(prefixes)}${pick(names)}${pick(suffixes)}` : pick(values),
        id: rand() < 0.8 ? (rand() < 0.5 ? crypto.randomUUID() : pick(values)) : undefined,
        payload: pick(values),
        ...(rand() < 0.1 ? JSON.parse('{"__proto__":{"polluted":true}}') : {}),
      })
  }
  return out
}

describe('frame bus under hostile input', () => {
  it('the frame endpoint handles nothing from wrong sources or origins, and never throws', async () => {
    const frame = fakeWindow()
    const parent = fakeWindow()
    const handler = vi.fn(() => ({ chainId: 666 }))
    const handlers = Object.fromEntries(frameRequestNames.map((n) => [n, handler]))
    createFrameEndpoint({
      frameWindow: frame.window,
      parentWindow: parent.window,
      allowedOrigins: [HOST],
      parentOrigin: HOST,
      version: '4',
      handlers,
    })
    const rand = prng(42)
    const strangers = [fakeWindow().window, null, frame.window]
    const origins = [
      'http://evil.localhost:9999',
      'null',
      '',
      HOST.toUpperCase(),
      `${HOST}.evil.test`,
    ]
    for (const message of hostileMessages(6000, rand)) {
      // A genuine-looking request from the wrong window, with the right origin.
      expect(() =>
        frame.deliver(message, HOST, strangers[Math.floor(rand() * strangers.length)]),
      ).not.toThrow()
      // From the parent window but an origin off the allowlist: only an origin error may answer.
      expect(() =>
        frame.deliver(
          message,
          origins[Math.floor(rand() * origins.length)] as string,
          parent.window,
        ),
      ).not.toThrow()
    }
    await flush()
    expect(handler).not.toHaveBeenCalled()
    const answers = parent.posted
      .slice(1)
      .map((p) => p.message as { type: string; payload: { message: string } })
    for (const answer of answers) {
      expect(answer.type).toMatch(/_ERROR$/)
      expect(answer.payload.message).toBe('Unauthorized: origin not allowed')
    }
    expect(parent.posted.every((p) => p.targetOrigin !== '*')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('the host endpoint accepts nothing that is not from the frame window and origin, and never throws', async () => {
    const host = fakeWindow()
    const frame = fakeWindow()
    const onSessionUpdate = vi.fn()
    const endpoint = createHostEndpoint({
      frameOrigin: FRAME,
      hostWindow: host.window,
      getFrameWindow: () => frame.window,
      onSessionUpdate,
    })
    const rand = prng(7)
    const strangers = [fakeWindow().window, null, host.window]
    for (const message of hostileMessages(5000, rand)) {
      expect(() => host.deliver(message, 'http://evil.localhost:9999', frame.window)).not.toThrow()
      expect(() =>
        host.deliver(message, FRAME, strangers[Math.floor(rand() * strangers.length)]),
      ).not.toThrow()
    }
    expect(endpoint.isReady()).toBe(false)
    expect(onSessionUpdate).not.toHaveBeenCalled()

    // From the real frame, random shapes are dropped too: no reply matches a pending request.
    host.deliver({ type: '@w3m-frame/READY', payload: {} }, FRAME, frame.window)
    const pending = endpoint.request('GET_CHAIN_ID')
    await flush()
    for (const message of hostileMessages(2000, rand))
      expect(() => host.deliver(message, FRAME, frame.window)).not.toThrow()
    expect(endpoint.pendingCount()).toBe(1)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    endpoint.destroy()
    await expect(pending).rejects.toThrow()
  })
})
