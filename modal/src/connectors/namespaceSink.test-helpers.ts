import { vi } from 'vitest'
import type { NamespaceSink } from './namespaceSink.ts'

/** A family connection's sink as spies. */
export function fakeNamespaceSink() {
  return {
    connected: vi.fn(),
    accountChanged: vi.fn(),
    networkChanged: vi.fn(),
    balance: vi.fn(),
    disconnected: vi.fn(),
  } satisfies NamespaceSink
}
