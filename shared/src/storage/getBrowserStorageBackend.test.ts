import { afterEach, describe, expect, it } from 'vitest'
import { getBrowserStorageBackend } from './getBrowserStorageBackend.ts'
import { createMemoryBackend } from './memoryBackend.test-helpers.ts'

const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')

afterEach(() => {
  if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
  else Reflect.deleteProperty(globalThis, 'localStorage')
})

describe('getBrowserStorageBackend', () => {
  it('returns localStorage when there is one', () => {
    const { backend } = createMemoryBackend()
    Object.defineProperty(globalThis, 'localStorage', { value: backend, configurable: true })
    expect(getBrowserStorageBackend()).toBe(backend)
  })

  it('returns undefined where reading localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: Access is denied')
      },
    })
    expect(getBrowserStorageBackend()).toBeUndefined()
  })

  it('returns undefined without localStorage', () => {
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true })
    expect(getBrowserStorageBackend()).toBeUndefined()
  })
})
