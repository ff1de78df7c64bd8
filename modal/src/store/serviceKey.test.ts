// @vitest-environment node
import { PorticoError } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { createServiceRegistry, serviceKey } from './serviceKey.ts'

describe('createServiceRegistry', () => {
  it('gives back what was registered under a key', () => {
    const registry = createServiceRegistry()
    const key = serviceKey<{ ping(): string }>('ping')
    registry.set(key, { ping: () => 'pong' })
    expect(registry.get(key).ping()).toBe('pong')
  })

  it('says which service is missing instead of returning undefined', () => {
    const registry = createServiceRegistry()
    const error = (() => {
      try {
        registry.get(serviceKey<number>('walletconnect'))
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(PorticoError)
    expect((error as PorticoError).code).toBe('SERVICE_MISSING')
    expect((error as Error).message).toContain('walletconnect')
  })

  it('keeps two keys with the same name apart', () => {
    const registry = createServiceRegistry()
    const a = serviceKey<string>('same')
    const b = serviceKey<string>('same')
    registry.set(a, 'a')
    expect(() => registry.get(b)).toThrow()
  })
})
