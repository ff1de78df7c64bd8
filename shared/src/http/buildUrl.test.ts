import { describe, expect, it } from 'vitest'
import { buildUrl } from './buildUrl.ts'

describe('buildUrl', () => {
  it('joins base and path with one slash', () => {
    expect(buildUrl('https://api.example', 'v1/supported-chains')).toBe(
      'https://api.example/v1/supported-chains',
    )
    expect(buildUrl('https://api.example/base/', '/v1/identity/0xab')).toBe(
      'https://api.example/base/v1/identity/0xab',
    )
  })

  it('adds parameters, leaving out null and undefined, after an existing query', () => {
    expect(
      buildUrl('https://api.example', '/v1/x?st=appkit', {
        sv: '1.7.2',
        a: undefined,
        b: null,
        c: false,
      }),
    ).toBe('https://api.example/v1/x?st=appkit&sv=1.7.2&c=false')
  })

  it('encodes parameter values', () => {
    expect(buildUrl('https://api.example', '/s', { search: 'a b&c' })).toBe(
      'https://api.example/s?search=a+b%26c',
    )
  })

  it('ignores the base for an absolute path', () => {
    expect(buildUrl('https://api.example', 'https://other.example/x', { a: 1 })).toBe(
      'https://other.example/x?a=1',
    )
    expect(buildUrl(undefined, 'http://127.0.0.1:8080/y')).toBe('http://127.0.0.1:8080/y')
  })

  it('throws for a relative path without a base', () => {
    expect(() => buildUrl(undefined, '/v1/x')).toThrow()
  })
})
