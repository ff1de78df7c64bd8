/**
 * Test helpers: minimal stand-ins for windows that record what is posted to them and let a
 * test deliver a message event with any data, origin and source.
 */
import { vi } from 'vitest'

export interface FakeWindow {
  window: Window
  posted: { message: unknown; targetOrigin: string }[]
  /** Delivers a 'message' event to this window. */
  deliver(data: unknown, origin: string, source: unknown): void
}

export function fakeWindow(): FakeWindow {
  const target = new EventTarget()
  const posted: FakeWindow['posted'] = []
  const win = Object.assign(target, {
    postMessage: vi.fn((message: unknown, targetOrigin: string) => {
      posted.push({ message, targetOrigin })
    }),
  }) as unknown as Window
  return {
    window: win,
    posted,
    deliver(data, origin, source) {
      const event = new Event('message')
      Object.defineProperties(event, {
        data: { value: data },
        origin: { value: origin },
        source: { value: source },
      })
      target.dispatchEvent(event)
    },
  }
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
